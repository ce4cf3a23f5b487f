import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type InvoiceListFilter, type LessorInvoice, monthOf, tashkentDate } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { RatesService } from '../registries/rates.service.js';
import type { Viewer } from './contract-list.js';
import { countRows } from '../database/count-rows.js';
import { countBound, totalBoundOf } from '../http/content-range.js';
import { inListOrder, lessorInvoice, lessorInvoices, type LessorInvoiceRecord } from './lessor-invoice-list.js';

export interface InvoicePage {
  rows: LessorInvoice[];
  /** The list's total, or with `totalBound`, how far it was counted: it holds more than `totalBound`. */
  total: number;
  totalBound: number | null;
  start: number;
}

export class LessorInvoicesQuery extends Query<InvoicePage> {
  constructor(
    readonly viewer: Viewer,
    readonly filter: InvoiceListFilter,
    readonly range: [number, number],
    /** `exactTotal`: counted whole, however long (a download's size is checked against its limit). */
    readonly options: { exactTotal?: boolean } = {},
  ) {
    super();
  }
}

/**
 * A lessor's invoices across the contracts it rents out (spec §1), a page of them from the invoices read
 * model (lessor-invoice-list.ts), each month's amount at its BHM. Months not yet begun are not listed.
 */
@QueryHandler(LessorInvoicesQuery)
export class LessorInvoicesHandler implements IQueryHandler<LessorInvoicesQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rates: RatesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ viewer, filter, range, options }: LessorInvoicesQuery): Promise<InvoicePage> {
    const today = tashkentDate(this.clock.now());
    const [start, end] = range;
    const current = monthOf(today);
    // A large lessor's months run to hundreds of thousands: a page counts only past itself (content-range.ts).
    const bound = options.exactTotal ? null : countBound(end);
    const [rows, total, bhmValues] = await Promise.all([
      inListOrder(lessorInvoices(this.db, viewer, filter, current, { rows: true }))
        .offset(start)
        .limit(end - start + 1)
        .getRawMany<LessorInvoiceRecord>(),
      countRows(
        lessorInvoices(this.db, viewer, filter, current, { rows: false }),
        bound === null ? undefined : bound + 1,
      ),
      this.rates.bhmValues(),
    ]);
    return {
      rows: rows.map((r) => lessorInvoice(r, bhmValues, today)),
      total,
      totalBound: totalBoundOf(total, bound),
      start,
    };
  }
}
