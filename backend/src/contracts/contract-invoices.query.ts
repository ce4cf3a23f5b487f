import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { type ContractInvoice, monthOf, tashkentDate } from '@rent/domain';
import { ContractSummary } from '@rent/projections';
import { CLOCK, type Clock } from '../clock/clock.js';
import { RatesService } from '../registries/rates.service.js';
import { assertParty, type Viewer } from './contract-queries.js';
import { contractInvoice, INVOICE_COLUMNS, type InvoiceMonthRecord } from './invoice-rows.js';

export class ContractInvoicesQuery extends Query<ContractInvoice[]> {
  constructor(
    readonly viewer: Viewer,
    readonly contractId: string,
  ) {
    super();
  }
}

/**
 * A contract's monthly invoices (spec §1) up to the current month, for its parties only: the lessor sees what
 * to issue, the lessee what was invoiced. Read from the invoices read model, as the lessor's list is, so the
 * two never disagree; that model folds the contract's events with the decider's own fold, so neither
 * disagrees with the step on a month or its amount.
 */
@QueryHandler(ContractInvoicesQuery)
export class ContractInvoicesHandler implements IQueryHandler<ContractInvoicesQuery> {
  constructor(
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly rates: RatesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ viewer, contractId }: ContractInvoicesQuery): Promise<ContractInvoice[]> {
    await assertParty(this.summaries, contractId, viewer);
    const today = tashkentDate(this.clock.now());
    const rows: InvoiceMonthRecord[] = await this.db.query(
      `SELECT ${INVOICE_COLUMNS} FROM invoice_months i WHERE i.contract_id = $1 AND i.month <= $2 ORDER BY i.month`,
      [contractId, monthOf(today)],
    );
    const bhmValues = await this.rates.bhmValues();
    return rows.map((row) => contractInvoice(row, bhmValues, today));
  }
}
