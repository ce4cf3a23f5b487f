import {
  type Actor,
  availableSteps,
  cancelledFromYear,
  type ContractRecord,
  type OpenedContract,
  type PendingStepCode,
  STEP_TABLE,
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
  // Only an opened contract carries it (toContractDetails); a list's row never does.
  registered: _registered,
  // The staff search's own (system-acted.migration.ts).
  systemActed: _systemActed,
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
  registered: row.registered ?? null,
  viewerRole: row.lessorId === actor.partyId ? 'LESSOR' : 'LESSEE',
  steps: availableSteps(
    {
      ...row,
      pendingStep: row.pendingStep as PendingStepCode | null,
      cancelledFrom: cancelledFromYear(row),
      removed: row.removedAt !== null,
    },
    actor,
  ).map((step) => STEP_TABLE[step].verb),
});
