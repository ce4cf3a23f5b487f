import type { LocalDate } from '../rules/local-date.js';
import type { PaymentType } from './payment-type.js';

/**
 * The terms of a contract that its parties may change after it is registered (before approval by a
 * change, after approval by a change proposal or a supplementary agreement). The parties and the object
 * stay; a different lessee or object is a different contract.
 */
export interface ContractTermsSnapshot {
  contractNumber: string;
  contractDate: LocalDate;
  area: number;
  monthlyPayment: number;
  beginDate: LocalDate;
  endDate: LocalDate;
  purpose: string | null;
  paymentType: PaymentType | null;
  notes: string | null;
  documentsDate: LocalDate | null;
}

/** The terms that may be left out, and stay as they were, or be cleared with null. */
type OptionalTerm = 'purpose' | 'paymentType' | 'notes' | 'documentsDate';

/**
 * New terms as a party names them: a kind rented as one whole unit (a vehicle) names no area, which its
 * kind then supplies (services/service-rules.ts `termsOfKind`); every other kind names it. The purpose
 * left out stays as the contract has it (a change touches only what it names); null clears it.
 */
export type NamedTerms = Omit<ContractTermsSnapshot, 'area' | OptionalTerm> & {
  area?: number;
} & Partial<Pick<ContractTermsSnapshot, OptionalTerm>>;

/**
 * A snapshot as an event keeps it. Events written before the payment type, the notes and the documents'
 * date existed have none of them: they are null.
 */
export const termsSnapshot = (t: Omit<ContractTermsSnapshot, OptionalTerm> & Partial<ContractTermsSnapshot>) =>
  ({
    contractNumber: t.contractNumber,
    contractDate: t.contractDate,
    area: t.area,
    monthlyPayment: t.monthlyPayment,
    beginDate: t.beginDate,
    endDate: t.endDate,
    purpose: t.purpose ?? null,
    paymentType: t.paymentType ?? null,
    notes: t.notes ?? null,
    documentsDate: t.documentsDate ?? null,
  }) satisfies ContractTermsSnapshot;

export const CHANGEABLE_FIELDS = [
  'contractNumber',
  'contractDate',
  'area',
  'monthlyPayment',
  'beginDate',
  'endDate',
  'purpose',
  'paymentType',
  'notes',
  'documentsDate',
] as const satisfies readonly (keyof ContractTermsSnapshot)[];

export type ChangeableField = (typeof CHANGEABLE_FIELDS)[number];

/** One changed field, as the document history shows it: what it was and what it became. */
export interface FieldChange {
  field: ChangeableField;
  before: string | number | null;
  after: string | number | null;
}

export function diffTerms(before: ContractTermsSnapshot, after: ContractTermsSnapshot): FieldChange[] {
  return CHANGEABLE_FIELDS.filter((f) => before[f] !== after[f]).map((field) => ({
    field,
    before: before[field],
    after: after[field],
  }));
}

/** Terms a step names laid over the contract's: a field it leaves out (undefined) keeps its value. */
export function withNamedTerms(
  current: ContractTermsSnapshot,
  named: Partial<ContractTermsSnapshot>,
): ContractTermsSnapshot {
  const next: Record<string, unknown> = { ...current };
  for (const field of CHANGEABLE_FIELDS) if (named[field] !== undefined) next[field] = named[field];
  return next as unknown as ContractTermsSnapshot;
}

export function applyChanges(terms: ContractTermsSnapshot, changes: readonly FieldChange[]): ContractTermsSnapshot {
  const next: Record<string, unknown> = { ...terms };
  for (const c of changes) next[c.field] = c.after;
  return next as unknown as ContractTermsSnapshot;
}
