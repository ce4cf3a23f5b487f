import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { BhmValue, InvoiceListFilter, LessorInvoice, LocalDate } from '@rent/domain';
import { CHOSEN, chosenOf, HELD, type Viewer } from './contract-list.js';
import { contractInvoice, INVOICE_COLUMNS, type InvoiceMonthRecord, STATE_CONDITION } from './invoice-rows.js';

/** A row of the lessor's list as the query reads it: the month and what the contract summary adds. */
export type LessorInvoiceRecord = InvoiceMonthRecord & {
  contract_number: string;
  registration_number: string | null;
  lessee_id: string;
  lessee_name: string;
  kind: string;
  begin_date: string;
  end_date: string;
  initiator_id: string;
};

/**
 * The lessor's invoices narrowed by the list's filter, months begun by `current` only: the invoices read model
 * (index invoice_months_by_lessor, or _open for the due and overdue) joined to the contract summary for the
 * lessee and the registration number, and for an employee, only the contracts it holds.
 */
export function lessorInvoices(
  db: DataSource | EntityManager,
  viewer: Viewer,
  filter: InvoiceListFilter,
  current: string,
  { rows }: { rows: boolean },
): SelectQueryBuilder<object> {
  const q = db
    .createQueryBuilder()
    .from('invoice_months', 'i')
    .where('i.lessor_id = :me AND i.month <= :current', { me: viewer.partyId, current });
  // The rows take their lessee and numbers from the summary; a count needs it only to narrow by them.
  const chosen = chosenOf(viewer);
  if (rows || viewer.employeePinfl || chosen || filter.q) q.innerJoin('contract_summary', 'c', 'c.id = i.contract_id');
  if (viewer.employeePinfl) q.andWhere(HELD, { employee: viewer.employeePinfl });
  if (chosen) q.andWhere(CHOSEN, { chosen });
  if (filter.state) q.andWhere(STATE_CONDITION[filter.state]);
  if (filter.month) q.andWhere('i.month = :month', { month: filter.month });
  if (filter.contractId) q.andWhere('i.contract_id = :contractId', { contractId: filter.contractId });
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    q.andWhere(
      '(c.contract_number ILIKE :like OR c.registration_number ILIKE :like OR c.lessee_name ILIKE :like OR c.lessee_id = :exact)',
      { like, exact: filter.q },
    );
  }
  return q;
}

/** The list's rows (of `lessorInvoices(…, { rows: true })`) in its order: newest month first, then by contract number. */
export function inListOrder(q: SelectQueryBuilder<object>): SelectQueryBuilder<object> {
  return q
    .select(
      `${INVOICE_COLUMNS}, i.contract_number, c.registration_number, c.lessee_id, c.lessee_name, c.kind, c.initiator_id,
       to_char(c.begin_date, 'YYYY-MM-DD') AS begin_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date`,
    )
    .orderBy('i.month', 'DESC')
    .addOrderBy('i.contract_number')
    .addOrderBy('i.contract_id');
}

export const lessorInvoice = (
  r: LessorInvoiceRecord,
  bhmValues: readonly BhmValue[],
  today: LocalDate,
): LessorInvoice => ({
  ...contractInvoice(r, bhmValues, today),
  id: `${r.contract_id}:${r.month}`,
  contractNumber: r.contract_number,
  registrationNumber: r.registration_number,
  lesseeId: r.lessee_id,
  lesseeName: r.lessee_name,
  kind: r.kind,
  beginDate: r.begin_date,
  endDate: r.end_date,
  initiatorId: r.initiator_id,
});
