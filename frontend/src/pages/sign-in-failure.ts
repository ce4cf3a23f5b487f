import { MessageKeys } from '@rent/domain';
import { ApiError } from '@/api/http';

/**
 * What an API refusal of a sign-in step says to the user, in their language: a refusal (4xx), or the
 * portal saying it is briefly unavailable (503, try again shortly); anything else is "problem when logging in".
 */
export const signInFailure = (error: unknown, translate: (key: string, options?: object) => string): string =>
  error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503)
    ? translate(error.messageKey, error.params)
    : translate(MessageKeys.loginProblem);
