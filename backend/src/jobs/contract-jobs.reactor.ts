import type { Queue } from 'bullmq';
import { type ContractEvent, ContractState, declaredByLessee, foldContract, type RecordedEvent } from '@rent/domain';
import type { Projection } from '@rent/projections';
import type { Clock } from '../clock/clock.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { BACKGROUND_BUDGET_MS, withinBudget } from '../redis/redis-guard.js';
import {
  contractInForceJobs,
  endCancelledJob,
  guaranteeCheckJob,
  lapseDeclarationJob,
  type PlannedJob,
  tellLessorJob,
} from './contract-job-plan.js';

export const CONTRACT_JOBS_REACTOR = 'contract-jobs';

/**
 * Follows the event log like a projection and schedules the jobs an approved contract needs: its expiry
 * and its reminders, and its end when it was accepted as cancelled from a later year; for a lessee's
 * declaration (issue 21), the SMS to its lessor and its lapse after 30 days unanswered. Job ids are made of
 * the contract and its end date, or of the acceptance's event (job-registry), so a replay, a
 * restart or a restore after Redis lost them adds nothing twice (and the decider refuses a second expiry
 * or reminder anyway). A batch's jobs are added together; with Redis away the batch fails (after
 * BACKGROUND_BUDGET_MS) and is tried again, its checkpoint unmoved. It has no tables: it is never rebuilt.
 */
export function contractJobsReactor(queue: Queue, store: EventStore, clock: Clock): Projection {
  return {
    name: CONTRACT_JOBS_REACTOR,
    // The events after which a contract is approved with an end date it did not have before.
    // A letter of guarantee's deadline is known from its creation, a cancellation's year from its acceptance.
    eventTypes: new Set<ContractEvent['type']>([
      'ContractCreated',
      'ContractConfirmed',
      'ContractChangeConfirmed',
      'CancellationAccepted',
      'ContractResubmitted',
    ]),
    tables: [],
    async apply(_em, events) {
      const now = clock.now().getTime();
      const jobs: PlannedJob[] = [];
      for (const event of events as readonly RecordedEvent<ContractEvent>[]) {
        const { contractId } = event.data;
        if (event.type === 'ContractCreated') {
          const d = event.data;
          const deadline = d.details?.guarantee?.deadline;
          if (deadline) jobs.push(guaranteeCheckJob(contractId, deadline, now));
          if (declaredByLessee({ initiatorId: d.initiatorId, lessorId: d.lessor.id })) {
            jobs.push(
              tellLessorJob({ contractId, lessorId: d.lessor.id }, now),
              lapseDeclarationJob(contractId, d.createdAt, now),
            );
          }
          continue;
        }
        if (event.type === 'CancellationAccepted') {
          jobs.push(endCancelledJob(contractId, event.data.effectiveYear, event.eventId, now));
          continue;
        }
        const stream = await store.readStream(`contract-${contractId}`);
        const contract = foldContract(
          stream.filter((e) => e.streamVersion <= event.streamVersion) as unknown as ContractEvent[],
        );
        if (contract.status !== 'Existing') continue;
        // A resubmitted declaration waits for its lessor anew: 30 more days.
        if (event.type === 'ContractResubmitted') {
          if (declaredByLessee(contract)) jobs.push(lapseDeclarationJob(contractId, contract.awaitingSince, now));
          continue;
        }
        if (contract.state !== ContractState.Approved) continue;
        jobs.push(...contractInForceJobs(contractId, contract.endDate, now));
      }
      if (jobs.length > 0) await withinBudget(queue.addBulk(jobs), BACKGROUND_BUDGET_MS);
    },
  };
}
