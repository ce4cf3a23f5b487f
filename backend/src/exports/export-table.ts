import {
  type ExportLabels,
  formatDisplayDate,
  formatSum,
  LIST_COLUMNS,
  type LocalDate,
  remainingTerm,
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
 * space-separated thousands, a party as its TIN or PINFL over its name, the state's label.
 */
export function cellsOf(row: ExportRow, labels: ExportLabels, today: LocalDate): string[] {
  return [
    row.contract_number,
    formatDisplayDate(row.contract_date),
    `${row.lessor_id}\n${row.lessor_name}`,
    `${row.lessee_id}\n${row.lessee_name}`,
    row.cadastral_number,
    formatSum(row.area),
    formatSum(row.monthly_payment),
    formatDisplayDate(row.begin_date),
    formatDisplayDate(row.end_date),
    labels.states[String(row.state)] ?? '-',
    termText(row.end_date, today, labels.term),
  ];
}
