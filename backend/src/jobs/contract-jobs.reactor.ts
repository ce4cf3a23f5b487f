import type { Queue } from 'bullmq';
import { type ContractEvent, ContractState, foldContract, type RecordedEvent } from '@rent/domain';
import type { Projection } from '@rent/projections';
import type { Clock } from '../clock/clock.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { expiryTime, type JobName, type JobPayloads, REMINDER_DAYS, reminderTime } from './job-registry.js';

/**
 * Follows the event log like a projection and schedules the jobs an approved contract needs: its expiry
 * and its reminders. Job ids are made of the event id, so a replay or a restart adds nothing twice
 * (and the decider refuses a second expiry or reminder anyway). It has no tables: it is never rebuilt.
 */
export function contractJobsReactor(queue: Queue, store: EventStore, clock: Clock): Projection {
  const add = <N extends JobName>(name: N, id: string, data: JobPayloads[N], at: number) =>
    queue.add(name, data, { jobId: id, delay: Math.max(0, at - clock.now().getTime()) });

  return {
    name: 'contract-jobs',
    // The events after which a contract is approved with an end date it did not have before.
    // A letter of guarantee's deadline is known from its creation.
    eventTypes: new Set<ContractEvent['type']>(['ContractCreated', 'ContractConfirmed', 'ContractChangeConfirmed']),
    tables: [],
    async apply(_em, events) {
      for (const event of events as readonly RecordedEvent<ContractEvent>[]) {
        const { contractId } = event.data;
        if (event.type === 'ContractCreated') {
          const deadline = event.data.details?.guarantee?.deadline;
          if (deadline) await add('check-guarantee', `guarantee_${event.eventId}`, { contractId, deadline }, expiryTime(deadline));
          continue;
        }
        const stream = await store.readStream(`contract-${contractId}`);
        const contract = foldContract(stream.filter((e) => e.streamVersion <= event.streamVersion) as unknown as ContractEvent[]);
        if (contract.status !== 'Existing' || contract.state !== ContractState.Approved) continue;
        const { endDate } = contract;
        await add('expire-contract', `expire_${event.eventId}`, { contractId, endDate }, expiryTime(endDate));
        for (const daysBefore of REMINDER_DAYS) {
          const at = reminderTime(endDate, daysBefore);
          // A mark already passed is left to the daily sweep, which reminds on the day itself only.
          if (at > clock.now().getTime()) await add('remind-expiry', `remind_${event.eventId}_${daysBefore}`, { contractId, endDate, daysBefore }, at);
        }
      }
    },
  };
}
