import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { type Box, ContractState, type ListFilter, type ListSort, type SortField } from '@rent/domain';
import { CONTRACT_SEARCH, ContractSummary, HELD_IDS } from '@rent/projections';

/**
 * Who is looking: a party, an employee acting for a legal party (`employeePinfl`), or a representative the
 * party authorised for chosen contracts only (`representative.contracts`; null: all of the party's).
 */
export interface Viewer {
  partyId: string;
  employeePinfl?: string;
  representative?: { contracts: string[] | null };
}

type Side = 'initiator_id' | 'counterpart_id';
const BOTH: Side[] = ['initiator_id', 'counterpart_id'];
const { AwaitingApproval, DeclaredByLessee, Approved, Rejected, Expired, Withdrawn, Cancelled } = ContractState;
const onRegister = (state: number) => `c.state = ${state} AND c.removed_at IS NULL`;
/** Waiting for the counterpart: sent, or a lessee's declaration left unanswered, which its lessor may still confirm. */
const awaiting = `c.state IN (${AwaitingApproval}, ${DeclaredByLessee}) AND c.removed_at IS NULL`;

/**
 * Each box of the contracts list is "my contracts" narrowed by my side and the state (docs/api.md): the
 * sides it looks at and what it asks of a contract there. A contract taken off the register leaves the
 * working boxes and shows among the cancelled.
 */
const BOXES: Record<Box | 'all', { sides: Side[]; rows?: string }> = {
  incoming: { sides: ['counterpart_id'], rows: awaiting },
  outgoing: { sides: ['initiator_id'], rows: awaiting },
  sent: { sides: ['initiator_id'] },
  accepted: { sides: BOTH, rows: onRegister(Approved) },
  rejected: { sides: BOTH, rows: onRegister(Rejected) },
  expired: { sides: BOTH, rows: onRegister(Expired) },
  cancelled: { sides: BOTH, rows: `(c.state IN (${Withdrawn}, ${Cancelled}) OR c.removed_at IS NOT NULL)` },
  all: { sides: BOTH },
};

const SORT_KEYS: Record<SortField, string> = {
  id: 'c.id',
  createdAt: 'c.created_at',
  beginDate: 'c.begin_date',
  endDate: 'c.end_date',
  contractNumber: 'c.contract_number',
  contractDate: 'c.contract_date',
  monthlyPayment: 'c.monthly_payment',
  state: 'c.state',
};

/**
 * The text filters (docs/api.md): what each asks of a contract's summary row, and, of the search row
 * (contract-search.ts) of every contract it keeps, what one of which then holds: the text part is in the
 * searched text, or the identifier is a party (the initiator is the lessor, the counterpart the lessee)
 * or the cadastral number. A list's search rows are looked up by the first of these filters it has.
 */
const TEXT_FILTERS = {
  // A number is the contract's own or the portal's registration number.
  number: {
    rows: '(c.registration_number ILIKE :number OR c.contract_number ILIKE :number)',
    search: ['s.search_text ILIKE :number'],
  },
  q: {
    rows: '(c.registration_number ILIKE :q OR c.contract_number ILIKE :q OR c.lessor_name ILIKE :q OR c.lessee_name ILIKE :q OR c.lessor_id = :qExact OR c.lessee_id = :qExact OR c.cadastral_number = :qExact)',
    search: [
      's.search_text ILIKE :q',
      's.initiator_id = :qExact',
      's.counterpart_id = :qExact',
      's.cadastral_number = :qExact',
    ],
  },
  party: {
    rows: '(c.lessor_name ILIKE :party OR c.lessee_name ILIKE :party OR c.lessor_id = :partyExact OR c.lessee_id = :partyExact)',
    search: ['s.search_text ILIKE :party', 's.initiator_id = :partyExact', 's.counterpart_id = :partyExact'],
  },
} as const;
type TextFilter = keyof typeof TEXT_FILTERS;
const TEXT_ORDER: TextFilter[] = ['number', 'q', 'party'];

/**
 * Up to this many matches of its text filter, a list reads just those contracts (for the page and for
 * the count); with more, matches are common enough that walking the party's list in its order meets a
 * page of them soon, and the count's thousand too.
 */
const CANDIDATES_READ = 2000;

/** An employee's contracts: those its party gave it to hold (parameters `me` and `employee`). */
export const HELD = `c.id IN (${HELD_IDS})`;
/** The contracts a representative's authorisation chose (parameter `chosen`). */
export const CHOSEN = 'c.id = ANY(:chosen)';
/** A representative sees only the contracts it was given, if it was given some rather than all. */
export const chosenOf = (viewer: Viewer): string[] | undefined => viewer.representative?.contracts ?? undefined;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows of a list's page: `take` of them from `start` on, in the list's order. */
export interface ListWindow {
  start: number;
  take: number;
}

/**
 * The viewer's contracts in one box, narrowed by the list's filters: what a list page, its total and a
 * list's download all read, so they always hold the same rows.
 *
 * Most lists walk the box's sides, each from its own index (contract-lists.migration.ts), and merge
 * them: a contract is on the list of its initiator and of its counterpart, two different parties, so the
 * two never hold the same contract. A page is found from the indexes alone (ids and the sort key) and
 * only its own rows are read whole. A text filter's list whose matches are few reads just those instead.
 */
export class ContractList {
  private constructor(
    private readonly em: EntityManager,
    /** Where the list's contracts are: each side walked, or the candidates. */
    private readonly scopes: string[],
    /** What the list asks of each contract there, with `:me` for the viewer. */
    private readonly conditions: string[],
    private readonly parameters: Record<string, unknown>,
  ) {}

  static async of(em: EntityManager, viewer: Viewer, filter: ListFilter): Promise<ContractList> {
    const { sides, rows } = BOXES[filter.box ?? 'all'];
    const conditions = rows ? [rows] : [];
    const parameters: Record<string, unknown> = { me: viewer.partyId };
    const narrow = (condition: string, values: Record<string, unknown>) => {
      conditions.push(condition);
      Object.assign(parameters, values);
    };
    const chosen = chosenOf(viewer);
    if (chosen) narrow(CHOSEN, { chosen });
    if (filter.state !== undefined) narrow('c.state = :state', { state: filter.state });
    if (filter.kind) narrow('c.kind = ANY(:kinds)', { kinds: [filter.kind].flat() });
    if (filter.dateFrom) narrow('c.contract_date >= :from', { from: filter.dateFrom });
    if (filter.dateTo) narrow('c.contract_date <= :to', { to: filter.dateTo });
    const texts = TEXT_ORDER.filter((name) => filter[name]);
    for (const name of texts)
      narrow(TEXT_FILTERS[name].rows, { [name]: likePattern(filter[name]!), [`${name}Exact`]: filter[name] });
    if (viewer.employeePinfl) parameters.employee = viewer.employeePinfl;
    if (texts.length > 0) {
      const candidates = await candidatesOf(em, sides, texts[0]!, !!viewer.employeePinfl, parameters);
      if (candidates.length <= CANDIDATES_READ)
        return new ContractList(em, ['c.id = ANY(:candidates)'], conditions, { ...parameters, candidates });
    }
    // An employee acting for the party sees only the contracts the party gave them to hold.
    if (viewer.employeePinfl) conditions.push(HELD);
    return new ContractList(
      em,
      sides.map((side) => `c.${side} = :me`),
      conditions,
      parameters,
    );
  }

  private select(scope: string, columns: string): string {
    return `SELECT ${columns} FROM contract_summary c WHERE ${[scope, ...this.conditions].join(' AND ')}`;
  }

  /**
   * The list's contracts in its order: the chosen column, then the id in the same direction, so equal
   * values keep one order. With a window, its page only; each scope then gives at most the rows up to the
   * page's end, and newest first a side's walk stops there.
   */
  rows([field, direction]: ListSort, window?: ListWindow): SelectQueryBuilder<ContractSummary> {
    const key = SORT_KEYS[field];
    const order = (k: string, id: string) => `ORDER BY ${k} ${direction}, ${id} ${direction}`;
    const scopes = this.scopes.map(
      (scope) => `(${this.select(scope, `c.id, ${key} AS k`)} ${order(key, 'c.id')}${window ? ' LIMIT :through' : ''})`,
    );
    const page = `SELECT p.id, p.k FROM (${scopes.join(' UNION ALL ')}) p ${order('p.k', 'p.id')}${window ? ' LIMIT :take OFFSET :start' : ''}`;
    return this.em
      .createQueryBuilder(ContractSummary, 'c')
      .innerJoin(`(${page})`, 'page', 'page.id = c.id')
      .setParameters({ ...this.parameters, ...(window && { ...window, through: window.start + window.take }) })
      .orderBy('page.k', direction)
      .addOrderBy('page.id', direction);
  }

  /** How many contracts the list holds, counted up to `upTo` when given. */
  async count(upTo?: number): Promise<number> {
    const scopes = this.scopes.map((scope) => this.select(scope, '1')).join(' UNION ALL ');
    const [sql, values] = this.em.connection.driver.escapeQueryWithParameters(
      `SELECT count(*)::int AS n FROM (${scopes}${upTo === undefined ? '' : ' LIMIT :upTo'}) x`,
      { ...this.parameters, upTo },
    );
    const [{ n }] = (await this.em.query(sql, values)) as [{ n: number }];
    return n;
  }
}

/**
 * The contracts a text-filtered list can hold, from the search rows, up to one more than are read: on
 * the box's sides of the viewer (the search rows know them, so the list need not ask again), meeting the
 * first text filter, held by the employee if an employee looks. Each side and each way of matching is
 * one condition, so that one scan of the search index takes both the party and the text, and a common
 * name part is looked for among the party's contracts, not among all of them.
 */
async function candidatesOf(
  em: EntityManager,
  sides: Side[],
  text: TextFilter,
  held: boolean,
  parameters: Record<string, unknown>,
): Promise<string[]> {
  const either = sides.flatMap((side) => TEXT_FILTERS[text].search.map((match) => `(s.${side} = :me AND ${match})`));
  const qb = em
    .createQueryBuilder()
    .select('s.contract_id', 'id')
    .from(CONTRACT_SEARCH, 's')
    .where(`(${either.join(' OR ')})`);
  if (held) qb.andWhere(`s.contract_id IN (${HELD_IDS})`);
  const rows: { id: string }[] = await qb
    .setParameters(parameters)
    .limit(CANDIDATES_READ + 1)
    .getRawMany();
  return rows.map((r) => r.id);
}
