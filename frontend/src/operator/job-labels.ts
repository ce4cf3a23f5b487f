import type { TranslateFunction } from 'react-admin';

/**
 * The jobs the portal's queues carry (backend job-registry.ts, sms-jobs.ts, export-jobs.ts), each named
 * in the reader's language; a name not here (a job an older version left, or a broken one) shows as it is.
 */
export const JOB_NAMES = [
  'expire-contract',
  'remind-expiry',
  'end-cancelled-contract',
  'check-guarantee',
  'tell-lessor-of-declaration',
  'lapse-declaration',
  'expiry-sweep',
  'remind-invoices',
  'send-sms',
  'relay-notices',
  'build-export',
  'build-invoice-export',
] as const;

export const jobNameLabel = (translate: TranslateFunction, name: string): string =>
  translate(`operator.jobs.names.${name}`, { _: name });

/** The refusals of a job's retry or removal that name why (a 409's code). */
export const JOB_REFUSALS = ['JOB_NOT_FAILED', 'JOB_ACTIVE', 'JOB_REPEATS'] as const;

/**
 * Why the API refused a job's retry or removal, in the reader's language: a 409 names the job's state
 * (JOB_NOT_FAILED: it is no longer failed; JOB_ACTIVE: a worker runs it now; JOB_REPEATS: it is a
 * repeating job's next run), a 404 says it is gone.
 */
export function jobRefusal(error: unknown): string {
  const { status, body, message } = error as { status?: number; body?: { code?: string }; message?: string };
  if (status === 409 && (JOB_REFUSALS as readonly (string | undefined)[]).includes(body?.code))
    return `operator.jobs.refused.${body!.code}`;
  if (status === 404) return 'operator.jobs.refused.gone';
  return message || 'errors.errorOccurred';
}
