import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import {
  type ContractEvent,
  type ContractReceipts,
  contractMonthsInForce,
  contractStreamId,
  foldContract,
  exactSum,
  monthOf,
  type Receipt,
  type ReceiptMonthState,
  receiptStands,
  tashkentDate,
  toHundredths,
} from '@rent/domain';
import { ContractSummary } from '@rent/projections';
import { CLOCK, type Clock } from '../../clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { RatesService } from '../../registries/rates.service.js';
import { assertParty, type Viewer } from '../contract-queries.js';
import { RECEIPT_COLUMNS, RECEIPT_ORDER, type ReceiptRecord, toReceipt } from './receipt-rows.js';

export class ContractReceiptsQuery extends Query<ContractReceipts> {
  constructor(
    readonly viewer: Viewer,
    readonly contractId: string,
  ) {
    super();
  }
}

function monthState(due: number, paid: number): ReceiptMonthState {
  if (paid === 0) return 'UNPAID';
  return toHundredths(paid) >= toHundredths(due) ? 'PAID' : 'PARTLY_PAID';
}

/**
 * A contract's rent receipts (issue 21), for its parties only: every month it was in force up to this one
 * with its rent, and the receipts that pay for it; a month no receipt pays for shows unpaid to both. The
 * months and their rent are the decider's own (the contract's stream folded, as a step folds it), so they
 * never disagree with what a receipt may be issued for; the receipts come from their read model.
 */
@QueryHandler(ContractReceiptsQuery)
export class ContractReceiptsHandler implements IQueryHandler<ContractReceiptsQuery> {
  constructor(
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly rates: RatesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ viewer, contractId }: ContractReceiptsQuery): Promise<ContractReceipts> {
    await assertParty(this.summaries, contractId, viewer);
    const events = await this.store.readStream(contractStreamId(contractId));
    const contract = foldContract(events.map((e) => ({ type: e.type, data: e.data }) as ContractEvent));
    if (contract.status !== 'Existing') throw new NotFoundException();
    const thisMonth = monthOf(tashkentDate(this.clock.now()));
    const dueByMonth = new Map(
      contractMonthsInForce(contract, await this.rates.bhmValues())
        .filter((m) => m.month <= thisMonth)
        .map((m) => [m.month, m.amount]),
    );
    const rows: ReceiptRecord[] = await this.db.query(
      `SELECT ${RECEIPT_COLUMNS} FROM rent_receipts r WHERE r.contract_id = $1 ORDER BY r.month, ${RECEIPT_ORDER}`,
      [contractId],
    );
    const byMonth = new Map<string, Receipt[]>();
    for (const receipt of rows.map(toReceipt))
      byMonth.set(receipt.month, [...(byMonth.get(receipt.month) ?? []), receipt]);
    // A month whose term was shortened after it was paid keeps its receipts on show, with nothing due.
    const monthKeys = [...new Set([...dueByMonth.keys(), ...byMonth.keys()])].sort();
    const months = monthKeys.map((month) => {
      const receipts = byMonth.get(month) ?? [];
      const due = dueByMonth.get(month) ?? 0;
      const paid = exactSum(receipts.filter(receiptStands).map((r) => r.amount));
      return { month, due, paid, state: monthState(due, paid), receipts };
    });
    const years = [...new Set(months.map((m) => Number(m.month.slice(0, 4))))].map((year) => {
      const of = months.filter((m) => m.month.startsWith(`${year}-`));
      return {
        year,
        due: exactSum(of.map((m) => m.due)),
        paid: exactSum(of.map((m) => m.paid)),
        unpaidMonths: of.filter((m) => m.state === 'UNPAID').length,
      };
    });
    return {
      contractNumber: contract.terms.contractNumber,
      registrationNumber: contract.registrationNumber,
      months,
      years,
    };
  }
}
