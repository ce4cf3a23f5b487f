import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { exactProduct, MONEY_SCALE, PartyType, type ReceiptStatement } from '@rent/domain';
import { ContractSummary } from '@rent/projections';
import { RatesService } from '../../registries/rates.service.js';
import { CHOSEN, chosenOf, HELD } from '../contract-list.js';
import type { Viewer } from '../contract-queries.js';

export const STATEMENT_PAGE_SIZE = 25;

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
  income: string;
  receipts: string;
}

/**
 * A lessor's income statement of a year (issue 21): per contract, the rent its receipts that stand say it
 * received for the year's months, and the totals; for an individual lessor, the personal income tax on it
 * at the rate in force at the year's end (reference data). An employee or a representative sees the
 * contracts it may see, as in every list.
 */
@QueryHandler(ReceiptStatementQuery)
export class ReceiptStatementHandler implements IQueryHandler<ReceiptStatementQuery> {
  constructor(
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly rates: RatesService,
  ) {}

  /** Whether the lessor is an individual, as its receipts recorded it (the event names the lessor's type). */
  private async isIndividual(lessorId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      'SELECT 1 FROM rent_receipts WHERE lessor_id = $1 AND lessor_type = $2 LIMIT 1',
      [lessorId, PartyType.Individual],
    );
    return rows.length > 0;
  }

  /** The viewer's contracts as a lessor with a receipt standing for a month of the year, each with its sums. */
  private contracts(viewer: Viewer, year: number): SelectQueryBuilder<ContractSummary> {
    const qb = this.summaries
      .createQueryBuilder('c')
      .innerJoin(
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
      .where('c.lessor_id = :me', { me: viewer.partyId, first: `${year}-01`, last: `${year}-12` });
    if (viewer.employeePinfl) qb.andWhere(HELD, { employee: viewer.employeePinfl });
    const chosen = chosenOf(viewer);
    if (chosen) qb.andWhere(CHOSEN, { chosen });
    return qb;
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
    const income = Number(totals?.income ?? 0);
    const individual = await this.isIndividual(viewer.partyId);
    const taxRatePercent = individual ? await this.rates.incomeTaxPercent(`${year}-12-31`) : null;
    const tax =
      taxRatePercent === null
        ? null
        : exactProduct([income, taxRatePercent], { scale: MONEY_SCALE, rounding: 'halfUp', divideBy: 100 });
    return {
      year,
      taxRatePercent,
      totals: { contracts: Number(totals?.contracts ?? 0), income, tax },
      page,
      pageSize: STATEMENT_PAGE_SIZE,
      rows: rows.map((r) => ({
        contractId: r.contract_id,
        contractNumber: r.contract_number,
        registrationNumber: r.registration_number,
        lesseeId: r.lessee_id,
        lesseeName: r.lessee_name,
        kind: r.kind,
        beginDate: r.begin_date,
        endDate: r.end_date,
        initiatorId: r.initiator_id,
        income: Number(r.income),
        receipts: Number(r.receipts),
      })),
    };
  }
}
