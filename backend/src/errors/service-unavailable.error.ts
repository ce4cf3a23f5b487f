/**
 * A service the request needs (Redis, the database, a read model catching up) did not answer in time or
 * is not connected: the request is refused at once with 503 and a Retry-After, rather than waiting for
 * it, failing with a 500 or answering stale. Trying again later is safe.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: string,
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
    /** The API error code (docs/api.md). */
    readonly code = 'SERVICE_UNAVAILABLE',
  ) {
    super(`${service} is unavailable`, options);
    this.name = 'ServiceUnavailableError';
  }
}
