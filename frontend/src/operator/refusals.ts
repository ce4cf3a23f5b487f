import { ApiError } from '@/api/http';

/**
 * A refusal whose code the screen explains in its own words (`${prefix}.${code}`, e.g. a proposer's own
 * approval, FOUR_EYES), instead of the general message the API gives every conflict; any other error as
 * it came. ReasonDialog shows the result in the reader's language.
 */
export function namedRefusal(error: unknown, prefix: string, codes: readonly string[]): unknown {
  if (!(error instanceof ApiError) || !codes.includes(error.code)) return error;
  return new ApiError(error.status, error.code, `${prefix}.${error.code}`, {}, error.params);
}
