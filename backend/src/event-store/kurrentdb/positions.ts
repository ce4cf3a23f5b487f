import {
  ANY,
  type AppendStreamState,
  type CurrentStreamState,
  NO_STREAM,
  type Position,
} from '@kurrent/kurrentdb-client';
import type { GlobalPosition } from '@rent/domain';
import type { ExpectedVersion } from '../event-store.port.js';

/*
 * How the port's numbers map onto KurrentDB's.
 *
 * A position in $all is a pair {commit, prepare}, and $all is ordered by the pair, as our log is by
 * {transactionId, position}: so transactionId ← commit and position ← prepare, and comparePositions,
 * formatPosition, the checkpoints (xid8, bigint) and the clients' X-Read-After all work unchanged. For
 * every event KurrentDB writes today (each an implicitly committed record) both numbers are that record's
 * place in the log, so the pair reads "p-p"; the bigints stay below 2^63, which both columns hold.
 *
 * A stream's version counts its events (1 for the first); KurrentDB numbers them from 0 (revision), so
 * version N is revision N-1, and a stream at version 0 (no events) is NO_STREAM.
 */

export const toGlobalPosition = ({ commit, prepare }: Position): GlobalPosition => ({
  transactionId: commit,
  position: prepare,
});

export const toKurrentPosition = ({ transactionId, position }: GlobalPosition): Position => ({
  commit: transactionId,
  prepare: position,
});

/** The position an append answers (a single number: its last record's commit position, which is its prepare's). */
export const appendedPosition = (commit: bigint): GlobalPosition => ({ transactionId: commit, position: commit });

export const versionOfRevision = (revision: bigint): number => Number(revision) + 1;

export const revisionOfVersion = (version: number): bigint => BigInt(version - 1);

/** The port's expected version as KurrentDB's expected state: 0 is "no stream yet", N is revision N-1. */
export function expectedState(version: ExpectedVersion): AppendStreamState {
  if (version === 'any') return ANY;
  if (!Number.isInteger(version) || version < 0) throw new Error(`Not a stream version: ${version}`);
  return version === 0 ? NO_STREAM : revisionOfVersion(version);
}

/** A stream's actual state, as a conflict reports it, as the port's version (0 for no stream). */
export function versionOfState(state: CurrentStreamState | AppendStreamState): number | null {
  if (state === NO_STREAM) return 0;
  return typeof state === 'bigint' && state >= 0n ? versionOfRevision(state) : null;
}
