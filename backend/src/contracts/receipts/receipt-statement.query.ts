import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import {
  type Contract,
  type ContractEvent,
  ContractState,
  contractStreamId,
  exactProduct,
  type ExistingContract,
  foldContract,
  exactSum,
  PartyType,
  type ReceiptStatement,
  yearRent,
} from '@rent/domain';
import { ContractSummary } from '@rent/projections';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { RatesService } from '../../registries/rates.service.js';
import { CHOSEN, chosenOf, HELD } from '../contract-list.js';
import type { Viewer } from '../contract-queries.js';

export const STATEMENT_PAGE_SIZE = 25;
/** An individual's contracts are folded this many at a time for the year's totals. */
const FOLDED_AT_ONCE = 500;
const ON_RECORD = [ContractState.Approved, ContractState.Cancelled, ContractState.Expired];

export class ReceiptStatementQuery extends Query<ReceiptStatement> {
  constructor(
    readonly viewer: Viewer,
    readonly year: number,
    readonly page: number,
  ) {
    super();
  }
}

interface StatementRecord {
  contract_id: string;
  contract_number: string;
  registration_number: string | null;
  lessee_id: string;
  lessee_name: string;
  kind: string;
  begin_date: string;
  end_date: string;
  initiator_id: string;
  income: string | null;
  receipts: string | null;
}

/**
 * A lessor's income statement of a year (issue 21): each of its contracts on record whose term meets the
 * year (or that has a receipt for one of its months), with the rent the terms make of the year's months in
 * force, the rent its standing receipts say it received, and the tax base: month by month the rent, never
 * less than the minimum (domain-facts "Tax on rent"). The months and amounts are the decider's, from each
 * contract's stream, a page of streams read at once. An individual lessor gets the year's totals and the
 * personal income tax on them at the rate in force at the year's end (reference data); a legal entity or a
 * sole proprietor, whose profit or turnover tax the portal does not compute, the received total. An
 * employee or a representative sees the contracts it may see, as in every list.
 */
@QueryHandler(ReceiptStatementQuery)
export class ReceiptStatementHandler implements IQueryHandler<ReceiptStatementQuery> {
  constructor(
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly rates: RatesService,
  ) {}

  /** The viewer's contracts as a lessor in the year, each with what its receipts of the year add up to. */
  private contracts(viewer: Viewer, year: number): SelectQueryBuilder<ContractSummary> {
    const qb = this.summaries
      .createQueryBuilder('c')
      .leftJoin(
        (sub) =>
          sub
            .select('r.contract_id', 'contract_id')
            .addSelect('sum(r.amount)', 'income')
            .addSelect('count(*)', 'receipts')
            .from('rent_receipts', 'r')
            .where("r.lessor_id = :me AND r.month BETWEEN :first AND :last AND r.state <> 'ANNULLED'")
            .groupBy('r.contract_id'),
        'r',
        'r.contract_id = c.id',
      )
      // Either side's index finds the party's contracts; the lessor's side is kept of them.
      .where('(c.initiator_id = :me OR c.counterpart_id = :me) AND c.lessor_id = :me', {
        me: viewer.partyId,
        first: `${year}-01`,
        last: `${year}-12`,
      })
      .andWhere(
        '((c.state IN (:...onRecord) AND c.begin_date <= :yearEnd AND c.end_date >= :yearStart) OR r.contract_id IS NOT NULL)',
        { onRecord: ON_RECORD, yearStart: `${year}-01-01`, yearEnd: `${year}-12-31` },
      );
    if (viewer.employeePinfl) qb.andWhere(HELD, { employee: viewer.employeePinfl });
    const chosen = chosenOf(viewer);
    if (chosen) qb.andWhere(CHOSEN, { chosen });
    return qb;
  }

  /** The contracts of these ids as their streams fold them, read in one go. */
  private async folds(ids: readonly string[]): Promise<Map<string, ExistingContract>> {
    const events = await this.store.readStreams(ids.map(contractStreamId));
    const byStream = new Map<string, ContractEvent[]>();
    for (const e of events)
      byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), { type: e.type, data: e.data } as ContractEvent]);
    const folds = new Map<string, ExistingContract>();
    for (const id of ids) {
      const fold: Contract = foldContract(byStream.get(contractStreamId(id)) ?? []);
      if (fold.status === 'Existing') folds.set(id, fold);
    }
    return folds;
  }

  async execute({ viewer, year, page }: ReceiptStatementQuery): Promise<ReceiptStatement> {
    const [totals] = await this.contracts(viewer, year)
      .select('count(*)', 'contracts')
      .addSelect('coalesce(sum(r.income), 0)', 'income')
      .getRawMany<{ contracts: string; income: string }>();
    const rows = await this.contracts(viewer, year)
      .select([
        'c.id AS contract_id',
        'c.contract_number AS contract_number',
        'c.registration_number AS registration_number',
        'c.lessee_id AS lessee_id',
        'c.lessee_name AS lessee_name',
        'c.kind AS kind',
        "to_char(c.begin_date, 'YYYY-MM-DD') AS begin_date",
        "to_char(c.end_date, 'YYYY-MM-DD') AS end_date",
        'c.initiator_id AS initiator_id',
        'r.income AS income',
        'r.receipts AS receipts',
      ])
      .orderBy('c.contract_number')
      .addOrderBy('c.id')
      .offset((page - 1) * STATEMENT_PAGE_SIZE)
      .limit(STATEMENT_PAGE_SIZE)
      .getRawMany<StatementRecord>();
    const bhmValues = await this.rates.bhmValues();
    const folds = await this.folds(rows.map((r) => r.contract_id));
    // Whether the lessor is an individual, as its contracts name it (any one of the year will do).
    const [first] = await this.contracts(viewer, year).select('c.id', 'id').limit(1).getRawMany<{ id: string }>();
    const individual = !!first && (await this.folds([first.id])).get(first.id)?.lessorType === PartyType.Individual;
    const taxRatePercent = individual ? await this.rates.incomeTaxPercent(`${year}-12-31`) : null;
    // An individual's totals take every contract of the year, folded a slice at a time (a person rents out few).
    let taxBase: number | null = null;
    if (individual) {
      const ids = (await this.contracts(viewer, year).select('c.id', 'id').getRawMany<{ id: string }>()).map(
        (r) => r.id,
      );
      const bases: number[] = [];
      for (let i = 0; i < ids.length; i += FOLDED_AT_ONCE)
        for (const fold of (await this.folds(ids.slice(i, i + FOLDED_AT_ONCE))).values())
          bases.push(yearRent(fold, year, bhmValues).taxBase);
      taxBase = exactSum(bases);
    }
    const tax =
      taxRatePercent === null || taxBase === null
        ? null
        : exactProduct([taxBase, taxRatePercent], { scale: 0, rounding: 'halfUp', divideBy: 100 });
    return {
      year,
      taxRatePercent,
      totals: { contracts: Number(totals?.contracts ?? 0), income: Number(totals?.income ?? 0), taxBase, tax },
      page,
      pageSize: STATEMENT_PAGE_SIZE,
      rows: rows.map((r) => {
        const fold = folds.get(r.contract_id);
        const rent = fold ? yearRent(fold, year, bhmValues) : { due: 0, minimum: null, taxBase: 0 };
        return {
          contractId: r.contract_id,
          contractNumber: r.contract_number,
          registrationNumber: r.registration_number,
          lesseeId: r.lessee_id,
          lesseeName: r.lessee_name,
          kind: r.kind,
          beginDate: r.begin_date,
          endDate: r.end_date,
          initiatorId: r.initiator_id,
          due: rent.due,
          minimum: rent.minimum,
          taxBase: rent.taxBase,
          income: Number(r.income ?? 0),
          receipts: Number(r.receipts ?? 0),
        };
      }),
    };
  }
}
