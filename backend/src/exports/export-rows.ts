import { DataSource } from 'typeorm';
import type { ListFilter, ListSort } from '@rent/domain';
import { ContractList, type Viewer } from '../contracts/contract-list.js';
import { EXPORT_PAGE } from './export-jobs.js';

/** What a download shows of a contract: the list's columns, dates as ISO text, sums as numbers. */
export interface ExportRow {
  /** Null only for an older contract until it is numbered. */
  registration_number: string | null;
  contract_number: string;
  contract_date: string;
  lessor_id: string;
  lessor_name: string;
  lessee_id: string;
  lessee_name: string;
  cadastral_number: string;
  area: number;
  monthly_payment: number;
  begin_date: string;
  end_date: string;
  state: number;
  /** Taken off the register (it then has no remaining term). */
  removed: boolean;
}

const COLUMNS: [string, keyof ExportRow][] = [
  ['c.registration_number', 'registration_number'],
  ['c.contract_number', 'contract_number'],
  [`to_char(c.contract_date, 'YYYY-MM-DD')`, 'contract_date'],
  ['c.lessor_id', 'lessor_id'],
  ['c.lessor_name', 'lessor_name'],
  ['c.lessee_id', 'lessee_id'],
  ['c.lessee_name', 'lessee_name'],
  ['c.cadastral_number', 'cadastral_number'],
  ['c.area::float8', 'area'],
  ['c.monthly_payment::float8', 'monthly_payment'],
  [`to_char(c.begin_date, 'YYYY-MM-DD')`, 'begin_date'],
  [`to_char(c.end_date, 'YYYY-MM-DD')`, 'end_date'],
  ['c.state', 'state'],
  ['c.removed_at IS NOT NULL', 'removed'],
];

export interface ExportPage {
  rows: ExportRow[];
  /** How many rows the whole list has (in the same snapshot as the rows). */
  total: number;
}

/**
 * The rows of a list, exactly as its pages show them (the same narrowing and order), EXPORT_PAGE at a
 * time through a server-side cursor: one query and one sort however long the list, never the whole list
 * in memory. It all reads one snapshot (REPEATABLE READ), so the count and the rows agree even while
 * contracts change meanwhile.
 */
export async function* listPages(
  db: DataSource,
  viewer: Viewer,
  filter: ListFilter,
  sort: ListSort,
): AsyncGenerator<ExportPage> {
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction('REPEATABLE READ');
    await runner.query('SET TRANSACTION READ ONLY');
    const list = await ContractList.of(runner.manager, viewer, filter);
    const total = await list.count();
    const qb = list.rows(sort).select(COLUMNS[0]![0], COLUMNS[0]![1]);
    for (const [expression, name] of COLUMNS.slice(1)) qb.addSelect(expression, name);
    const [sql, parameters] = qb.getQueryAndParameters();
    await runner.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, parameters);
    for (;;) {
      const rows: ExportRow[] = await runner.query(`FETCH ${EXPORT_PAGE} FROM export_rows`);
      yield { rows, total };
      if (rows.length < EXPORT_PAGE) break;
    }
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
  }
}
