/**
 * The advisory lock every event writer holds, in shared mode, for its whole transaction, taken before
 * the transaction writes anything (so before it has a transaction id). Readers of the log wait only for
 * the transactions that hold it: a long report, a bulk load or an idle session elsewhere on the server
 * delays no read model (DESIGN.md, the "gap" problem). The two-key form keeps it apart from the
 * one-key locks that hold streams.
 */
export const EVENT_WRITER_LOCK = { classId: 0x72656e74, objId: 1 } as const;

/** The statement that opens a writer's transaction. */
export const BEGIN_WRITER = `BEGIN; SELECT pg_advisory_xact_lock_shared(${EVENT_WRITER_LOCK.classId}, ${EVENT_WRITER_LOCK.objId})`;
