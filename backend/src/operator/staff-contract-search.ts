import type { EntityManager } from 'typeorm';
import type { ContractRecord, StaffContractFilter } from '@rent/domain';
import { CONTRACT_SEARCH, ContractSummary } from '@rent/projections';
import { toContractView } from '../contracts/contract-view.js';
import { countBound, totalBoundOf } from '../http/content-range.js';

/** Up to this many matches of its text filters, a search reads just those contracts. */
const CANDIDATES_READ = 2000;
/**
 * Up to this many contracts of a district's objects, or steps of an actor, a search reads just those along
 * their own index and sorts them; more, and they are dense enough in the register for its walk to meet
 * them soon (a page's worth, and its count to the next thousand).
 */
const SEMI_JOIN_ROWS = 20_000;
/**
 * A search by a text that more contracts hold than CANDIDATES_READ looks first among the search rows of this
 * many of the newest contracts: a common text (a region's name in one company name of sixteen) has its page
 * there. Else it sorts all the matches; either way it counts them from the search rows.
 */
const NEWEST_PROBED = 20_000;
const PARTY_ID = /^(\d{9}|\d{14})$/;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface StaffSearchPage {
  rows: ContractRecord[];
  start: number;
  total: number;
  /** Set when the search holds more than it was counted to (X-Total-Bound). */
  totalBound: number | null;
}

/**
 * The register searched by the committee's staff, across every party, newest first (issue 19). Where it
 * looks is chosen like the parties' lists (contract-list.ts) but without a party: by the unique
 * registration number; by the search rows' indexes (trigram text, party, cadastral number) when the text
 * filters match few contracts; along both sides' list indexes for a party with many; else along the
 * register's own order of registration (contract_summary_created), which a kind, a state or a period
 * narrow as the walk goes. A district and who acted narrow where it looks as the text filters do, when
 * their own indexes (the cadastre's objects by district, the history's steps by actor) find few
 * contracts; a step by the system, along the index of the contracts it stepped on. Every other filter is a
 * condition on the rows found.
 */
export async function searchContracts(
  em: EntityManager,
  filter: StaffContractFilter,
  [start, end]: readonly [number, number],
): Promise<StaffSearchPage> {
  const { scopes, walk, found, newest, query } = await planOf(em, filter);
  const bound = countBound(end);
  const window = { through: end + 1, take: end - start + 1, start };
  const pageOf = (walks: string[]) =>
    query(
      `SELECT p.id FROM (${walks.join(' UNION ALL ')}) p ORDER BY p.k DESC, p.id DESC LIMIT :take OFFSET :start`,
      window,
    );
  const [page, counted] = await Promise.all([
    (async () => {
      // A full page among the newest contracts is the page: every match outside them is older. A page that
      // ends past them cannot be full there.
      const probed = newest && window.through <= NEWEST_PROBED ? await pageOf([newest('through')]) : [];
      return probed.length === window.take ? probed : pageOf(scopes.map((scope) => walk(scope, 'through')));
    })(),
    query(`SELECT count(*)::int AS n FROM (${scopes.map(found).join(' UNION ALL ')} LIMIT :upTo) x`, {
      upTo: bound + 1,
    }),
  ]);
  const ids = page.map((r) => r.id as string);
  const rows = ids.length ? await em.find(ContractSummary, { where: ids.map((id) => ({ id })) }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const total = counted[0]!.n as number;
  return {
    rows: ids.map((id) => toContractView(byId.get(id)!)),
    start,
    total,
    totalBound: totalBoundOf(total, bound),
  };
}

/**
 * Every contract a search finds, in its order (newest first), as one query for a cursor, and their exact
 * count: what a download of the search holds (exports/staff-search-export-rows.ts), read where the pages read.
 */
export async function searchInFull(
  em: EntityManager,
  filter: StaffContractFilter,
): Promise<{ ids: [string, unknown[]]; count: () => Promise<number> }> {
  const { scopes, walk, found, escaped, query } = await planOf(em, filter);
  const walks = scopes.map((scope) => walk(scope));
  return {
    ids: escaped(`SELECT p.id FROM (${walks.join(' UNION ALL ')}) p ORDER BY p.k DESC, p.id DESC`, {}),
    count: async () =>
      (await query(`SELECT count(*)::int AS n FROM (${scopes.map(found).join(' UNION ALL ')}) x`, {}))[0]!.n as number,
  };
}

/**
 * Where a search walks: summary rows that meet a condition, along an index in the register's order (or
 * sorted, when they are few); or the search rows its text matches, sorted by their contracts' time of
 * registration, each contract's summary row read in that order until the page is full.
 */
type Scope = { where: string } | { matched: string; columns: string };

/** Where a search looks (its scopes) and what every row found must meet, as SQL with its values bound. */
async function planOf(em: EntityManager, filter: StaffContractFilter) {
  const conditions: string[] = [];
  const parameters: Record<string, unknown> = {};
  const narrow = (condition: string, values: Record<string, unknown>) => {
    conditions.push(condition);
    Object.assign(parameters, values);
  };
  if (filter.registrationNumber)
    narrow('c.registration_number = :registrationNumber', { registrationNumber: filter.registrationNumber });
  if (filter.number)
    narrow('(c.registration_number ILIKE :number OR c.contract_number ILIKE :number)', {
      number: likePattern(filter.number),
    });
  const partyId = filter.party && PARTY_ID.test(filter.party) ? filter.party : undefined;
  if (partyId) narrow('(c.initiator_id = :partyId OR c.counterpart_id = :partyId)', { partyId });
  else if (filter.party)
    narrow('(c.lessor_name ILIKE :partyName OR c.lessee_name ILIKE :partyName)', {
      partyName: likePattern(filter.party),
    });
  if (filter.object) narrow('c.cadastral_number = :object', { object: filter.object });
  if (filter.region) narrow('substr(c.registration_number, 6, 2) = :region', { region: filter.region });
  // The district is the cadastre's (registries), not the register's: the objects of the district, by its index.
  if (filter.district)
    narrow(
      'c.cadastral_number IN (SELECT o.cadastral_number FROM cadastral_objects o WHERE o.district_soato = :district)',
      { district: filter.district },
    );
  // The system names nobody, and its steps are marked on the row, with an index of their own in the
  // register's order (system-acted.migration.ts): the walk along it meets only those contracts.
  if (filter.actedAs === 'system') narrow('c.system_acted', {});
  else if (filter.actedAs) {
    const people = await actorsNamed(em, filter);
    // Each contract's steps by that kind of actor (and person), along the history's index of actors.
    narrow(
      `EXISTS (SELECT 1 FROM contract_history h WHERE h.contract_id = c.id AND h.acted_as = :actedAs${
        people ? ' AND h.acted_by = ANY(:people)' : ''
      })`,
      { actedAs: filter.actedAs, people },
    );
  }
  if (filter.kind) narrow('c.kind = :kind', { kind: filter.kind });
  if (filter.state !== undefined) narrow('c.state = :state', { state: filter.state });
  // A day of the register is a day in Tashkent.
  if (filter.createdFrom)
    narrow(`c.created_at >= (:createdFrom::date)::timestamp AT TIME ZONE 'Asia/Tashkent'`, {
      createdFrom: filter.createdFrom,
    });
  if (filter.createdTo)
    narrow(`c.created_at < (:createdTo::date + 1)::timestamp AT TIME ZONE 'Asia/Tashkent'`, {
      createdTo: filter.createdTo,
    });

  const scopes = await scopesOf(em, filter, partyId, parameters);
  const select = (where: string, columns: string) =>
    `SELECT ${columns} FROM contract_summary c WHERE ${[where, ...conditions].join(' AND ')}`;
  // Each match's summary row on its own (OFFSET 0 keeps it a nested loop), in the order of the matches.
  const summaryOf = (columns: string) => `CROSS JOIN LATERAL (${select('c.id = s.contract_id', columns)} OFFSET 0) c`;
  const limited = (limit?: string) => (limit ? ` LIMIT :${limit}` : '');
  /** The search rows of `source` that `matched` picks, newest first, each with its contract's summary row. */
  const matchedWalk = (matched: string, source: string, limit?: string) =>
    `(SELECT c.id, c.created_at AS k FROM (SELECT s.contract_id, s.created_at FROM ${source} s
       WHERE ${matched} ORDER BY s.created_at DESC, s.contract_id DESC OFFSET 0) s ${summaryOf('c.id, c.created_at')}
      ORDER BY s.created_at DESC, s.contract_id DESC${limited(limit)})`;
  /** A scope's contracts (id, and k: the time of registration) newest first, as far as the parameter `limit`. */
  const walk = (scope: Scope, limit?: string) =>
    'where' in scope
      ? `(${select(scope.where, 'c.id, c.created_at AS k')} ORDER BY c.created_at DESC, c.id DESC${limited(limit)})`
      : matchedWalk(scope.matched, CONTRACT_SEARCH, limit);
  /** A scope's contracts, in no order: what is counted. */
  const found = (scope: Scope) =>
    'where' in scope
      ? select(scope.where, '1')
      : `SELECT 1 FROM ${CONTRACT_SEARCH} s ${summaryOf('1')} WHERE ${scope.matched}`;
  // A text many contracts hold: first the search rows of the register's newest contracts, along their index,
  // which holds the searched text (the columns the text filters ask, so it is read from the index alone).
  const text = scopes.find((scope) => 'matched' in scope);
  const newest =
    text &&
    ((limit: string) =>
      matchedWalk(
        text.matched,
        `(SELECT ${text.columns} FROM ${CONTRACT_SEARCH} ORDER BY created_at DESC, contract_id DESC LIMIT ${NEWEST_PROBED})`,
        limit,
      ));
  const escaped = (text: string, values: Record<string, unknown>): [string, unknown[]] =>
    em.connection.driver.escapeQueryWithParameters(text, { ...parameters, ...values });
  const query = (text: string, values: Record<string, unknown>) =>
    em.query(...escaped(text, values)) as Promise<Record<string, unknown>[]>;
  return { scopes, walk, found, newest, escaped, query };
}

/**
 * Where the search walks: the contracts its text filters find in the search rows when they are few
 * (as ids); else those of the district's objects or of the actor's steps when there are few of those (as
 * a semi-join along their own indexes, sorted afterwards); a party's two list indexes when it has many
 * (also where a party is the actor: it acts only on its own contracts); else the search rows its text
 * filters match, in the register's order; else the whole register in its order. The district and the
 * actor stay conditions on the rows too, so a wider scope is still exact.
 */
async function scopesOf(
  em: EntityManager,
  filter: StaffContractFilter,
  partyId: string | undefined,
  parameters: Record<string, unknown>,
): Promise<Scope[]> {
  if (filter.registrationNumber) return [{ where: 'TRUE' }];
  const rows = async (sql: string) => {
    const [text, values] = em.connection.driver.escapeQueryWithParameters(sql, parameters);
    return (await em.query(text, values)) as Record<string, unknown>[];
  };
  const matches: string[] = [];
  const columns = new Set(['contract_id', 'created_at']);
  const match = (condition: string, ...asked: string[]) => {
    matches.push(condition);
    for (const column of asked) columns.add(column);
  };
  if (filter.object) match('s.cadastral_number = :object', 'cadastral_number');
  // A party's many contracts are walked along its own two indexes below, never as matched search rows.
  if (partyId) match('(s.initiator_id = :partyId OR s.counterpart_id = :partyId)');
  else if (filter.party) match('s.search_text ILIKE :partyName', 'search_text');
  if (filter.number) match('s.search_text ILIKE :number', 'search_text');
  if (matches.length) {
    const candidates = (
      await rows(
        `SELECT s.contract_id AS id FROM ${CONTRACT_SEARCH} s WHERE ${matches.join(' AND ')} LIMIT ${CANDIDATES_READ + 1}`,
      )
    ).map((r) => r.id as string);
    if (candidates.length <= CANDIDATES_READ) {
      parameters.candidates = candidates;
      return [{ where: 'c.id = ANY(:candidates)' }];
    }
  }
  // Each found by its own index, counted only as far as SEMI_JOIN_ROWS: past that, the walk finds them soon.
  const few = async (found: string) =>
    ((await rows(`SELECT count(*)::int AS n FROM (${found} LIMIT ${SEMI_JOIN_ROWS}) x`))[0]!.n as number) <
    SEMI_JOIN_ROWS;
  if (filter.district) {
    // Object by object along both indexes: as a join, the planner hashed the district's objects and read
    // every search row (a district of 1,429 objects in 200,000 contracts: 68 ms, then 30 ms and bounded).
    // OFFSET 0 keeps the lateral subquery apart, so it stays a nested loop that the LIMIT above can stop.
    const found = `SELECT x.contract_id FROM cadastral_objects o CROSS JOIN LATERAL
      (SELECT s.contract_id FROM ${CONTRACT_SEARCH} s WHERE s.cadastral_number = o.cadastral_number OFFSET 0) x
      WHERE o.district_soato = :district`;
    if (await few(found)) return [{ where: `c.id IN (${found})` }];
  }
  if (filter.actedAs && filter.actedAs !== 'system' && !(filter.actedAs === 'party' && filter.actedBy)) {
    const found = `SELECT h.contract_id FROM contract_history h
      WHERE h.acted_as = :actedAs${parameters.people ? ' AND h.acted_by = ANY(:people)' : ''}`;
    if (await few(found)) return [{ where: `c.id IN (${found})` }];
  }
  const party = partyId ?? (filter.actedAs === 'party' ? filter.actedBy : undefined);
  if (party) {
    parameters.scopeParty = party;
    return [{ where: 'c.initiator_id = :scopeParty' }, { where: 'c.counterpart_id = :scopeParty' }];
  }
  return [matches.length ? { matched: matches.join(' AND '), columns: [...columns].join(', ') } : { where: 'TRUE' }];
}

/**
 * The people `filter.actedBy` names as the history keeps them, or undefined for any of the kind. An
 * operator's step names the staff account, not its PINFL: the account that signs in by that PINFL.
 */
async function actorsNamed(em: EntityManager, filter: StaffContractFilter): Promise<string[] | undefined> {
  if (!filter.actedBy) return undefined;
  if (filter.actedAs !== 'operator') return [filter.actedBy];
  const accounts = (await em.query('SELECT id::text AS id FROM users WHERE login = $1', [filter.actedBy])) as {
    id: string;
  }[];
  return accounts.map((a) => a.id);
}
