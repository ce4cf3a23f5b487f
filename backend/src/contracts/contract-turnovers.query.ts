import { NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ContractSummary, ContractTurnover } from '@rent/projections';

export class ContractTurnoversQuery extends Query<ContractTurnover[]> {
  constructor(
    readonly partyId: string,
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

  async execute({ partyId, contractId }: ContractTurnoversQuery) {
    const isParty = await this.summaries
      .createQueryBuilder('c')
      .where('c.id = :id AND (c.initiator_id = :me OR c.counterpart_id = :me)', { id: contractId, me: partyId })
      .getExists();
    if (!isParty) throw new NotFoundException();
    // One row per year of the term: a hundred-year term is the most there can be.
    return this.turnovers.find({ where: { contractId }, order: { year: 'ASC' }, take: 100 });
  }
}
