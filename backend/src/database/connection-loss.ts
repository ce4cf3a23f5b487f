/**
 * Whether an error means the database could not be reached or the connection was lost (server restart,
 * a terminated backend, a failover, no free connection slot) rather than a refusal of the statement
 * itself. Such an error is answered 503 with a retry hint, and never ends the process.
 */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08P01', // connection_exception and its kinds
]);
const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const TYPEORM_RELEASED = new Set(['QueryRunnerProviderAlreadyReleasedError', 'QueryRunnerAlreadyReleasedError']);
const MESSAGES = [
  /^Connection terminated/,
  /connection error and is not queryable/,
  /timeout exceeded when trying to connect/,
  /Client was closed and is not queryable/,
];

export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // TypeORM's words for a query (or the COMMIT) on a transaction whose connection it gave up after losing it.
  if (TYPEORM_RELEASED.has(error.name)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SQLSTATES.has(code) || NODE_CODES.has(code))) return true;
  if (MESSAGES.some((m) => m.test(error.message))) return true;
  // An AggregateError (every address of a host refused) or a wrapped cause.
  const inner = (error as { errors?: unknown[]; cause?: unknown }).errors?.[0] ?? (error as { cause?: unknown }).cause;
  return inner !== undefined && inner !== error && isConnectionLoss(inner);
}
