import type { LocalDate } from '../rules/local-date.js';

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
}

export const CHANGEABLE_FIELDS = [
  'contractNumber',
  'contractDate',
  'area',
  'monthlyPayment',
  'beginDate',
  'endDate',
  'purpose',
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

export function applyChanges(terms: ContractTermsSnapshot, changes: readonly FieldChange[]): ContractTermsSnapshot {
  const next: Record<string, unknown> = { ...terms };
  for (const c of changes) next[c.field] = c.after;
  return next as unknown as ContractTermsSnapshot;
}
