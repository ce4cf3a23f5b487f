/**
 * The SQLSTATE of an error PostgreSQL raised because of a value it was given (class 22, data exception:
 * a number past its column's type, NUL in a text, bad encoding, an unpaired surrogate in JSON, a
 * malformed literal), looked for on the error and the errors it wraps; undefined for any other error.
 * Such a value came from a request that validation let through: the request is answered 400, not 500,
 * and the gap is logged to be closed at the boundary.
 */
export function databaseValueErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    // pg's DatabaseError carries the SQLSTATE as `code`, and TypeORM's QueryFailedError copies it.
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
  }
  return undefined;
}
