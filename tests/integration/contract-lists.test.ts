import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoIndividuals, demoTaxpayers, EVENT_STORE, type EventStore, type StreamAppend } from '@rent/backend';
import { type Actor, ContractState, type DomainEvent, formatPosition } from '@rent/domain';
import { contractEvents, TERMS } from '@rent/projections/testing/contract-events';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// The contracts lists of a party with many contracts on both sides, as its users page and search them
// (docs/api.md): every box by every sort field, both ways, page after page, holds each of its contracts
// once and in order; a search finds by a part of a number or a name and by an identifier, only among the
// viewer's contracts; an employee sees the contracts it holds; a long narrowed list says "more than".
// The contracts come as events through the store, and the read models take them as they take any.
let t: TestApp;
let company: ApiClient;
let employee: ApiClient;
let person: ApiClient;

const ME = demo('lessor').login;
const EMPLOYEE = demo('yatt').login;
interface Party {
  id: string;
  type: 'LEGAL' | 'INDIVIDUAL';
  name: string;
}
const taxpayer = (tin: string): Party => ({
  id: tin,
  type: 'LEGAL',
  name: demoTaxpayers.find((p) => p.tin === tin)!.name,
});
const SAMARQAND = taxpayer('302345678');
const TEKSTIL = taxpayer('303456789');
const BUXORO = taxpayer('204567891');
const PERSON: Party = {
  id: demo('individual').login,
  type: 'INDIVIDUAL',
  name: demoIndividuals.find((p) => p.pinfl === demo('individual').login)!.fullName,
};
const COMPANY = taxpayer(ME);
const LESSEES = [SAMARQAND, TEKSTIL, BUXORO, PERSON];
const OBJECTS = ['10:09:03:01:02:0017', '10:11:01:04:05:0203', '10:09:03:01:02:0018/1'];

/** A contract as made here: what the lists show of it and sort it by. */
interface Made {
  id: string;
  contractNumber: string;
  contractDate: string;
  beginDate: string;
  endDate: string;
  monthlyPayment: number;
  createdAt: string;
  state: number;
  removed: boolean;
  lessor: Party;
  lessee: Party;
  cadastralNumber: string;
  heldByEmployee: boolean;
}
const made: Made[] = [];

const day = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const at = (minutes: number) => new Date(Date.parse('2026-03-01T09:00:00Z') + minutes * 60_000).toISOString();
const actor = (party: Party): Actor => ({
  kind: 'party',
  userId: `u-${party.id}`,
  partyId: party.id,
  name: party.name,
});

/**
 * One contract's events. Equal numbers, dates, payments and creation instants come again and again, so
 * that the order falls to the id; its fate walks through the states, and some are taken off the register.
 */
function contract(i: number, lessor: Party, lessee: Party, contractNumber: string): StreamAppend {
  const id = randomUUID();
  const c = contractEvents(id);
  const contractDate = day('2026-01-01', (i * 7) % 60);
  const terms = {
    ...TERMS,
    contractNumber,
    contractDate,
    beginDate: day(contractDate, i % 5),
    endDate: day(contractDate, 365 + (i % 3) * 30),
    monthlyPayment: 1_000_000 + (i % 9) * 125_000.25,
  };
  const fate = i % 7;
  const state = [
    ContractState.AwaitingApproval,
    ContractState.Approved,
    ContractState.Rejected,
    ContractState.Withdrawn,
    ContractState.Cancelled,
    ContractState.Expired,
    ContractState.Approved,
  ][fate]!;
  const createdAt = at(Math.floor(i / 2));
  const cadastralNumber = OBJECTS[i % OBJECTS.length]!;
  const events: DomainEvent[] = [
    c.created(terms, {
      lessor,
      lessee,
      initiatorId: lessor.id,
      counterpartId: lessee.id,
      createdAt,
      property: { cadastralNumber, address: 'Toshkent', totalArea: 1000 },
    }),
  ];
  if ([1, 4, 5, 6].includes(fate)) events.push(c.confirmed(at(i + 1)));
  if (fate === 2) events.push(c.rejected(at(i + 1), 'Qimmat'));
  if (fate === 3) events.push(c.withdrawn(at(i + 1)));
  if (fate === 4) events.push(c.cancellationRequested(at(i + 2)), c.cancelled(at(i + 3)));
  if (fate === 5) events.push(c.expired(at(i + 2)));
  if (fate === 6) events.push(c.removed(at(i + 2)));
  const mine = lessor.id === ME || lessee.id === ME;
  const heldByEmployee = mine && i % 5 === 0;
  if (heldByEmployee) events.push(c.holders(at(i + 4), ME, EMPLOYEE));
  made.push({ id, ...terms, createdAt, state, removed: fate === 6, lessor, lessee, cadastralNumber, heldByEmployee });
  return { streamId: `contract-${id}`, expectedVersion: 'any', events };
}

/** Appends the contracts' streams, in batches, and has the clients read after them. */
async function append(streams: StreamAppend[]): Promise<void> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  for (let i = 0; i < streams.length; i += 500) {
    const { lastPosition } = await store.appendToStreams(streams.slice(i, i + 500), {
      actor: actor(COMPANY),
      correlationId: randomUUID(),
      causationId: null,
    });
    for (const client of [company, employee, person]) client.readAfter(formatPosition(lastPosition));
  }
}

beforeAll(async () => {
  // Thousands of contracts reach the read models at once here: a read after them waits as long as they take
  // (on a busy machine, longer than the default wait a user's click is given before "try again").
  t = await startApp({ READ_AFTER_TIMEOUT_MS: '30000' });
  [company, employee, person] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'yatt'),
    ApiClient.signIn(t.baseUrl, 'individual'),
  ]);
  const streams: StreamAppend[] = [];
  // 180 the company registered, 60 registered to it by Samarqand Invest, and 20 between two others with
  // the same numbers as some of the company's.
  for (let i = 0; i < 240; i++) {
    const contractNumber = i % 40 === 0 ? 'PG-SAME' : `PG-${String(i).padStart(4, '0')}`;
    streams.push(
      i < 180
        ? contract(i, COMPANY, LESSEES[i % LESSEES.length]!, contractNumber)
        : contract(i, SAMARQAND, COMPANY, contractNumber),
    );
  }
  for (let i = 100; i < 120; i++) streams.push(contract(i, SAMARQAND, PERSON, `PG-${String(i).padStart(4, '0')}`));
  await append(streams);
});
afterAll(() => t.close());

type Box = 'incoming' | 'outgoing' | 'sent' | 'accepted' | 'rejected' | 'expired' | 'cancelled' | 'all';
const BOXES: Box[] = ['incoming', 'outgoing', 'sent', 'accepted', 'rejected', 'expired', 'cancelled', 'all'];
const SORTS = [
  'createdAt',
  'beginDate',
  'endDate',
  'contractNumber',
  'contractDate',
  'monthlyPayment',
  'state',
  'id',
] as const;
type SortField = (typeof SORTS)[number];

/** docs/api.md: what each box holds of a party's contracts. */
function inBox(box: Box, party: string, c: Made): boolean {
  const mine = c.lessor.id === party || c.lessee.id === party;
  const working = (state: number) => mine && c.state === state && !c.removed;
  switch (box) {
    case 'incoming':
      return c.lessee.id === party && c.state === ContractState.AwaitingApproval && !c.removed;
    case 'outgoing':
      return c.lessor.id === party && c.state === ContractState.AwaitingApproval && !c.removed;
    case 'sent':
      return c.lessor.id === party;
    case 'accepted':
      return working(ContractState.Approved);
    case 'rejected':
      return working(ContractState.Rejected);
    case 'expired':
      return working(ContractState.Expired);
    case 'cancelled':
      return mine && (c.state === ContractState.Withdrawn || c.state === ContractState.Cancelled || c.removed);
    case 'all':
      return mine;
  }
}

const value = (c: Made, field: SortField): string | number =>
  field === 'createdAt' ? Date.parse(c.createdAt) : c[field];
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
/** The list's order: the field, then the id, both in the chosen direction. */
const ordered = (contracts: Made[], field: SortField, direction: 'ASC' | 'DESC') =>
  [...contracts]
    .sort((a, b) => (direction === 'ASC' ? 1 : -1) * (compare(value(a, field), value(b, field)) || compare(a.id, b.id)))
    .map((c) => c.id);

interface Page {
  ids: string[];
  total: number;
  bound: string | null;
}

async function page(
  client: ApiClient,
  filter: Record<string, unknown>,
  sort: [SortField, 'ASC' | 'DESC'],
  range: [number, number],
  headers: Record<string, string> = {},
): Promise<Page> {
  const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify(range))}`;
  const res = await client.request('GET', `/contracts?${query}`, undefined, headers);
  expect(res.status).toBe(200);
  return {
    ids: (res.body as { id: string }[]).map((r) => r.id),
    total: Number(res.headers.get('content-range')!.split('/')[1]),
    bound: res.headers.get('x-total-bound'),
  };
}

/** A list read page after page, as the page's "next" button goes, until a page comes back short. */
async function pagedThrough(
  client: ApiClient,
  filter: Record<string, unknown>,
  sort: [SortField, 'ASC' | 'DESC'],
  size: number,
  headers: Record<string, string> = {},
) {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let start = 0; ; start += size) {
    const p = await page(client, filter, sort, [start, start + size - 1], headers);
    ids.push(...p.ids);
    totals.add(p.total);
    if (p.ids.length < size) return { ids, totals: [...totals] };
  }
}

describe('paging', () => {
  it('every box of a party on both sides, by every sort field both ways: each contract once, in the field’s order, then the id’s', async () => {
    for (const box of BOXES) {
      const expected = made.filter((c) => inBox(box, ME, c));
      expect(expected.length).toBeGreaterThan(box === 'all' ? 200 : 5);
      for (const field of SORTS) {
        for (const direction of ['ASC', 'DESC'] as const) {
          const { ids, totals } = await pagedThrough(company, box === 'all' ? {} : { box }, [field, direction], 25);
          expect({ box, field, direction, ids }).toEqual({
            box,
            field,
            direction,
            ids: ordered(expected, field, direction),
          });
          expect(totals).toEqual([expected.length]);
        }
      }
    }
    // About 1,300 pages are read here.
  }, 180_000);

  it('a deep page asked for alone holds what paging through would bring there', async () => {
    const all = ordered(
      made.filter((c) => inBox('all', ME, c)),
      'monthlyPayment',
      'DESC',
    );
    expect((await page(company, {}, ['monthlyPayment', 'DESC'], [200, 224])).ids).toEqual(all.slice(200, 225));
    expect((await page(company, {}, ['createdAt', 'DESC'], [230, 329])).ids).toEqual(
      ordered(
        made.filter((c) => inBox('all', ME, c)),
        'createdAt',
        'DESC',
      ).slice(230),
    );
  });

  it('an employee acting for the company sees the contracts it holds, and no other, in every box', async () => {
    const forCompany = { 'x-act-for': ME };
    for (const box of BOXES) {
      const held = made.filter((c) => c.heldByEmployee && inBox(box, ME, c));
      for (const [field, direction] of [
        ['createdAt', 'DESC'],
        ['monthlyPayment', 'ASC'],
      ] as const) {
        const { ids, totals } = await pagedThrough(
          employee,
          box === 'all' ? {} : { box },
          [field, direction],
          10,
          forCompany,
        );
        expect({ box, ids }).toEqual({ box, ids: ordered(held, field, direction) });
        expect(totals).toEqual([held.length]);
      }
    }
  });
});

/** The precise meaning of `q` (docs/api.md): a part of the number or of a party's name, or a party's id or the cadastral number. */
const matchesQ = (q: string) => (c: Made) =>
  [c.contractNumber, c.lessor.name, c.lessee.name].some((text) => text.toLowerCase().includes(q.toLowerCase())) ||
  [c.lessor.id, c.lessee.id, c.cadastralNumber].includes(q);

describe('search', () => {
  const searched = async (
    client: ApiClient,
    filter: Record<string, unknown>,
    party: string,
    expected: (c: Made) => boolean,
    box: Box = 'all',
    headers: Record<string, string> = {},
  ) => {
    const { ids, totals } = await pagedThrough(
      client,
      box === 'all' ? filter : { ...filter, box },
      ['createdAt', 'DESC'],
      20,
      headers,
    );
    const want = ordered(
      made.filter((c) => inBox(box, party, c) && expected(c)),
      'createdAt',
      'DESC',
    );
    expect({ filter, ids }).toEqual({ filter, ids: want });
    expect(totals).toEqual([want.length]);
    return ids.length;
  };

  it('finds by a part of a number, only among the viewer’s own contracts', async () => {
    // Others' contracts carry the same numbers PG-0100 to PG-0119.
    expect(await searched(company, { q: 'PG-011' }, ME, matchesQ('PG-011'))).toBe(10);
    expect(await searched(person, { q: 'PG-011' }, PERSON.id, matchesQ('PG-011'))).toBeGreaterThan(10);
    expect(await searched(company, { q: 'g-01' }, ME, matchesQ('g-01'))).toBeGreaterThan(50);
    expect(await searched(company, { number: 'SAME' }, ME, (c) => c.contractNumber.includes('SAME'))).toBe(6);
  });

  it('finds by a part of a name on either side, in any letter case', async () => {
    expect(await searched(company, { q: 'tekstil' }, ME, matchesQ('tekstil'))).toBe(45);
    // Samarqand Invest is the lessee of some and the lessor of others.
    expect(await searched(company, { q: 'SAMARQAND inv' }, ME, matchesQ('SAMARQAND inv'))).toBe(105);
    expect(
      await searched(company, { party: 'Buxoro' }, ME, (c) =>
        [c.lessor.name, c.lessee.name].some((n) => n.includes('Buxoro')),
      ),
    ).toBe(45);
    expect(await searched(company, { q: 'Samarqand' }, ME, matchesQ('Samarqand'), 'incoming')).toBeGreaterThan(0);
  });

  it('finds by a party’s id or the cadastral number, whole', async () => {
    expect(await searched(company, { q: BUXORO.id }, ME, matchesQ(BUXORO.id))).toBe(45);
    expect(await searched(company, { q: BUXORO.id.slice(0, 5) }, ME, matchesQ(BUXORO.id.slice(0, 5)))).toBe(0);
    expect(
      await searched(company, { party: SAMARQAND.id }, ME, (c) => [c.lessor.id, c.lessee.id].includes(SAMARQAND.id)),
    ).toBe(105);
    expect(await searched(company, { q: ME }, ME, () => true)).toBe(240);
    expect(await searched(company, { q: OBJECTS[1] }, ME, matchesQ(OBJECTS[1]!))).toBe(80);
  });

  it('with the other filters and for an employee: the held ones that match', async () => {
    expect(
      await searched(
        company,
        { q: 'samarqand', state: ContractState.Approved, dateFrom: '2026-01-20' },
        ME,
        (c) => matchesQ('samarqand')(c) && c.state === 20 && c.contractDate >= '2026-01-20',
      ),
    ).toBeGreaterThan(0);
    expect(
      await searched(employee, { q: 'PG-0' }, ME, (c) => c.heldByEmployee && matchesQ('PG-0')(c), 'all', {
        'x-act-for': ME,
      }),
    ).toBeGreaterThan(10);
    expect(
      await searched(employee, { q: 'tekstil' }, ME, (c) => c.heldByEmployee && matchesQ('tekstil')(c), 'accepted', {
        'x-act-for': ME,
      }),
    ).toBeGreaterThan(0);
  });
});

describe('a narrowed list of thousands', () => {
  const BIG = 2_100;
  beforeAll(async () => {
    const streams: StreamAppend[] = [];
    for (let n = 1; n <= BIG; n++)
      streams.push(contract(1000 + n, COMPANY, PERSON, `BIG-${String(n).padStart(4, '0')}`));
    await append(streams);
  });
  const big = (part: string) =>
    ordered(
      made.filter((c) => c.contractNumber.includes(part)),
      'createdAt',
      'DESC',
    );

  it('is counted to the next thousand past the page and says it holds more; the page further on counts further', async () => {
    const all = big('BIG-');
    expect(await page(company, { q: 'BIG-' }, ['createdAt', 'DESC'], [0, 24])).toEqual({
      ids: all.slice(0, 25),
      total: 1001,
      bound: '1000',
    });
    expect(await page(company, { q: 'BIG-' }, ['createdAt', 'DESC'], [990, 999])).toEqual({
      ids: all.slice(990, 1000),
      total: 1001,
      bound: '1000',
    });
    expect(await page(company, { q: 'BIG-' }, ['createdAt', 'DESC'], [1000, 1024])).toEqual({
      ids: all.slice(1000, 1025),
      total: 2001,
      bound: '2000',
    });
    expect(await page(company, { q: 'BIG-' }, ['createdAt', 'DESC'], [2075, 2099])).toEqual({
      ids: all.slice(2075),
      total: BIG,
      bound: null,
    });
  });

  it('is counted whole when it ends before the bound, and a box is counted whole always', async () => {
    expect(await page(company, { number: 'BIG-1' }, ['createdAt', 'DESC'], [975, 999])).toEqual({
      ids: big('BIG-1').slice(975),
      total: 1000,
      bound: null,
    });
    expect(await page(company, { q: 'BIG-00' }, ['createdAt', 'DESC'], [0, 99])).toEqual({
      ids: big('BIG-00'),
      total: 99,
      bound: null,
    });
    const sent = made.filter((c) => inBox('sent', ME, c));
    expect(await page(company, { box: 'sent' }, ['createdAt', 'DESC'], [0, 9])).toEqual({
      ids: ordered(sent, 'createdAt', 'DESC').slice(0, 10),
      total: sent.length,
      bound: null,
    });
  });

  it('pages through in the order of any field, each contract once', async () => {
    const { ids } = await pagedThrough(company, { q: 'BIG-' }, ['monthlyPayment', 'ASC'], 100);
    expect(ids).toEqual(
      ordered(
        made.filter((c) => c.contractNumber.startsWith('BIG-')),
        'monthlyPayment',
        'ASC',
      ),
    );
  });
});
