/**
 * A service the request needs (Redis) did not answer in time or is not connected: the request is refused
 * at once with 503 and a Retry-After, rather than waiting for it or failing with a 500. Nothing the
 * caller asked for was done, so trying again later is safe.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: string,
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super(`${service} is unavailable`, options);
    this.name = 'ServiceUnavailableError';
  }
}
