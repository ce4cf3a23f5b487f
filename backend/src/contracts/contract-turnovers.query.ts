import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { TurnoverRow } from '@rent/domain';
import { ContractSummary, ContractTurnover } from '@rent/projections';
import { assertParty, type Viewer } from './contract-queries.js';

export class ContractTurnoversQuery extends Query<TurnoverRow[]> {
  constructor(
    readonly viewer: Viewer,
    readonly contractId: string,
  ) {
    super();
  }
}

/** The commodity turnover a warehouse contract's lessor recorded, one row per year, for its parties only. */
@QueryHandler(ContractTurnoversQuery)
export class ContractTurnoversHandler implements IQueryHandler<ContractTurnoversQuery> {
  constructor(
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @InjectRepository(ContractTurnover) private readonly turnovers: Repository<ContractTurnover>,
  ) {}

  async execute({ viewer, contractId }: ContractTurnoversQuery): Promise<TurnoverRow[]> {
    await assertParty(this.summaries, contractId, viewer);
    // One row per year of the term: a hundred-year term is the most there can be.
    const rows = await this.turnovers.find({ where: { contractId }, order: { year: 'ASC' }, take: 100 });
    return rows.map(({ recordedAt, ...row }) => ({ ...row, recordedAt: recordedAt.toISOString() }));
  }
}
