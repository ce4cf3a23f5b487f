import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type ContractCommand, type ContractTermsSnapshot, type CreateContract, STEP_BODIES, type TermsChange, turnoverSchema } from '@rent/domain';

type StepCommand = Exclude<ContractCommand, CreateContract>;
type Unsent = { [C in StepCommand as C['type']]: Omit<C, 'metadata'> }[StepCommand['type']];

interface StepRequest<S extends z.ZodType> {
  schema: S;
  build: (contractId: string, input: z.infer<S>) => Unsent;
}

const step = <S extends z.ZodType>(schema: S, build: StepRequest<S>['build']): StepRequest<S> => ({ schema, build });
const snapshot = ({ purpose, ...t }: TermsChange): ContractTermsSnapshot => ({ ...t, purpose: purpose ?? null });

/**
 * The steps a party takes on a contract, as `POST /api/contracts/{id}/{verb}`: each verb's body schema
 * (from domain, shared with the forms) and the domain command it becomes.
 */
export const STEP_REQUESTS: Record<string, StepRequest<z.ZodType>> = {
  confirm: step(STEP_BODIES.confirm, (contractId) => ({ type: 'ConfirmContract', data: { contractId } })),
  reject: step(STEP_BODIES.reject, (contractId, b) => ({ type: 'RejectContract', data: { contractId, reason: b.reason } })),
  'request-change': step(STEP_BODIES['request-change'], (contractId, b) => ({ type: 'RequestChange', data: { contractId, reason: b.reason } })),
  change: step(STEP_BODIES.change, (contractId, b) => ({ type: 'ChangeContract', data: { contractId, terms: snapshot(b) } })),
  withdraw: step(STEP_BODIES.withdraw, (contractId, b) => ({ type: 'WithdrawContract', data: { contractId, reason: b.reason ?? null } })),
  'propose-change': step(STEP_BODIES['propose-change'], (contractId, b) => ({
    type: 'ProposeChange',
    data: { contractId, proposalId: randomUUID(), proposalKind: 'CHANGE', terms: snapshot(b), agreement: null },
  })),
  'add-agreement': step(STEP_BODIES['add-agreement'], (contractId, { agreementNumber, agreementDate, ...terms }) => ({
    type: 'ProposeChange',
    data: {
      contractId,
      proposalId: randomUUID(),
      proposalKind: 'ADDITIONAL_AGREEMENT',
      terms: snapshot(terms),
      agreement: { number: agreementNumber, date: agreementDate },
    },
  })),
  'confirm-change': step(STEP_BODIES['confirm-change'], (contractId) => ({ type: 'ConfirmChange', data: { contractId } })),
  'reject-change': step(STEP_BODIES['reject-change'], (contractId, b) => ({ type: 'RejectChange', data: { contractId, reason: b.reason } })),
  'request-cancellation': step(STEP_BODIES['request-cancellation'], (contractId, b) => ({
    type: 'RequestCancellation',
    data: { contractId, reason: b.reason, effectiveYear: b.effectiveYear },
  })),
  'accept-cancellation': step(STEP_BODIES['accept-cancellation'], (contractId) => ({ type: 'AcceptCancellation', data: { contractId } })),
  'reject-cancellation': step(STEP_BODIES['reject-cancellation'], (contractId, b) => ({ type: 'RejectCancellation', data: { contractId, reason: b.reason } })),
  'record-turnover': step(turnoverSchema, (contractId, b) => ({ type: 'RecordTurnover', data: { contractId, year: b.year, amount: b.amount } })),
  resubmit: step(STEP_BODIES.resubmit, (contractId, b) => ({ type: 'ResubmitContract', data: { contractId, terms: snapshot(b) } })),
};
