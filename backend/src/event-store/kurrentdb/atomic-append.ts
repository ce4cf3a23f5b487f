import {
  AppendConsistencyViolationError,
  type AppendStreamRequest,
  type ConsistencyCheck,
  DeadlineExceededError,
  type EventData,
  type KurrentDBClient,
  type MultiAppendResult,
  STREAM_STATE,
  UnavailableError,
  UnsupportedError,
  WrongExpectedVersionError as KurrentWrongVersion,
} from '@kurrent/kurrentdb-client';
import type { GlobalPosition } from '@rent/domain';
import { type ExpectedVersion, WrongExpectedVersionError } from '../event-store.port.js';
import { appendedPosition, expectedState, versionOfRevision, versionOfState } from './positions.js';

/** One stream's part of an atomic append: its events at the version the stream must be at. */
export interface StreamBatch {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: EventData[];
}

/** A stream that a decision read and relies on without writing to it. */
export interface StreamCheck {
  streamId: string;
  version: number;
}

export interface AppendOutcome {
  /** The position of the last event written (the last batch's last event). */
  lastPosition: GlobalPosition;
  /** Each written stream's version after the append. */
  versions: Map<string, number>;
}

/** Sends of one request when the connection fails under it (the same event ids each time, see below). */
const SENDS = 3;

/**
 * Writes to several streams all or nothing, each at its expected version, in one request.
 *
 * KurrentDB 25.1's multi-stream append checks the version of every stream it writes. A decision may
 * also rely on a stream it only read (a sub-lease on its operative-management contract, which it holds
 * but does not write); KurrentDB 26.1's appendRecords checks those too, in the same commit, and is used
 * when there are such streams and the server has it. On 25.1 those streams go unchecked: a decision on
 * one can be overtaken by a write to it between the read and the append (the PostgreSQL adapter's locks
 * rule that out). The adapter says so once when it meets the case (onUncheckedHolds).
 *
 * When the connection fails under a request, the very same request (the same event ids) is sent again:
 * should the first have been written, KurrentDB recognises its events by their ids and does not write
 * them twice; if it answers a conflict instead, the caller's decision is run again on what it finds.
 */
export class AtomicAppend {
  /** Whether the server has appendRecords (26.1); unknown until first asked. */
  private checksSupported: boolean | undefined;

  constructor(
    private readonly client: KurrentDBClient,
    private readonly onUncheckedHolds: () => void = () => undefined,
  ) {}

  async append(batches: readonly StreamBatch[], checks: readonly StreamCheck[] = []): Promise<AppendOutcome> {
    if (batches.length === 0 || batches.some((b) => b.events.length === 0)) throw new Error('Nothing to append');
    if (new Set(batches.map((b) => b.streamId)).size !== batches.length)
      throw new Error('A stream may appear once in an atomic append');
    const result = await this.resending(() => this.send(batches, checks));
    const versions = new Map(result.responses.map((r) => [r.streamName, versionOfRevision(r.revision)]));
    return { lastPosition: appendedPosition(result.position), versions };
  }

  private async send(batches: readonly StreamBatch[], checks: readonly StreamCheck[]): Promise<MultiAppendResult> {
    if (checks.length > 0 && this.checksSupported !== false) {
      try {
        const result = await this.client.appendRecords(
          batches.flatMap((b) => b.events.map((record) => ({ streamName: b.streamId, record }))),
          [
            ...batches.map((b) => stateCheck(b.streamId, b.expectedVersion)),
            ...checks.map((c) => stateCheck(c.streamId, c.version)),
          ],
        );
        this.checksSupported = true;
        return result;
      } catch (error) {
        if (!(error instanceof UnsupportedError)) throw error;
        this.checksSupported = false;
      }
    }
    if (checks.length > 0) this.onUncheckedHolds();
    const requests: AppendStreamRequest[] = batches.map((b) => ({
      streamName: b.streamId,
      events: b.events,
      expectedState: expectedState(b.expectedVersion),
    }));
    return this.client.multiStreamAppend(requests);
  }

  private async resending(send: () => Promise<MultiAppendResult>): Promise<MultiAppendResult> {
    for (let sent = 1; ; sent++) {
      try {
        return await send();
      } catch (error) {
        const refusal = asWrongVersion(error);
        if (refusal) throw refusal;
        const lostConnection = error instanceof UnavailableError || error instanceof DeadlineExceededError;
        if (!lostConnection || sent >= SENDS) throw error;
      }
    }
  }
}

const stateCheck = (streamId: string, version: ExpectedVersion): ConsistencyCheck => ({
  type: STREAM_STATE,
  streamName: streamId,
  expectedState: expectedState(version),
});

/** KurrentDB's refusals of a version (per stream, or per check) as the port's typed error. */
function asWrongVersion(error: unknown): WrongExpectedVersionError | null {
  if (error instanceof KurrentWrongVersion)
    return new WrongExpectedVersionError(error.streamName, versionOfState(error.expectedState) ?? -1);
  if (error instanceof AppendConsistencyViolationError) {
    const [first] = error.violations;
    return new WrongExpectedVersionError(first?.streamName ?? '', versionOfState(first?.expectedState ?? -1n) ?? -1);
  }
  return null;
}
