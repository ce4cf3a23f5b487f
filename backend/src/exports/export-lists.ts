import { Injectable } from '@nestjs/common';
import type { ExportTable } from './export-table.js';

/** What a download draws: its table's title and headings, and its rows as cells, a fetch at a time with the list's total. */
export interface ListRows {
  table: ExportTable;
  pages: AsyncIterable<{ rows: string[][]; total: number }>;
}

/** A list's rows, a fetch at a time, as the cells its table writes. */
export async function* cellPages<T>(
  pages: AsyncIterable<{ rows: T[]; total: number }>,
  cellsOf: (row: T) => string[],
): AsyncGenerator<{ rows: string[][]; total: number }> {
  for await (const { rows, total } of pages) yield { rows: rows.map(cellsOf), total };
}

type RowsOf = (request: unknown) => ListRows;

/**
 * The lists of the rooms above this one that the exports queue writes too (the staff's search of the
 * register, operator/): each by its job's name, with how its rows are read from the job's request. The
 * rooms above name their lists here at start, before any worker runs (queue-workers.ts); the files are then
 * written, stored, followed and fetched as the parties' lists' are, by the one processor.
 */
@Injectable()
export class ExportLists {
  private readonly lists = new Map<string, RowsOf>();

  add<Request>(jobName: string, rowsOf: (request: Request) => ListRows): void {
    this.lists.set(jobName, rowsOf as RowsOf);
  }

  rowsOf(jobName: string): RowsOf | undefined {
    return this.lists.get(jobName);
  }
}
