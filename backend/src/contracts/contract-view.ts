import {
  type Actor,
  availableSteps,
  type ContractRecord,
  type OpenedContract,
  type PendingStepCode,
} from '@rent/domain';
import type { ContractSummary } from '@rent/projections';

const iso = (at: Date | null): string | null => at && at.toISOString();

/** A summary row as the API shows it to one of its parties (the domain's ContractRecord, docs/api.md). */
export const toContractView = ({
  version: _version,
  createdAt,
  stateChangedAt,
  changeDate,
  pendingSince,
  removedAt,
  ...row
}: ContractSummary): ContractRecord => ({
  ...row,
  createdAt: createdAt.toISOString(),
  stateChangedAt: iso(stateChangedAt),
  changeDate: iso(changeDate),
  pendingSince: iso(pendingSince),
  removedAt: iso(removedAt),
});

export const toContractDetails = (row: ContractSummary, actor: Actor): OpenedContract => ({
  ...toContractView(row),
  version: row.version,
  viewerRole: row.lessorId === actor.partyId ? 'LESSOR' : 'LESSEE',
  steps: availableSteps(
    { ...row, pendingStep: row.pendingStep as PendingStepCode | null, removed: row.removedAt !== null },
    actor,
  ),
});
