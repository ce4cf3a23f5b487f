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
