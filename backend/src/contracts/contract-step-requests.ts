import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CONTRACT_STEPS,
  type ContractCommand,
  type ContractStep,
  type NamedTerms,
  STEP_TABLE,
  type StepBody,
  type TermsChange,
  turnoverSchema,
  issueInvoiceSchema,
  issueReceiptSchema,
  receiptAnswerSchema,
} from '@rent/domain';

type Unsent<T extends ContractCommand['type']> = Omit<Extract<ContractCommand, { type: T }>, 'metadata'>;

interface StepRequest {
  schema: z.ZodType;
  /** `input`: what `schema` parsed. */
  build: (contractId: string, input: unknown) => Unsent<ContractCommand['type']>;
}

const request = <S extends z.ZodType>(
  schema: S,
  build: (contractId: string, body: z.infer<S>) => Unsent<ContractCommand['type']>,
): StepRequest => ({
  schema,
  build: (contractId, input) => build(contractId, input as z.infer<S>),
});

/** The terms a body names, as the decider lays them over the contract's: a field left out keeps its value. */
const named = (t: TermsChange): NamedTerms => t;

/** The command each step becomes, from its parsed body: the step table (domain) says which command it is. */
const BUILD: {
  [S in ContractStep]: (contractId: string, body: StepBody<S>) => Unsent<(typeof STEP_TABLE)[S]['command']>;
} = {
  confirm: (contractId) => ({ type: 'ConfirmContract', data: { contractId } }),
  reject: (contractId, b) => ({ type: 'RejectContract', data: { contractId, reason: b.reason } }),
  requestChange: (contractId, b) => ({ type: 'RequestChange', data: { contractId, reason: b.reason } }),
  change: (contractId, b) => ({ type: 'ChangeContract', data: { contractId, terms: named(b) } }),
  withdraw: (contractId, b) => ({ type: 'WithdrawContract', data: { contractId, reason: b.reason ?? null } }),
  proposeChange: (contractId, b) => ({
    type: 'ProposeChange',
    data: { contractId, proposalId: randomUUID(), proposalKind: 'CHANGE', terms: named(b), agreement: null },
  }),
  addAgreement: (contractId, { agreementNumber, agreementDate, ...terms }) => ({
    type: 'ProposeChange',
    data: {
      contractId,
      proposalId: randomUUID(),
      proposalKind: 'ADDITIONAL_AGREEMENT',
      terms: named(terms),
      agreement: { number: agreementNumber, date: agreementDate },
    },
  }),
  confirmChange: (contractId) => ({ type: 'ConfirmChange', data: { contractId } }),
  rejectChange: (contractId, b) => ({ type: 'RejectChange', data: { contractId, reason: b.reason } }),
  requestCancellation: (contractId, b) => ({
    type: 'RequestCancellation',
    data: { contractId, reason: b.reason, effectiveYear: b.effectiveYear },
  }),
  acceptCancellation: (contractId) => ({ type: 'AcceptCancellation', data: { contractId } }),
  rejectCancellation: (contractId, b) => ({ type: 'RejectCancellation', data: { contractId, reason: b.reason } }),
  resubmit: (contractId, b) => ({ type: 'ResubmitContract', data: { contractId, terms: named(b) } }),
};

/**
 * What `POST /api/contracts/{id}/{verb}` takes: each contract step by its verb (its body schema shared
 * with the forms), and the yearly turnover of a warehouse contract, which is recorded, not a step.
 */
export const STEP_REQUESTS: Record<string, StepRequest> = {
  ...Object.fromEntries(
    CONTRACT_STEPS.map((step) => [
      STEP_TABLE[step].verb,
      request(STEP_TABLE[step].body, BUILD[step] as (id: string, body: unknown) => Unsent<ContractCommand['type']>),
    ]),
  ),
  'record-turnover': request(turnoverSchema, (contractId, b) => ({
    type: 'RecordTurnover',
    data: { contractId, year: b.year, amount: b.amount },
  })),
  // The BHM values the month's amount is worked out with are the handler's to add (PartyStepHandler).
  'issue-invoice': request(issueInvoiceSchema, (contractId, b) => ({
    type: 'IssueInvoice',
    data: { contractId, month: b.month, invoiceNumber: b.invoiceNumber, bhmValues: [] },
  })),
  // Rent receipts (issue 21): a new receipt's id is chosen here, as a proposal's is.
  'issue-receipt': request(issueReceiptSchema, (contractId, b) => ({
    type: 'IssueReceipt',
    data: { contractId, receiptId: randomUUID(), month: b.month, amount: b.amount, paidOn: b.paidOn, method: b.method },
  })),
  'dispute-receipt': request(receiptAnswerSchema, (contractId, b) => ({
    type: 'DisputeReceipt',
    data: { contractId, receiptId: b.receiptId, reason: b.reason },
  })),
  'annul-receipt': request(receiptAnswerSchema, (contractId, b) => ({
    type: 'AnnulReceipt',
    data: { contractId, receiptId: b.receiptId, reason: b.reason },
  })),
};
