import { z } from 'zod';
import type { ContractDetails } from '../contracts/contract-events.js';
import type { FieldChange } from '../contracts/contract-terms.js';
import { PAYMENT_TYPES } from '../contracts/payment-type.js';
import type { RegisteredFacts } from '../contracts/registered-facts.js';
import { STEP_VERBS } from '../contracts/step-table.js';
import { calendarDate as date, instant } from './json-values.js';

/**
 * A contract as the API shows it to one of its parties: a row of `GET /api/contracts` (docs/api.md,
 * ContractSummary). The backend answers through this shape and the frontend takes its type from it, so
 * the two cannot drift apart. The kind's own details and the changes asked for are typed by the domain.
 */
export const contractRecordSchema = z.object({
  id: z.string(),
  /** The portal's registration number (registration-number.ts); null only for an older contract until it is numbered. */
  registrationNumber: z.string().nullable(),
  kind: z.string(),
  details: z.custom<ContractDetails>().nullable(),
  guaranteeStatus: z.enum(['FOLLOWED', 'OVERDUE']).nullable(),
  operativeContractId: z.string().nullable(),
  contractNumber: z.string(),
  contractDate: date,
  state: z.number(),
  previousState: z.number().nullable(),
  lessorId: z.string(),
  lessorName: z.string(),
  lesseeId: z.string(),
  lesseeName: z.string(),
  initiatorId: z.string(),
  counterpartId: z.string(),
  cadastralNumber: z.string(),
  address: z.string(),
  area: z.number(),
  monthlyPayment: z.number(),
  initialMonthlyPayment: z.number().nullable(),
  previousMonthlyPayment: z.number().nullable(),
  beginDate: date,
  endDate: date,
  purpose: z.string().nullable(),
  paymentType: z.enum(PAYMENT_TYPES).nullable(),
  notes: z.string().nullable(),
  documentsDate: date.nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: instant,
  stateChangedAt: instant.nullable(),
  changeDate: instant.nullable(),
  pendingStep: z.string().nullable(),
  pendingBy: z.string().nullable(),
  pendingReason: z.string().nullable(),
  pendingChanges: z.array(z.custom<FieldChange>()).nullable(),
  pendingKind: z.string().nullable(),
  pendingAgreement: z.object({ number: z.string(), date }).nullable(),
  pendingEffectiveYear: z.number().nullable(),
  pendingSince: instant.nullable(),
  cancellationReason: z.string().nullable(),
  cancellationYear: z.number().nullable(),
  removedAt: instant.nullable(),
  removalDate: date.nullable(),
  removalReason: z.string().nullable(),
});
export type ContractRecord = z.infer<typeof contractRecordSchema>;

/**
 * One contract opened by a party (`GET /api/contracts/{id}`): its row, which side the viewer is, the
 * steps it may take now, and the stream version a signed step names (signed-document.ts).
 */
export const openedContractSchema = contractRecordSchema.extend({
  viewerRole: z.enum(['LESSOR', 'LESSEE']),
  /** The steps it may take now, by their verbs (`POST /api/contracts/{id}/{verb}`). */
  steps: z.array(z.enum(STEP_VERBS)),
  version: z.number().int(),
  /**
   * The parties and the object as the registries described them at registration (registered-facts.ts);
   * null for a contract projected before these were kept, until the read model is rebuilt.
   */
  registered: z.custom<RegisteredFacts>().nullable(),
});
export type OpenedContract = z.infer<typeof openedContractSchema>;

/**
 * One contract opened by the committee's staff (`GET /api/operator/contracts/{id}`): its row, and the
 * stream version an operator's signed removal names (signed-document.ts), as a party's step names it.
 */
export const staffContractSchema = contractRecordSchema.extend({ version: z.number().int() });
export type StaffContract = z.infer<typeof staffContractSchema>;
