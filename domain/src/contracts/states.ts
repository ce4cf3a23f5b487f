/**
 * Contract state codes of spec §4. The codes are the portal's own and appear in its URLs, lists and
 * reports, so they stay numbers.
 *
 * 12 and 27 are both "cancelled". We give them distinct meanings so that the register can tell them
 * apart: 12 is a contract withdrawn by its initiator before approval, 27 a contract cancelled after
 * approval by agreement of the parties.
 */
export const ContractState = {
  AwaitingApproval: 10,
  /**
   * Registered by the lessee (issue 21), and the lessor let 30 days pass without confirming or rejecting
   * it: "declared by the lessee, not confirmed", for the committee's operators to follow up.
   */
  DeclaredByLessee: 11,
  Withdrawn: 12,
  Rejected: 15,
  Approved: 20,
  Cancelled: 27,
  Expired: 50,
} as const;

export type ContractStateCode = (typeof ContractState)[keyof typeof ContractState];

/**
 * A contract put on record: approved, and later cancelled or expired. Only such a contract is public and
 * has a registration certificate; a proposal the lessee never accepted is nobody's business.
 */
export const isRegistered = (state: number): boolean =>
  state === ContractState.Approved || state === ContractState.Cancelled || state === ContractState.Expired;

/**
 * The year a contract still in force was agreed cancelled from (it ends on 1 January of it), or null. A
 * cancelled contract keeps its year as well, but is no longer "cancelled from" anything.
 */
export const cancelledFromYear = (c: { state: number; cancellationYear: number | null }): number | null =>
  c.state === ContractState.Approved ? c.cancellationYear : null;

/**
 * Two label variants exist (spec §4): the full one knows 12 and 27 as cancelled; the basic one, used
 * where only the core flow is shown, does not and shows a dash for them. An unknown code is a dash in
 * both.
 */
export type StateLabelVariant = 'full' | 'basic';

const BASIC: Readonly<Record<number, string>> = {
  10: 'states.awaitingApproval',
  11: 'states.declaredByLessee',
  15: 'states.rejected',
  20: 'states.approved',
  50: 'states.expired',
};

const FULL: Readonly<Record<number, string>> = { ...BASIC, 12: 'states.cancelled', 27: 'states.cancelled' };

/** The i18n key of a state's label, or undefined when this variant has no label (shown as a dash). */
export function stateLabelKey(code: number, variant: StateLabelVariant = 'full'): string | undefined {
  return (variant === 'full' ? FULL : BASIC)[code];
}

/**
 * A step waiting for the other party, shown beside the state (spec §4 "other status labels": sent for
 * change, changed, pending confirmation). At most one at a time.
 */
export const PendingStep = {
  SentForChange: 'SENT_FOR_CHANGE',
  Changed: 'CHANGED',
  ChangeProposed: 'CHANGE_PROPOSED',
  CancellationRequested: 'CANCELLATION_REQUESTED',
} as const;

export type PendingStepCode = (typeof PendingStep)[keyof typeof PendingStep];

const PENDING_LABELS: Readonly<Record<PendingStepCode, string>> = {
  SENT_FOR_CHANGE: 'pending.sentForChange',
  CHANGED: 'pending.changed',
  CHANGE_PROPOSED: 'pending.changeProposed',
  CANCELLATION_REQUESTED: 'pending.cancellationRequested',
};

export const pendingLabelKey = (step: string | null | undefined): string | undefined =>
  step ? PENDING_LABELS[step as PendingStepCode] : undefined;
