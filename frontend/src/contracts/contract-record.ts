import type { ContractStep } from '@rent/domain';

/** A contract as the API shows it (docs/api.md, ContractSummary). */
export interface ContractRecord {
  id: string;
  kind: string;
  contractNumber: string;
  contractDate: string;
  state: number;
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
  createdAt: string;
  decidedAt: string | null;
  viewerRole?: 'LESSOR' | 'LESSEE';
  steps?: ContractStep[];
}

/** The spec's contract view path: /contract-view/{id}/{beginDate}/{endDate}/{fromTinOrPinfl}. */
export const contractViewPath = (c: Pick<ContractRecord, 'id' | 'beginDate' | 'endDate' | 'initiatorId'>): string =>
  `/contract-view/${c.id}/${c.beginDate}/${c.endDate}/${c.initiatorId}`;
