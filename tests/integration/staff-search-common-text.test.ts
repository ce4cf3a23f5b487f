import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { ContractRecord } from '@rent/domain';
import { copySearchRows } from '@rent/projections';
import { anOperator } from './fixtures/parties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { sql } from './support/test-database.js';

// Issue 19: a staff search by a text more contracts hold than it reads as a list of ids (2,000). It looks
// first among the newest 20,000 contracts, and else puts the matches in the register's order by the search
// rows alone. Either way the page is the newest matches in order and the count is the count.
let t: TestApp;
let staff: ApiClient;
// Oldest first, as put in: 2,300 contracts of a lessor that stopped renting before the others began, then
// 22,000 newer ones; every contract's own number starts with KT-.
const OLD = 2300;
const NEW = 22_000;
let old: string[];
let recent: string[];

beforeAll(async () => {
  t = await startApp();
  staff = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR']));
  const put = (lessor: string, count: number, from: string, state: number) =>
    sql<{ id: string }>(
      t.databaseUrl,
      `INSERT INTO contract_summary (id, kind, contract_number, contract_date, state, lessor_id, lessor_name, lessee_id,
         lessee_name, initiator_id, counterpart_id, cadastral_number, address, area, monthly_payment, begin_date,
         end_date, created_at, version)
       SELECT gen_random_uuid(), 'OTHER_RENT', 'KT-' || $1 || '-' || n, DATE '2019-01-01', $4, '301234567', $1 || ' ' || n,
         '41506199512345', 'Ijarachi', '301234567', '41506199512345', '10:09:03:01:02:0017', 'Toshkent', 1, 100000,
         DATE '2019-02-01', DATE '2020-01-31', $3::timestamptz + n * interval '1 minute', 1
       FROM generate_series(1, $2) AS n RETURNING id`,
      [lessor, count, from, state],
    );
  // Put straight into the read model: thousands of contracts through the API would take minutes.
  old = (await put('Qoraqalpoq Savdo', OLD, '2019-01-01T00:00:00Z', 20)).map((r) => r.id);
  // Every tenth of the newer ones is in force, the rest have expired.
  recent = (await put('Buxoro Tekstil', NEW, '2021-01-01T00:00:00Z', 50)).map((r) => r.id);
  await sql(
    t.databaseUrl,
    `UPDATE contract_summary SET state = 20 WHERE contract_number ~ '^KT-Buxoro Tekstil-\\d*0$'`,
  );
  await sql(t.databaseUrl, copySearchRows(`WHERE c.contract_number LIKE 'KT-%'`));
}, 60_000);
afterAll(() => t.close());

const search = async (filter: Record<string, unknown>, range: [number, number]) => {
  const res = await staff.get(
    `/operator/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${JSON.stringify(range)}`,
  );
  expect(res.status).toBe(200);
  return {
    ids: (res.body as ContractRecord[]).map((c) => c.id),
    range: res.headers.get('content-range'),
    bound: res.headers.get('x-total-bound'),
  };
};
const newestFirst = (ids: string[]) => [...ids].reverse();

it('a name that only older contracts hold: the newest of them, in order, on every page, and their count', async () => {
  const expected = newestFirst(old);
  expect(await search({ party: 'Qoraqalpoq' }, [0, 24])).toEqual({
    ids: expected.slice(0, 25),
    range: 'contracts 0-24/1001',
    bound: '1000',
  });
  expect(await search({ party: 'qoraqalpoq savdo' }, [2275, 2299])).toEqual({
    ids: expected.slice(2275, 2300),
    range: `contracts 2275-2299/${OLD}`,
    bound: null,
  });
});

it('a number part that most of the newest contracts hold: the page among them, and past them in order', async () => {
  const everyone = [...newestFirst(recent), ...newestFirst(old)];
  expect((await search({ number: 'KT-' }, [0, 24])).ids).toEqual(everyone.slice(0, 25));
  // Rows 19,990 to 20,014 run past the newest 20,000 contracts (their window is the register's, not the text's).
  expect((await search({ number: 'KT-' }, [19990, 20014])).ids).toEqual(everyone.slice(19990, 20015));
  expect((await search({ number: 'kt-' }, [24275, 24299])).range).toBe(`contracts 24275-24299/${OLD + NEW}`);
});

it('with a state as well: the matches in that state alone, in order, and their count', async () => {
  const inForce = [...newestFirst(recent).filter((_, i) => (NEW - i) % 10 === 0), ...newestFirst(old)];
  const page = await search({ number: 'KT-', state: 20 }, [550, 574]);
  expect(page.ids).toEqual(inForce.slice(550, 575));
  expect(page.range).toBe('contracts 550-574/1001');
  // 2,000 of them among the newest 20,000: the page runs past them.
  expect(await search({ party: 'Buxoro', state: 20 }, [1950, 2049])).toEqual({
    ids: inForce.slice(1950, 2050),
    range: 'contracts 1950-2049/2200',
    bound: null,
  });
  expect((await search({ party: 'Buxoro', state: 50 }, [0, 0])).ids).toEqual([newestFirst(recent)[1]]);
});
