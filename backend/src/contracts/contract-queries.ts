import { NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import {
  type Actor,
  type Box,
  type ContractRecord,
  ContractState,
  type HistoryEntry,
  type InfoPanel,
  type OpenedContract,
} from '@rent/domain';
import {
  ContractHistoryEntry,
  contractHoldersProjection,
  ContractSummary,
  contractSummaryProjection,
  PartyContractCount,
  REMOVED_STATE,
} from '@rent/projections';
import type { ReadAfter } from '../event-store/read-after.js';
import { countBound, totalBoundOf } from '../http/content-range.js';
import { CHOSEN, chosenOf, ContractList, HELD, type Viewer } from './contract-list.js';
import { toContractDetails, toContractView } from './contract-view.js';
import type { ContractListQuery } from './list-params.js';

export type { Viewer } from './contract-list.js';

const PARTY = '(c.initiator_id = :me OR c.counterpart_id = :me)';

/** A party's contracts, narrowed to the held ones for an employee, to the chosen ones for a representative. */
const partyClause = (viewer: Viewer) =>
  [PARTY, ...(viewer.employeePinfl ? [HELD] : []), ...(chosenOf(viewer) ? [CHOSEN] : [])].join(' AND ');
const partyParams = (viewer: Viewer) => ({
  me: viewer.partyId,
  employee: viewer.employeePinfl ?? null,
  chosen: chosenOf(viewer) ?? null,
});
const { AwaitingApproval, DeclaredByLessee, Approved, Rejected, Expired, Withdrawn, Cancelled } = ContractState;

/**
 * Which of the party's kept counts (side, states) make up each box: the projection counts every party's
 * contracts by side and state, a removed one under REMOVED_STATE, so a box's total is a sum of a few rows
 * instead of a count over a big party's thousands of contracts.
 */
const ALL = null;
const BOX_COUNTS: Record<Box | 'all', { incoming: boolean | null; states: number[] | null }> = {
  // A lessee's declaration left unanswered (11) still waits for its lessor, who may confirm it yet.
  incoming: { incoming: true, states: [AwaitingApproval, DeclaredByLessee] },
  outgoing: { incoming: false, states: [AwaitingApproval, DeclaredByLessee] },
  sent: { incoming: false, states: ALL },
  accepted: { incoming: null, states: [Approved] },
  rejected: { incoming: null, states: [Rejected] },
  expired: { incoming: null, states: [Expired] },
  cancelled: { incoming: null, states: [Withdrawn, Cancelled, REMOVED_STATE] },
  all: { incoming: null, states: ALL },
};

/**
 * What assertParty reads, caught up with the caller's last write (X-Read-After): the summary, and for an
 * employee the holders. A read that waits only for its own read model could be told a contract the caller
 * has just been sent, or just been given to hold, is not its own.
 */
export async function partyCaughtUp(readAfter: ReadAfter, viewer: Viewer, header: string | undefined): Promise<void> {
  await readAfter.wait(contractSummaryProjection.name, header);
  if (viewer.employeePinfl) await readAfter.wait(contractHoldersProjection.name, header);
}

/** What belongs to a contract (its history, its turnover) is found only by its parties: to anyone else, 404. */
export async function assertParty(
  summaries: Repository<ContractSummary>,
  contractId: string,
  viewer: Viewer,
): Promise<void> {
  const isParty = await summaries
    .createQueryBuilder('c')
    .where(`c.id = :id AND ${partyClause(viewer)}`, { id: contractId, ...partyParams(viewer) })
    .getExists();
  if (!isParty) throw new NotFoundException();
}

export interface ListPage {
  rows: ContractRecord[];
  /** The list's total, or with `totalBound`, how far it was counted: it holds more than `totalBound`. */
  total: number;
  totalBound: number | null;
  start: number;
}

export class ListContractsQuery extends Query<ListPage> {
  constructor(
    readonly viewer: Viewer,
    readonly params: ContractListQuery,
    /** `exactTotal`: a narrowed list counted whole, however long. */
    readonly options: { exactTotal?: boolean } = {},
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

  async execute({ viewer, params, options }: ListContractsQuery): Promise<ListPage> {
    const { filter, range, sort } = params;
    const [start, end] = range;
    const list = await ContractList.of(this.summaries.manager, viewer, filter);
    const { box, ...narrowing } = filter;
    // The kept counts are the party's whole boxes; anything narrower (a filter, an employee's held
    // contracts) is counted, as far as the next thousand past the page (content-range.ts).
    const kept = Object.keys(narrowing).length === 0 && !viewer.employeePinfl && !chosenOf(viewer);
    const bound = kept || options.exactTotal ? null : countBound(end);
    const [rows, total] = await Promise.all([
      list.rows(sort, { start, take: end - start + 1 }).getMany(),
      kept ? this.boxTotal(viewer.partyId, box) : list.count(bound === null ? undefined : bound + 1),
    ]);
    return { rows: rows.map(toContractView), total, totalBound: totalBoundOf(total, bound), start };
  }

  /** A box as it is: the sum of the party's kept counts that make it up. */
  private async boxTotal(partyId: string, box: Box | undefined): Promise<number> {
    const { incoming, states } = BOX_COUNTS[box ?? 'all'];
    const qb = this.counts
      .createQueryBuilder('n')
      .select('COALESCE(SUM(n.n), 0)', 'total')
      .where('n.party_id = :partyId', { partyId });
    if (incoming !== null) qb.andWhere('n.incoming = :incoming', { incoming });
    if (states !== null) qb.andWhere('n.state IN (:...states)', { states });
    return Number((await qb.getRawOne<{ total: string }>())?.total ?? 0);
  }
}

export class GetContractQuery extends Query<OpenedContract> {
  constructor(
    readonly actor: Actor,
    /** The contract by its id, or by its registration number (the direct lookup). */
    readonly key: { id: string } | { registrationNumber: string },
  ) {
    super();
  }
}

/** A contract is found only by its parties; to anyone else it does not exist (404, not 403). */
@QueryHandler(GetContractQuery)
export class GetContractHandler implements IQueryHandler<GetContractQuery> {
  constructor(@InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>) {}

  async execute({ actor, key }: GetContractQuery) {
    const found = 'id' in key ? 'c.id = :id' : 'c.registration_number = :registrationNumber';
    const row = await this.summaries
      .createQueryBuilder('c')
      .addSelect('c.registered')
      .where(`${found} AND ${partyClause(actor)}`, { ...key, ...partyParams(actor) })
      .getOne();
    if (!row) throw new NotFoundException();
    return toContractDetails(row, actor);
  }
}

export class InfoPanelQuery extends Query<InfoPanel> {
  constructor(readonly partyId: string) {
    super();
  }
}

/**
 * What the info panel answers (spec §3, §7): the party's contracts on the register by the spec's state
 * codes, and under `inComing` what awaits the party: contracts sent to it for approval (state 10, the
 * tab's badge). A contract taken off the register is in no state of the spec, so it is counted in none
 * (the kept counts hold it under REMOVED_STATE for the cancelled box's total only). Reads the party's
 * few count rows that the projection keeps (at most two sides × the states).
 */
@QueryHandler(InfoPanelQuery)
export class InfoPanelHandler implements IQueryHandler<InfoPanelQuery> {
  constructor(@InjectRepository(PartyContractCount) private readonly counts: Repository<PartyContractCount>) {}

  async execute({ partyId }: InfoPanelQuery): Promise<InfoPanel> {
    const rows = await this.counts.find({ where: { partyId, n: MoreThan(0) }, order: { state: 'ASC' } });
    const counts: Record<string, number> = {};
    const inComing: InfoPanel['inComing'] = [];
    for (const r of rows) {
      if (r.state === REMOVED_STATE) continue;
      counts[r.state] = (counts[r.state] ?? 0) + r.n;
      if (r.incoming && r.state === AwaitingApproval) inComing.push({ state: r.state, rentCount: r.n });
    }
    return { counts, inComing };
  }
}

export class ContractHistoryQuery extends Query<HistoryEntry[]> {
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

  async execute({ viewer, contractId }: ContractHistoryQuery): Promise<HistoryEntry[]> {
    await assertParty(this.summaries, contractId, viewer);
    // A contract's history is its events: tens, not thousands; the cap only guards against a runaway stream.
    const rows = await this.history.find({ where: { contractId }, order: { streamVersion: 'ASC' }, take: 1000 });
    // Who acted as the staff search it (an employee's PINFL, an operator's account) is the staff's to read only;
    // the parties read that a representative acted for the party (issue 21), named as the step's actor.
    return rows.map(({ occurredAt, actedAs, actedBy: _person, ...entry }) => ({
      ...entry,
      occurredAt: occurredAt.toISOString(),
      ...(actedAs === 'representative' ? { byRepresentative: true } : {}),
    }));
  }
}
