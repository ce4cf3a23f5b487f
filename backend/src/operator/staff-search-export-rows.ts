import { In, type DataSource } from 'typeorm';
import {
  type ContractRecord,
  formatDisplayDate,
  formatSum,
  STAFF_SEARCH_COLUMNS,
  type StaffContractFilter,
  type StaffExportLabels,
  type StaffSearchColumn,
} from '@rent/domain';
import { ContractSummary } from '@rent/projections';
import { toContractView } from '../contracts/contract-view.js';
import { EXPORT_PAGE } from '../exports/export-jobs.js';
import { searchInFull } from './staff-contract-search.js';

/**
 * Every contract a staff search finds, exactly as its pages show them (the same search, newest first),
 * EXPORT_PAGE at a time through a server-side cursor in one read-only snapshot, as a party's list's download
 * reads (exports/export-rows.ts); each fetch's contracts are read by id, as the search's page reads them.
 */
export async function* staffSearchPages(
  db: DataSource,
  filter: StaffContractFilter,
): AsyncGenerator<{ rows: ContractRecord[]; total: number }> {
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction('REPEATABLE READ');
    await runner.query('SET TRANSACTION READ ONLY');
    const search = await searchInFull(runner.manager, filter);
    const total = await search.count();
    const [sql, parameters] = search.ids;
    await runner.query(`DECLARE staff_search_rows NO SCROLL CURSOR FOR ${sql}`, parameters);
    for (;;) {
      const ids = ((await runner.query(`FETCH ${EXPORT_PAGE} FROM staff_search_rows`)) as { id: string }[]).map(
        (r) => r.id,
      );
      const found = ids.length ? await runner.manager.findBy(ContractSummary, { id: In(ids) }) : [];
      const byId = new Map(found.map((r) => [r.id, r]));
      yield { rows: ids.map((id) => toContractView(byId.get(id)!)), total };
      if (ids.length < EXPORT_PAGE) break;
    }
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
  }
}

export const staffSearchHeadings = (labels: StaffExportLabels): string[] =>
  STAFF_SEARCH_COLUMNS.map((c) => labels.columns[c]);

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the screen shows it, DD.MM.YYYY HH:mm, in Tashkent (the file has no browser to ask). */
function tashkentInstant(iso: string): string {
  const t = new Date(new Date(iso).getTime() + 5 * 3600_000);
  return `${formatDisplayDate(t.toISOString().slice(0, 10))} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

/** One contract's cells as the search's row writes them: a party as its TIN or PINFL over its name, the term from – to, … */
export function staffSearchCells(c: ContractRecord, labels: StaffExportLabels): string[] {
  const cells: Record<StaffSearchColumn, string> = {
    registrationNumber: c.registrationNumber ?? labels.unnumbered,
    contractNumber: c.contractNumber,
    kind: labels.kinds[c.kind] ?? c.kind,
    lessor: `${c.lessorId}\n${c.lessorName}`,
    lessee: `${c.lesseeId}\n${c.lesseeName}`,
    object: c.cadastralNumber,
    monthlyPayment: formatSum(c.monthlyPayment),
    term: `${formatDisplayDate(c.beginDate)} – ${formatDisplayDate(c.endDate)}`,
    state: labels.states[String(c.state)] ?? '-',
    createdAt: tashkentInstant(c.createdAt),
  };
  return STAFF_SEARCH_COLUMNS.map((col) => cells[col]);
}
