import { ContractState, type ContractRecord, isVehicleKind } from '@rent/domain';

type PathParts = Pick<ContractRecord, 'id' | 'kind' | 'beginDate' | 'endDate'>;

/**
 * The spec's contract paths: /contract-view/{id}/{beginDate}/{endDate}/{fromTinOrPinfl} and its siblings;
 * a vehicle's view, edit, change review and recreation live under /car (spec §2). Here, not in contracts/,
 * because a registration form opens the contract it has just made.
 */
export const contractViewPath = (c: PathParts & Pick<ContractRecord, 'initiatorId'>): string =>
  isVehicleKind(c.kind)
    ? `/car/contract-view/${c.id}/${c.beginDate}/${c.endDate}`
    : `/contract-view/${c.id}/${c.beginDate}/${c.endDate}/${c.initiatorId}`;
const CAR_PAGES: readonly string[] = ['edit', 'edit-show', 'recreate'];
export const contractPath = (
  page: 'edit' | 'edit-canceled' | 'edit-show' | 'changes' | 'recreate' | 'turnover',
  c: PathParts,
): string =>
  `${isVehicleKind(c.kind) && CAR_PAGES.includes(page) ? '/car' : ''}/contract/${page}/${c.id}/${c.beginDate}/${c.endDate}`;

// Module-level builders, so the pages hand useContract a stable function.
/** A contract cancelled after approval is resubmitted from a page of its own (spec §2). */
export const editPath = (c: Pick<ContractRecord, 'state'> & PathParts) =>
  contractPath(c.state === ContractState.Cancelled ? 'edit-canceled' : 'edit', c);
export const reviewPath = (c: PathParts) => contractPath('edit-show', c);
export const recreatePath = (c: PathParts) => contractPath('recreate', c);
export const turnoverPath = (c: PathParts) => contractPath('turnover', c);
