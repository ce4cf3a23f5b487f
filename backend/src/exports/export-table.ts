import {
  counterpartOf,
  type ExportLabels,
  formatDisplayDate,
  formatSum,
  LIST_COLUMNS,
  type ListColumn,
  type LocalDate,
  remainingTerm,
  showsRemainingTerm,
} from '@rent/domain';
import type { ExportRow } from './export-rows.js';

/** What every writer draws: a title, the headings, and rows of cell texts as the list's table shows them. */
export interface ExportTable {
  title: string;
  lang: string;
  headings: string[];
}

export const headingsOf = (labels: ExportLabels): string[] => LIST_COLUMNS.map((c) => labels.columns[c]);

const count = (template: string, n: number) => template.replaceAll('%{count}', String(n));

/** The remaining term as RemainingTerm shows it: years, months and days left, or "expired". */
function termText(endDate: LocalDate, today: LocalDate, words: ExportLabels['term']): string {
  const term = remainingTerm(endDate, today);
  if (term.expired) return words.expired;
  return [
    term.years && count(words.years, term.years),
    term.months && count(words.months, term.months),
    term.days && count(words.days, term.days),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * One contract's cells, in LIST_COLUMNS order, the way the table writes them: dates DD.MM.YYYY, sums with
 * space-separated thousands, a party as its TIN or PINFL over its name, the state's label, a dash for the
 * remaining term of a contract not in force. The counterpart is the party other than the viewer.
 */
export function cellsOf(row: ExportRow, labels: ExportLabels, today: LocalDate, viewerPartyId: string): string[] {
  const other = counterpartOf(
    { lessorId: row.lessor_id, lessorName: row.lessor_name, lesseeId: row.lessee_id, lesseeName: row.lessee_name },
    viewerPartyId,
  );
  const cells: Record<ListColumn, string> = {
    state: labels.states[String(row.state)] ?? '-',
    registrationNumber: row.registration_number ?? '-',
    counterpart: `${other.id}\n${other.name}`,
    remainingTerm: showsRemainingTerm(row.state, row.removed) ? termText(row.end_date, today, labels.term) : '-',
    contractNumber: row.contract_number,
    contractDate: formatDisplayDate(row.contract_date),
    lessor: `${row.lessor_id}\n${row.lessor_name}`,
    lessee: `${row.lessee_id}\n${row.lessee_name}`,
    cadastralNumber: row.cadastral_number,
    area: formatSum(row.area),
    monthlyPayment: formatSum(row.monthly_payment),
    beginDate: formatDisplayDate(row.begin_date),
    endDate: formatDisplayDate(row.end_date),
  };
  return LIST_COLUMNS.map((c) => cells[c]);
}
