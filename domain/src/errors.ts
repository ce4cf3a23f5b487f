import type { MessageKey } from './i18n-keys.js';

/**
 * What kind of refusal a domain error is. The HTTP layer maps it to a status code
 * (invalid 400, forbidden 403, notFound 404, conflict 409); the domain knows nothing of HTTP.
 */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'notFound' | 'conflict';

/** A broken rule: a stable code for machines, an i18n key for people, and the field it concerns. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly kind: DomainErrorKind = 'invalid',
    readonly field?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(`${code}: ${messageKey}${field ? ` (${field})` : ''}`);
    this.name = 'DomainError';
  }
}
