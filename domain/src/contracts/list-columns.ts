import { ContractState } from './states.js';

/**
 * The columns of every contracts list, in order (spec §2): the table on the page and the list's
 * downloads (PDF, DOC, XLS) show the same ones. Each has its heading under `list.columns.<column>`.
 * What a user looks for first leads, so it is on screen before the 2000 px table is scrolled: the state,
 * the portal's number, the other party and the time left; the contract's own details follow.
 */
export const LIST_COLUMNS = [
  'state',
  'registrationNumber',
  'counterpart',
  'remainingTerm',
  'contractNumber',
  'contractDate',
  'lessor',
  'lessee',
  'cadastralNumber',
  'area',
  'monthlyPayment',
  'beginDate',
  'endDate',
] as const;
export type ListColumn = (typeof LIST_COLUMNS)[number];

/** A contract's two parties as a list row names them. */
export interface ListParties {
  lessorId: string;
  lessorName: string;
  lesseeId: string;
  lesseeName: string;
}

/** The party of a row that is not the viewer: the lessee to its lessor, the lessor to anyone else. */
export const counterpartOf = (row: ListParties, viewerPartyId: string): { id: string; name: string } =>
  row.lessorId === viewerPartyId
    ? { id: row.lesseeId, name: row.lesseeName }
    : { id: row.lessorId, name: row.lessorName };

/**
 * Whether a row's remaining term means anything: only a contract in force runs out, one awaiting
 * approval (10) or approved (20) and still on the register. A withdrawn, rejected, cancelled, expired or
 * removed one shows a dash, not a term that seems to run.
 */
export const showsRemainingTerm = (state: number, removed: boolean): boolean =>
  !removed && (state === ContractState.AwaitingApproval || state === ContractState.Approved);
