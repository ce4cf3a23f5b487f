import { NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository, type SelectQueryBuilder } from 'typeorm';
import { type Actor, ContractState } from '@rent/domain';
import { ContractHistoryEntry, ContractSummary, PartyContractCount, REMOVED_STATE } from '@rent/projections';
import { type ContractDetails, type ContractView, toContractDetails, toContractView } from './contract-view.js';
import type { Box, ContractListQuery, ListFilter, ListSort, SortField } from './list-params.js';

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

const PARTY = '(c.initiator_id = :me OR c.counterpart_id = :me)';
/** An employee acting for the party sees only the contracts the party gave them to hold. */
const HELD = 'c.id IN (SELECT h.contract_id FROM contract_holders h WHERE h.party_id = :me AND h.pinfl = :employee)';

/** Who is looking: a party, or an employee acting for a legal party (`employeePinfl`). */
export interface Viewer {
  partyId: string;
  employeePinfl?: string;
}

/** A party's contracts, narrowed to the held ones for an employee. */
const partyClause = (viewer: Viewer) => (viewer.employeePinfl ? `${PARTY} AND ${HELD}` : PARTY);
const partyParams = (viewer: Viewer) => ({ me: viewer.partyId, employee: viewer.employeePinfl ?? null });
const ON_REGISTER = 'c.removed_at IS NULL';
const { AwaitingApproval, Approved, Rejected, Expired, Withdrawn, Cancelled } = ContractState;

/**
 * Each box of the contracts list is "my contracts" narrowed by my side and the state (docs/api.md).
 * A contract taken off the register leaves the working boxes and shows among the cancelled.
 */
function whereBox(qb: SelectQueryBuilder<ContractSummary>, box: Box | undefined, me: string) {
  const inState = (states: number[]) => ({ me, states });
  switch (box) {
    case 'incoming':
      return qb.where(`c.counterpart_id = :me AND c.state IN (:...states) AND ${ON_REGISTER}`, inState([AwaitingApproval]));
    case 'outgoing':
      return qb.where(`c.initiator_id = :me AND c.state IN (:...states) AND ${ON_REGISTER}`, inState([AwaitingApproval]));
    case 'sent':
      return qb.where('c.initiator_id = :me', { me });
    case 'accepted':
      return qb.where(`${PARTY} AND c.state IN (:...states) AND ${ON_REGISTER}`, inState([Approved]));
    case 'rejected':
      return qb.where(`${PARTY} AND c.state IN (:...states) AND ${ON_REGISTER}`, inState([Rejected]));
    case 'expired':
      return qb.where(`${PARTY} AND c.state IN (:...states) AND ${ON_REGISTER}`, inState([Expired]));
    case 'cancelled':
      return qb.where(`${PARTY} AND (c.state IN (:...states) OR c.removed_at IS NOT NULL)`, inState([Withdrawn, Cancelled]));
    default:
      return qb.where(PARTY, { me });
  }
}

/**
 * Which of the party's kept counts (side, states) make up each box: the projection counts every party's
 * contracts by side and state, a removed one under REMOVED_STATE, so a box's total is a sum of a few rows
 * instead of a count over a big party's thousands of contracts.
 */
const ALL = null;
const BOX_COUNTS: Record<Box | 'all', { incoming: boolean | null; states: number[] | null }> = {
  incoming: { incoming: true, states: [AwaitingApproval] },
  outgoing: { incoming: false, states: [AwaitingApproval] },
  sent: { incoming: false, states: ALL },
  accepted: { incoming: null, states: [Approved] },
  rejected: { incoming: null, states: [Rejected] },
  expired: { incoming: null, states: [Expired] },
  cancelled: { incoming: null, states: [Withdrawn, Cancelled, REMOVED_STATE] },
  all: { incoming: null, states: ALL },
};

/** What belongs to a contract (its history, its turnover) is found only by its parties: to anyone else, 404. */
export async function assertParty(summaries: Repository<ContractSummary>, contractId: string, viewer: Viewer): Promise<void> {
  const isParty = await summaries.createQueryBuilder('c').where(`c.id = :id AND ${partyClause(viewer)}`, { id: contractId, ...partyParams(viewer) }).getExists();
  if (!isParty) throw new NotFoundException();
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The viewer's contracts in one box, narrowed by the list's filters: what a list page and a list's
 * download both read, so the two always hold the same rows.
 */
export function narrowedList(qb: SelectQueryBuilder<ContractSummary>, viewer: Viewer, filter: ListFilter): SelectQueryBuilder<ContractSummary> {
  whereBox(qb, filter.box, viewer.partyId);
  if (viewer.employeePinfl) qb.andWhere(HELD, { employee: viewer.employeePinfl });
  if (filter.q) {
    qb.andWhere(
      '(c.contract_number ILIKE :q OR c.lessor_name ILIKE :q OR c.lessee_name ILIKE :q OR c.lessor_id = :exact OR c.lessee_id = :exact OR c.cadastral_number = :exact)',
      { q: likePattern(filter.q), exact: filter.q },
    );
  }
  if (filter.number) qb.andWhere('c.contract_number ILIKE :number', { number: likePattern(filter.number) });
  if (filter.party) {
    qb.andWhere('(c.lessor_name ILIKE :party OR c.lessee_name ILIKE :party OR c.lessor_id = :partyId OR c.lessee_id = :partyId)', {
      party: likePattern(filter.party),
      partyId: filter.party,
    });
  }
  if (filter.state !== undefined) qb.andWhere('c.state = :state', { state: filter.state });
  if (filter.kind) qb.andWhere('c.kind IN (:...kinds)', { kinds: [filter.kind].flat() });
  if (filter.dateFrom) qb.andWhere('c.contract_date >= :from', { from: filter.dateFrom });
  if (filter.dateTo) qb.andWhere('c.contract_date <= :to', { to: filter.dateTo });
  return qb;
}

/** The list's order: the chosen column, then the id in the same direction, so equal values keep one order. */
export const orderedList = (qb: SelectQueryBuilder<ContractSummary>, [field, direction]: ListSort) =>
  qb.orderBy(SORT_COLUMNS[field], direction).addOrderBy('c.id', direction);

export class ListContractsQuery extends Query<{ rows: ContractView[]; total: number; start: number }> {
  constructor(
    readonly viewer: Viewer,
    readonly params: ContractListQuery,
  ) {
    super();
  }
}

@QueryHandler(ListContractsQuery)
export class ListContractsHandler implements IQueryHandler<ListContractsQuery> {
  constructor(
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @InjectRepository(PartyContractCount) private readonly counts: Repository<PartyContractCount>,
  ) {}

  async execute({ viewer, params }: ListContractsQuery) {
    const { filter, range, sort } = params;
    const { partyId, employeePinfl } = viewer;
    const qb = narrowedList(this.summaries.createQueryBuilder('c'), viewer, filter);
    const [start, end] = range;
    const { box, ...narrowing } = filter;
    // The kept counts are the party's; an employee's held share is counted (a handful of contracts).
    const total = Object.keys(narrowing).length === 0 && !employeePinfl ? this.boxTotal(partyId, box) : this.count(qb);
    orderedList(qb, sort).offset(start).limit(end - start + 1);
    const [rows, n] = await Promise.all([qb.getMany(), total]);
    return { rows: rows.map(toContractView), total: n, start };
  }

  /** A box as it is: the sum of the party's kept counts that make it up. */
  private async boxTotal(partyId: string, box: Box | undefined): Promise<number> {
    const { incoming, states } = BOX_COUNTS[box ?? 'all'];
    const qb = this.counts.createQueryBuilder('n').select('COALESCE(SUM(n.n), 0)', 'total').where('n.party_id = :partyId', { partyId });
    if (incoming !== null) qb.andWhere('n.incoming = :incoming', { incoming });
    if (states !== null) qb.andWhere('n.state IN (:...states)', { states });
    return Number((await qb.getRawOne<{ total: string }>())?.total ?? 0);
  }

  /** A narrowed list's total: a plain count(*) (TypeORM's own counts DISTINCT ids, which costs far more). */
  private async count(qb: SelectQueryBuilder<ContractSummary>): Promise<number> {
    const row = await qb.clone().select('COUNT(*)', 'total').getRawOne<{ total: string }>();
    return Number(row?.total ?? 0);
  }
}

export class GetContractQuery extends Query<ContractDetails> {
  constructor(
    readonly actor: Actor,
    readonly contractId: string,
  ) {
    super();
  }
}

/** A contract is found only by its parties; to anyone else it does not exist (404, not 403). */
@QueryHandler(GetContractQuery)
export class GetContractHandler implements IQueryHandler<GetContractQuery> {
  constructor(@InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>) {}

  async execute({ actor, contractId }: GetContractQuery) {
    const row = await this.summaries
      .createQueryBuilder('c')
      .where(`c.id = :id AND ${partyClause(actor)}`, { id: contractId, ...partyParams(actor) })
      .getOne();
    if (!row) throw new NotFoundException();
    return toContractDetails(row, actor);
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

export class ContractHistoryQuery extends Query<ContractHistoryEntry[]> {
  constructor(
    readonly viewer: Viewer,
    readonly contractId: string,
  ) {
    super();
  }
}

/** The document history of one contract, oldest first, for its parties only. */
@QueryHandler(ContractHistoryQuery)
export class ContractHistoryHandler implements IQueryHandler<ContractHistoryQuery> {
  constructor(
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @InjectRepository(ContractHistoryEntry) private readonly history: Repository<ContractHistoryEntry>,
  ) {}

  async execute({ viewer, contractId }: ContractHistoryQuery) {
    await assertParty(this.summaries, contractId, viewer);
    // A contract's history is its events: tens, not thousands; the cap only guards against a runaway stream.
    return this.history.find({ where: { contractId }, order: { streamVersion: 'ASC' }, take: 1000 });
  }
}
