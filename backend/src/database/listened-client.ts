import pg from 'pg';

/**
 * A pg client that is always listened to. pg tells a lost connection (a terminated backend, a server
 * restart) as an 'error' event, and an 'error' nobody hears ends the process. pg-pool listens only while
 * a client is idle in the pool, so a client out of it was unheard: one held by a TypeORM transaction
 * between two statements, or a new one whose server ended it in the same packet as its ready-for-query
 * (the pool hands it out while that packet is read, before its taker can listen; seen in
 * connection-loss.test.ts). The loss is not hidden: the statement in flight fails with it, and every
 * later one with "not queryable", which isConnectionLoss answers 503; the pool drops the client when it
 * comes back with that error, or when it is lost while idle.
 */
export class ListenedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(withoutJit(config));
    this.on('error', () => undefined);
  }
}

/** A pg pool of listened clients: the one way the backend opens a pool of its own (the event store's). */
export const listenedPool = (connectionString: string, max: number): pg.Pool =>
  new pg.Pool({ connectionString, max, Client: ListenedClient });

/**
 * PostgreSQL compiles a statement with LLVM when the planner's estimate of its cost passes jit_above_cost
 * (100,000 by default). The portal's statements are short and indexed, so that estimate is high only
 * where the planner misjudges a walk that a LIMIT stops early; there the compiling was the largest part
 * of the work: 26 to 45 ms of a staff search over a million contracts (EXPLAIN ANALYZE, JIT timing).
 * Every connection the backend opens runs without it (a database URL that sets `options` of its own keeps them).
 */
function withoutJit(config?: string | pg.ClientConfig): pg.ClientConfig {
  const given = typeof config === 'string' ? { connectionString: config } : (config ?? {});
  return { ...given, options: [given.options, '-c jit=off'].filter(Boolean).join(' ') };
}
