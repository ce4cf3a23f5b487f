import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type InvoiceListFilter, type LessorInvoice, monthOf, tashkentDate } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { RatesService } from '../registries/rates.service.js';
import type { Viewer } from './contract-list.js';
import {
  countOf,
  inListOrder,
  lessorInvoice,
  lessorInvoices,
  type LessorInvoiceRecord,
} from './lessor-invoice-list.js';

export interface InvoicePage {
  rows: LessorInvoice[];
  total: number;
  start: number;
}

export class LessorInvoicesQuery extends Query<InvoicePage> {
  constructor(
    readonly viewer: Viewer,
    readonly filter: InvoiceListFilter,
    readonly range: [number, number],
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

  async execute({ viewer, filter, range }: LessorInvoicesQuery): Promise<InvoicePage> {
    const today = tashkentDate(this.clock.now());
    const [start, end] = range;
    const current = monthOf(today);
    const [rows, total, bhmValues] = await Promise.all([
      inListOrder(lessorInvoices(this.db, viewer, filter, current, { rows: true }))
        .offset(start)
        .limit(end - start + 1)
        .getRawMany<LessorInvoiceRecord>(),
      countOf(lessorInvoices(this.db, viewer, filter, current, { rows: false })),
      this.rates.bhmValues(),
    ]);
    return { rows: rows.map((r) => lessorInvoice(r, bhmValues, today)), total, start };
  }
}
