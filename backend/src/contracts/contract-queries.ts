import { NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository, type SelectQueryBuilder } from 'typeorm';
import { ContractState } from '@rent/domain';
import { ContractSummary, PartyContractCount } from '@rent/projections';
import { type ContractDetails, type ContractView, toContractDetails, toContractView } from './contract-view.js';
import type { Box, ContractListQuery, SortField } from './list-params.js';

const SORT_COLUMNS: Record<SortField, string> = {
  id: 'c.id',
  createdAt: 'c.created_at',
  beginDate: 'c.begin_date',
  endDate: 'c.end_date',
  contractNumber: 'c.contract_number',
  contractDate: 'c.contract_date',
  monthlyPayment: 'c.monthly_payment',
  state: 'c.state',
};

/** Each box of the contracts list is "my contracts" narrowed by my side and the state (docs/api.md). */
function whereBox(qb: SelectQueryBuilder<ContractSummary>, box: Box | undefined, me: string) {
  switch (box) {
    case 'incoming':
      return qb.where('c.counterpart_id = :me AND c.state = :s', { me, s: ContractState.AwaitingApproval });
    case 'outgoing':
      return qb.where('c.initiator_id = :me AND c.state = :s', { me, s: ContractState.AwaitingApproval });
    case 'accepted':
      return qb.where('(c.initiator_id = :me OR c.counterpart_id = :me) AND c.state = :s', { me, s: ContractState.Approved });
    case 'rejected':
      return qb.where('(c.initiator_id = :me OR c.counterpart_id = :me) AND c.state = :s', { me, s: ContractState.Rejected });
    default:
      return qb.where('(c.initiator_id = :me OR c.counterpart_id = :me)', { me });
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class ListContractsQuery extends Query<{ rows: ContractView[]; total: number; start: number }> {
  constructor(
    readonly partyId: string,
    readonly params: ContractListQuery,
  ) {
    super();
  }
}

@QueryHandler(ListContractsQuery)
export class ListContractsHandler implements IQueryHandler<ListContractsQuery> {
  constructor(@InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>) {}

  async execute({ partyId, params }: ListContractsQuery) {
    const { filter, range, sort } = params;
    const qb = whereBox(this.summaries.createQueryBuilder('c'), filter.box, partyId);
    if (filter.q) {
      qb.andWhere(
        '(c.contract_number ILIKE :q OR c.lessor_name ILIKE :q OR c.lessee_name ILIKE :q OR c.lessor_id = :exact OR c.lessee_id = :exact OR c.cadastral_number = :exact)',
        { q: likePattern(filter.q), exact: filter.q },
      );
    }
    if (filter.state !== undefined) qb.andWhere('c.state = :state', { state: filter.state });
    if (filter.kind) qb.andWhere('c.kind = :kind', { kind: filter.kind });
    if (filter.dateFrom) qb.andWhere('c.contract_date >= :from', { from: filter.dateFrom });
    if (filter.dateTo) qb.andWhere('c.contract_date <= :to', { to: filter.dateTo });
    const [start, end] = range;
    qb.orderBy(SORT_COLUMNS[sort[0]], sort[1]).addOrderBy('c.id', sort[1]).offset(start).limit(end - start + 1);
    const [rows, total] = await qb.getManyAndCount();
    return { rows: rows.map(toContractView), total, start };
  }
}

export class GetContractQuery extends Query<ContractDetails> {
  constructor(
    readonly partyId: string,
    readonly contractId: string,
  ) {
    super();
  }
}

/** A contract is found only by its parties; to anyone else it does not exist (404, not 403). */
@QueryHandler(GetContractQuery)
export class GetContractHandler implements IQueryHandler<GetContractQuery> {
  constructor(@InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>) {}

  async execute({ partyId, contractId }: GetContractQuery) {
    const row = await this.summaries
      .createQueryBuilder('c')
      .where('c.id = :id AND (c.initiator_id = :me OR c.counterpart_id = :me)', { id: contractId, me: partyId })
      .getOne();
    if (!row) throw new NotFoundException();
    return toContractDetails(row, partyId);
  }
}

export interface InfoPanel {
  /** My contracts by state code. */
  counts: Record<string, number>;
  /** Contracts sent to me, by state (spec §3: inComing entries with state and rentCount). */
  inComing: { state: number; rentCount: number }[];
}

export class InfoPanelQuery extends Query<InfoPanel> {
  constructor(readonly partyId: string) {
    super();
  }
}

/** Reads the party's few count rows that the projection keeps (at most two sides × the states). */
@QueryHandler(InfoPanelQuery)
export class InfoPanelHandler implements IQueryHandler<InfoPanelQuery> {
  constructor(@InjectRepository(PartyContractCount) private readonly counts: Repository<PartyContractCount>) {}

  async execute({ partyId }: InfoPanelQuery): Promise<InfoPanel> {
    const rows = await this.counts.find({ where: { partyId, n: MoreThan(0) }, order: { state: 'ASC' } });
    const counts: Record<string, number> = {};
    const inComing: InfoPanel['inComing'] = [];
    for (const r of rows) {
      counts[r.state] = (counts[r.state] ?? 0) + r.n;
      if (r.incoming) inComing.push({ state: r.state, rentCount: r.n });
    }
    return { counts, inComing };
  }
}
