import { Inject, Injectable } from '@nestjs/common';
import {
  type ContractCommand, type ContractEvent, contractStreamId, decide, foldContract, formatPosition,
} from '@rent/domain';
import { EVENT_STORE, type EventStore, WrongExpectedVersionError } from '../event-store/event-store.port.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';

/** What every contract command answers: the contract and the position to read one's own write after. */
export interface CommandResult {
  id: string;
  position: string;
}

/** A decision lost to a concurrent write is taken again on the new state, a few times, then refused (409). */
const MAX_ATTEMPTS = 3;

/**
 * Runs a contract command: load the stream, fold it, decide, append with the expected version. Every
 * contract step goes through here, so the decider is the one place that says yes or no.
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
      const contract = foldContract(recorded.map((e) => ({ type: e.type, data: e.data }) as ContractEvent));
      const events = decide(command, contract);
      try {
        const result = await this.store.appendToStream(streamId, recorded.at(-1)?.streamVersion ?? 0, events, {
          actor: command.metadata.actor,
          correlationId,
          causationId: null,
        });
        this.projector.nudge();
        return { id: contractId, position: formatPosition(result.lastPosition) };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }
}
