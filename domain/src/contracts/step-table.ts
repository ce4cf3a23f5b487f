import { z } from 'zod';
import { type MessageKey, MessageKeys } from '../i18n-keys.js';
import type { ContractCommand } from './contract-commands.js';
import {
  agreementSchema,
  cancellationSchema,
  rejectionSchema,
  termsChangeSchema,
  withdrawalSchema,
} from './contract-terms.schema.js';
import { ContractState, type PendingStepCode } from './states.js';

/** Who may take a step: one side, either party, or the party that did not ask for what is pending. */
export type Who = 'initiator' | 'counterpart' | 'lessor' | 'either' | 'otherThanAsker';

/** When a step may be taken: by whom, in which states, with what pending. */
export interface StepRule {
  who: Who;
  states: readonly number[];
  pending: readonly (PendingStepCode | null)[];
  /** Refused once a cancellation from a later year is agreed: the contract's end is settled. */
  notOnceCancelled?: true;
}

/**
 * What a step's body asks of the party: nothing (the step is taken at once), a reason (and for a
 * cancellation the year it takes effect), or the contract's terms (a form page of its own).
 */
export type StepAsks = 'nothing' | 'reason' | 'terms';

interface StepRow {
  /** The step's verb in `POST /api/contracts/{id}/{verb}` and in the document a party signs for it. */
  verb: string;
  /** The domain command the step becomes. */
  command: ContractCommand['type'];
  /** The step's body, as the API parses it and the forms parse it before they sign. */
  body: z.ZodType;
  asks: StepAsks;
  rule: StepRule;
  /** The message a step's success shows (spec §4: "Document confirmed", "Lease contract cancelled", …). */
  done: MessageKey;
}

const none = z.object({});
const { AwaitingApproval, DeclaredByLessee, Approved, Rejected, Withdrawn, Cancelled } = ContractState;
// While sent back for change, the counterpart waits for the initiator's change.
const COUNTERPART_DECIDES: StepRule = { who: 'counterpart', states: [AwaitingApproval], pending: [null, 'CHANGED'] };
/**
 * A contract the lessee declared and the lessor left unanswered for 30 days (state 11) is still the
 * lessor's to confirm or reject: spec §4 puts a contract on record once its counterpart confirms it and
 * sets no time limit on that, and the operators' follow-up is meant to bring the lessor to answer. It is
 * not sent back for change any more: the lessor had the 30 days for that.
 */
const COUNTERPART_ANSWERS: StepRule = { ...COUNTERPART_DECIDES, states: [AwaitingApproval, DeclaredByLessee] };
const BEFORE_APPROVAL: StepRule['pending'] = [null, 'SENT_FOR_CHANGE', 'CHANGED'];

/**
 * Every step a party takes on a contract once it is registered, one row each: the API's verbs, the signed
 * documents, the commands, the steps a contract offers (contract-steps.ts) and the buttons and messages of
 * the contract page are all read from here, so a step is named in one place.
 */
export const STEP_TABLE = {
  confirm: {
    verb: 'confirm',
    command: 'ConfirmContract',
    body: none,
    asks: 'nothing',
    rule: COUNTERPART_ANSWERS,
    done: MessageKeys.documentConfirmed,
  },
  reject: {
    verb: 'reject',
    command: 'RejectContract',
    body: rejectionSchema,
    asks: 'reason',
    rule: COUNTERPART_ANSWERS,
    done: MessageKeys.documentRejected,
  },
  requestChange: {
    verb: 'request-change',
    command: 'RequestChange',
    body: rejectionSchema,
    asks: 'reason',
    rule: COUNTERPART_DECIDES,
    done: MessageKeys.sentForChange,
  },
  change: {
    verb: 'change',
    command: 'ChangeContract',
    body: termsChangeSchema,
    asks: 'terms',
    // Only once the counterpart asked for a change: a change nobody asked for is not a step of spec §4.
    rule: { who: 'initiator', states: [AwaitingApproval], pending: ['SENT_FOR_CHANGE'] },
    done: MessageKeys.contractChanged,
  },
  withdraw: {
    verb: 'withdraw',
    command: 'WithdrawContract',
    body: withdrawalSchema,
    asks: 'reason',
    // The lessee may also take back a declaration its lessor left unanswered.
    rule: { who: 'initiator', states: [AwaitingApproval, DeclaredByLessee], pending: BEFORE_APPROVAL },
    done: MessageKeys.contractWithdrawn,
  },
  // After approval the lessor changes terms (spec §6); either party may offer a supplementary agreement.
  proposeChange: {
    verb: 'propose-change',
    command: 'ProposeChange',
    body: termsChangeSchema,
    asks: 'terms',
    rule: { who: 'lessor', states: [Approved], pending: [null] },
    done: MessageKeys.changeProposed,
  },
  addAgreement: {
    verb: 'add-agreement',
    command: 'ProposeChange',
    body: agreementSchema,
    asks: 'terms',
    rule: { who: 'either', states: [Approved], pending: [null] },
    done: MessageKeys.changeProposed,
  },
  confirmChange: {
    verb: 'confirm-change',
    command: 'ConfirmChange',
    body: none,
    asks: 'nothing',
    rule: { who: 'otherThanAsker', states: [Approved], pending: ['CHANGE_PROPOSED'] },
    done: MessageKeys.changeConfirmed,
  },
  rejectChange: {
    verb: 'reject-change',
    command: 'RejectChange',
    body: rejectionSchema,
    asks: 'reason',
    rule: { who: 'otherThanAsker', states: [Approved], pending: ['CHANGE_PROPOSED'] },
    done: MessageKeys.changeRejected,
  },
  requestCancellation: {
    verb: 'request-cancellation',
    command: 'RequestCancellation',
    body: cancellationSchema,
    asks: 'reason',
    rule: { who: 'either', states: [Approved], pending: [null], notOnceCancelled: true },
    done: MessageKeys.cancellationRequested,
  },
  acceptCancellation: {
    verb: 'accept-cancellation',
    command: 'AcceptCancellation',
    body: none,
    asks: 'nothing',
    rule: { who: 'otherThanAsker', states: [Approved], pending: ['CANCELLATION_REQUESTED'] },
    done: MessageKeys.contractCancelled,
  },
  rejectCancellation: {
    verb: 'reject-cancellation',
    command: 'RejectCancellation',
    body: rejectionSchema,
    asks: 'reason',
    rule: { who: 'otherThanAsker', states: [Approved], pending: ['CANCELLATION_REQUESTED'] },
    done: MessageKeys.cancellationRejected,
  },
  resubmit: {
    verb: 'resubmit',
    command: 'ResubmitContract',
    body: termsChangeSchema,
    asks: 'terms',
    rule: { who: 'initiator', states: [Rejected, Withdrawn, Cancelled], pending: [null] },
    done: MessageKeys.contractResubmitted,
  },
} as const satisfies Record<string, StepRow>;

export type ContractStep = keyof typeof STEP_TABLE;
export type StepVerb = (typeof STEP_TABLE)[ContractStep]['verb'];
/** The body a step's verb takes, as parsed. */
export type StepBody<S extends ContractStep> = z.infer<(typeof STEP_TABLE)[S]['body']>;

export const CONTRACT_STEPS = Object.keys(STEP_TABLE) as ContractStep[];

/** Every step by its verb: the one spelling the API uses, in its URLs and in the steps a contract offers. */
export const STEP_VERBS = CONTRACT_STEPS.map((step) => STEP_TABLE[step].verb) as [StepVerb, ...StepVerb[]];

const BY_VERB = new Map<string, ContractStep>(CONTRACT_STEPS.map((step) => [STEP_TABLE[step].verb, step]));

/** The step a verb names, or undefined for none. */
export const stepOfVerb = (verb: string): ContractStep | undefined => BY_VERB.get(verb);
