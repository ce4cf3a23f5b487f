import { availableSteps, type ContractStep } from '@rent/domain';
import type { ContractSummary } from '@rent/projections';

/** A contract as the API shows it to one of its parties (docs/api.md, ContractSummary). */
export interface ContractView {
  id: string;
  kind: string;
  contractNumber: string;
  contractDate: string;
  state: number;
  previousState: number | null;
  lessorId: string;
  lessorName: string;
  lesseeId: string;
  lesseeName: string;
  initiatorId: string;
  counterpartId: string;
  cadastralNumber: string;
  address: string;
  area: number;
  monthlyPayment: number;
  beginDate: string;
  endDate: string;
  purpose: string | null;
  rejectionReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

export const toContractView = ({ version: _version, ...row }: ContractSummary): ContractView => row;

export interface ContractDetails extends ContractView {
  viewerRole: 'LESSOR' | 'LESSEE';
  steps: ContractStep[];
}

export const toContractDetails = (row: ContractSummary, partyId: string): ContractDetails => ({
  ...toContractView(row),
  viewerRole: row.lessorId === partyId ? 'LESSOR' : 'LESSEE',
  steps: availableSteps(row, partyId),
});
