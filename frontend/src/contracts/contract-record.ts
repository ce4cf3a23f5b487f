import { type ContractDetails, ContractState, type ContractStep, type FieldChange, isVehicleKind } from '@rent/domain';

/** A contract as the API shows it (docs/api.md, ContractSummary). */
export interface ContractRecord {
  id: string;
  kind: string;
  details?: ContractDetails | null;
  guaranteeStatus?: 'FOLLOWED' | 'OVERDUE' | null;
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
  initialMonthlyPayment: number | null;
  previousMonthlyPayment: number | null;
  beginDate: string;
  endDate: string;
  purpose: string | null;
  rejectionReason: string | null;
  createdAt: string;
  stateChangedAt: string | null;
  changeDate: string | null;
  pendingStep: string | null;
  pendingBy: string | null;
  pendingReason: string | null;
  pendingChanges: FieldChange[] | null;
  pendingKind: string | null;
  pendingAgreement: { number: string; date: string } | null;
  pendingEffectiveYear: number | null;
  cancellationReason: string | null;
  cancellationYear: number | null;
  removedAt: string | null;
  removalDate: string | null;
  removalReason: string | null;
  viewerRole?: 'LESSOR' | 'LESSEE';
  steps?: ContractStep[];
  /** The contract's stream version the one-contract answer shows: a signed step names it. */
  version?: number;
}

type PathParts = Pick<ContractRecord, 'id' | 'kind' | 'beginDate' | 'endDate'>;

/**
 * The spec's contract paths: /contract-view/{id}/{beginDate}/{endDate}/{fromTinOrPinfl} and its siblings;
 * a vehicle's view, edit, change review and recreation live under /car (spec §2).
 */
export const contractViewPath = (c: PathParts & Pick<ContractRecord, 'initiatorId'>): string =>
  isVehicleKind(c.kind) ? `/car/contract-view/${c.id}/${c.beginDate}/${c.endDate}` : `/contract-view/${c.id}/${c.beginDate}/${c.endDate}/${c.initiatorId}`;
const CAR_PAGES: readonly string[] = ['edit', 'edit-show', 'recreate'];
export const contractPath = (page: 'edit' | 'edit-canceled' | 'edit-show' | 'changes' | 'recreate' | 'turnover', c: PathParts): string =>
  `${isVehicleKind(c.kind) && CAR_PAGES.includes(page) ? '/car' : ''}/contract/${page}/${c.id}/${c.beginDate}/${c.endDate}`;

/** Module-level builders, so the pages hand useContract a stable function. */
/** A contract cancelled after approval is resubmitted from a page of its own (spec §2). */
export const editPath = (c: Pick<ContractRecord, 'state'> & PathParts) => contractPath(c.state === ContractState.Cancelled ? 'edit-canceled' : 'edit', c);
export const reviewPath = (c: ContractRecord) => contractPath('edit-show', c);
export const recreatePath = (c: ContractRecord) => contractPath('recreate', c);
export const turnoverPath = (c: ContractRecord) => contractPath('turnover', c);
