import { Inject, Injectable } from '@nestjs/common';
import {
  type Contract, type ContractCommand, type ContractEvent, contractStreamId, decide, decideReservation, evolve, foldContract,
  foldPropertyArea, formatPosition, heldArea, type PropertyEvent, propertyStreamId,
} from '@rent/domain';
import { EVENT_STORE, type EventStore, type StreamAppend, WrongExpectedVersionError } from '../event-store/event-store.port.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';

/** What every contract command answers: the contract and the position to read one's own write after. */
export interface CommandResult {
  id: string;
  position: string;
}

/**
 * A decision lost to a concurrent write is taken again on the new state, then refused (409). Every round
 * has a winner, so this many rounds let a crowd racing for one property's area all be decided on the merits.
 */
const MAX_ATTEMPTS = 30;

/** A short random pause before deciding again, so racing writers do not collide in lockstep. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 5 * attempt)));

/**
 * Runs a contract command: load the stream, fold it, decide, append with the expected version. Every
 * contract step goes through here, so the decider is the one place that says yes or no.
 *
 * When a step changes the area the contract holds (registered, changed, rejected, cancelled, expired…),
 * the property's own stream decides whether the area is vacant, and both streams are appended in one
 * transaction: two contracts racing for the last square metres cannot both win.
 */
@Injectable()
export class ContractStream {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projector: ProjectorRunner,
  ) {}

  async execute(contractId: string, command: ContractCommand, correlationId: string): Promise<CommandResult> {
    const streamId = contractStreamId(contractId);
    for (let attempt = 1; ; attempt++) {
      const recorded = await this.store.readStream(streamId);
      const before = foldContract(recorded.map((e) => ({ type: e.type, data: e.data }) as ContractEvent));
      const events = decide(command, before);
      const appends: StreamAppend[] = [
        ...(await this.propertySide(contractId, before, events.reduce(evolve, before))),
        { streamId, expectedVersion: recorded.at(-1)?.streamVersion ?? 0, events },
      ];
      try {
        const { actor, signature } = command.metadata;
        const result = await this.store.appendToStreams(appends, { actor, correlationId, causationId: null, ...(signature && { signature }) });
        this.projector.nudge();
        return { id: contractId, position: formatPosition(result.lastPosition) };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
        await backoff(attempt);
      }
    }
  }

  /** A contract as its events make it, for a command that must know another contract (a sub-lease's operative one). */
  async load(contractId: string): Promise<Contract> {
    const recorded = await this.store.readStream(contractStreamId(contractId));
    return foldContract(recorded.map((e) => ({ type: e.type, data: e.data }) as ContractEvent));
  }

  /** The property stream's append when the held area changes; nothing otherwise. */
  private async propertySide(contractId: string, before: Contract, after: Contract): Promise<StreamAppend[]> {
    if (after.status !== 'Existing' || heldArea(before) === heldArea(after)) return [];
    const streamId = propertyStreamId(after.areaKey);
    const recorded = await this.store.readStream(streamId);
    const area = foldPropertyArea(recorded.map((e) => ({ type: e.type, data: e.data }) as PropertyEvent));
    const events = decideReservation(area, { cadastralNumber: after.areaKey, contractId, area: heldArea(after), totalArea: after.totalArea });
    return events.length ? [{ streamId, expectedVersion: recorded.at(-1)?.streamVersion ?? 0, events }] : [];
  }
}
