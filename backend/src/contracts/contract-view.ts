import { type Actor, availableSteps, type ContractStep, type PendingStepCode } from '@rent/domain';
import type { ContractSummary } from '@rent/projections';

/** A contract as the API shows it to one of its parties (docs/api.md, ContractSummary). */
export type ContractView = Omit<ContractSummary, 'version'>;

export const toContractView = ({ version: _version, ...row }: ContractSummary): ContractView => row;

export interface ContractDetails extends ContractView {
  viewerRole: 'LESSOR' | 'LESSEE';
  steps: ContractStep[];
  /** The contract's stream version this view shows: a signed step names it (signed-document.ts). */
  version: number;
}

export const toContractDetails = (row: ContractSummary, actor: Actor): ContractDetails => ({
  ...toContractView(row),
  version: row.version,
  viewerRole: row.lessorId === actor.partyId ? 'LESSOR' : 'LESSEE',
  steps: availableSteps(
    { ...row, pendingStep: row.pendingStep as PendingStepCode | null, removed: row.removedAt !== null },
    actor,
  ),
});
