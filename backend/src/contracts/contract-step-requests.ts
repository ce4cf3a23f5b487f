import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  agreementSchema, cancellationSchema, type ContractCommand, type ContractTermsSnapshot, type CreateContract, rejectionSchema,
  termsChangeSchema, type TermsChange, turnoverSchema, withdrawalSchema,
} from '@rent/domain';

type StepCommand = Exclude<ContractCommand, CreateContract>;
type Unsent = { [C in StepCommand as C['type']]: Omit<C, 'metadata'> }[StepCommand['type']];

interface StepRequest<S extends z.ZodType> {
  schema: S;
  build: (contractId: string, input: z.infer<S>) => Unsent;
}

const step = <S extends z.ZodType>(schema: S, build: StepRequest<S>['build']): StepRequest<S> => ({ schema, build });
const none = z.object({});
const snapshot = ({ purpose, ...t }: TermsChange): ContractTermsSnapshot => ({ ...t, purpose: purpose ?? null });

/**
 * The steps a party takes on a contract, as `POST /api/contracts/{id}/{verb}`: each verb's body schema
 * (from domain, shared with the forms) and the domain command it becomes.
 */
export const STEP_REQUESTS: Record<string, StepRequest<z.ZodType>> = {
  confirm: step(none, (contractId) => ({ type: 'ConfirmContract', data: { contractId } })),
  reject: step(rejectionSchema, (contractId, b) => ({ type: 'RejectContract', data: { contractId, reason: b.reason } })),
  'request-change': step(rejectionSchema, (contractId, b) => ({ type: 'RequestChange', data: { contractId, reason: b.reason } })),
  change: step(termsChangeSchema, (contractId, b) => ({ type: 'ChangeContract', data: { contractId, terms: snapshot(b) } })),
  withdraw: step(withdrawalSchema, (contractId, b) => ({ type: 'WithdrawContract', data: { contractId, reason: b.reason ?? null } })),
  'propose-change': step(termsChangeSchema, (contractId, b) => ({
    type: 'ProposeChange',
    data: { contractId, proposalId: randomUUID(), proposalKind: 'CHANGE', terms: snapshot(b), agreement: null },
  })),
  'add-agreement': step(agreementSchema, (contractId, { agreementNumber, agreementDate, ...terms }) => ({
    type: 'ProposeChange',
    data: {
      contractId,
      proposalId: randomUUID(),
      proposalKind: 'ADDITIONAL_AGREEMENT',
      terms: snapshot(terms),
      agreement: { number: agreementNumber, date: agreementDate },
    },
  })),
  'confirm-change': step(none, (contractId) => ({ type: 'ConfirmChange', data: { contractId } })),
  'reject-change': step(rejectionSchema, (contractId, b) => ({ type: 'RejectChange', data: { contractId, reason: b.reason } })),
  'request-cancellation': step(cancellationSchema, (contractId, b) => ({
    type: 'RequestCancellation',
    data: { contractId, reason: b.reason, effectiveYear: b.effectiveYear },
  })),
  'accept-cancellation': step(none, (contractId) => ({ type: 'AcceptCancellation', data: { contractId } })),
  'reject-cancellation': step(rejectionSchema, (contractId, b) => ({ type: 'RejectCancellation', data: { contractId, reason: b.reason } })),
  'record-turnover': step(turnoverSchema, (contractId, b) => ({ type: 'RecordTurnover', data: { contractId, year: b.year, amount: b.amount } })),
  resubmit: step(termsChangeSchema, (contractId, b) => ({ type: 'ResubmitContract', data: { contractId, terms: snapshot(b) } })),
};
