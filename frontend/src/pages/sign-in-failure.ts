import { MessageKeys } from '@rent/domain';
import { ApiError } from '../api/http';

/** What an API refusal of a sign-in step says to the user, in their language; anything else is "problem when logging in". */
export const signInFailure = (error: unknown, translate: (key: string, options?: object) => string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? translate(error.messageKey, error.params) : translate(MessageKeys.loginProblem);
