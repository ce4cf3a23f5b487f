import { randomBytes } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import {
  CONTRACT_JOBS,
  createApp,
  dataSourceOptions,
  generateRegister,
  LARGE_PARTY,
  loadConfig,
  QUEUE_NAMESPACE,
  type RegisterReport,
} from '@rent/backend';
import { type ContractEvent, ContractState, foldContract, foldPropertyArea, type PropertyEvent } from '@rent/domain';
import { deleteKeysUnder } from './support/redis-keys.js';
import { ApiClient } from './support/test-app.js';
import { freshDatabase } from './support/test-database.js';

// `npm run generate` writes a register through the event store and builds the read models from it: what
// a user of the large party sees must be what the events say, no property may be let beyond its area, and
// a second run adds nothing.
const CONTRACTS = 300;
let drop: () => Promise<void>;
let url: string;
let db: DataSource;
let first: RegisterReport;
let app: NestExpressApplication;
let base: string;
let large: ApiClient;

beforeAll(async () => {
  const fresh = await freshDatabase();
  ({ url, drop } = fresh);
  db = await new DataSource(dataSourceOptions(url)).initialize();
  // As of now: the jobs the portal restores at its start find nothing due that the register has not done.
  first = await generateRegister(db, url, { contracts: CONTRACTS, seed: 7, asOf: new Date() }, async () => undefined);
  app = await createApp(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      SEED_DEMO: '1',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    }),
  );
  await app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}/api`;
  large = await ApiClient.signIn(base, 'lessor');
}, 120_000);

afterAll(async () => {
  const namespace = app.get<string>(QUEUE_NAMESPACE);
  await app.get<Queue>(getQueueToken(CONTRACT_JOBS)).obliterate({ force: true });
  await app.close();
  await deleteKeysUnder(namespace, process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  await db.destroy();
  await drop();
});

/** Every contract as its own events make it. */
async function contractsFromEvents() {
  const rows: { stream_id: string; type: string; data: unknown }[] = await db.query(
    `SELECT stream_id, type, data FROM events WHERE stream_id LIKE 'contract-%' ORDER BY stream_id, stream_version`,
  );
  const streams = new Map<string, ContractEvent[]>();
  for (const r of rows)
    streams.set(r.stream_id, [...(streams.get(r.stream_id) ?? []), { type: r.type, data: r.data } as ContractEvent]);
  return [...streams.values()].map(foldContract).filter((c) => c.status === 'Existing');
}

const BOXES = ['incoming', 'outgoing', 'sent', 'accepted', 'rejected', 'expired', 'cancelled', 'all'] as const;

/** The boxes of the contracts list (docs/api.md), counted from the events for one party. */
function expectedBoxes(
  contracts: Awaited<ReturnType<typeof contractsFromEvents>>,
  me: string,
): Record<(typeof BOXES)[number], number> {
  const mine = contracts.filter((c) => c.initiatorId === me || c.counterpartId === me);
  const on = mine.filter((c) => !c.removed);
  const { AwaitingApproval, Approved, Rejected, Expired, Withdrawn, Cancelled } = ContractState;
  return {
    incoming: on.filter((c) => c.counterpartId === me && c.state === AwaitingApproval).length,
    outgoing: on.filter((c) => c.initiatorId === me && c.state === AwaitingApproval).length,
    sent: mine.filter((c) => c.initiatorId === me).length,
    accepted: on.filter((c) => c.state === Approved).length,
    rejected: on.filter((c) => c.state === Rejected).length,
    expired: on.filter((c) => c.state === Expired).length,
    cancelled: mine.filter((c) => c.removed || c.state === Withdrawn || c.state === Cancelled).length,
    all: mine.length,
  };
}

async function boxTotals(): Promise<Record<(typeof BOXES)[number], number>> {
  const totals = {} as Record<(typeof BOXES)[number], number>;
  for (const box of BOXES) {
    const filter = encodeURIComponent(JSON.stringify(box === 'all' ? {} : { box }));
    const res = await large.get(`/contracts?filter=${filter}&range=[0,24]`);
    expect(res.status).toBe(200);
    totals[box] = Number(res.headers.get('content-range')?.split('/')[1]);
  }
  return totals;
}

describe('a generated register', () => {
  it('has the contracts asked for, of every service kind, in every state, with the large party on about one in twenty', async () => {
    const contracts = await contractsFromEvents();
    expect(contracts).toHaveLength(CONTRACTS);
    expect(new Set(contracts.map((c) => c.state))).toEqual(new Set(Object.values(ContractState)));
    expect(new Set(contracts.map((c) => c.kind)).size).toBeGreaterThanOrEqual(8);
    const large = contracts.filter((c) => c.lessorId === LARGE_PARTY.tin || c.lesseeId === LARGE_PARTY.tin);
    expect(large.length).toBeGreaterThan(CONTRACTS * 0.02);
    expect(large.some((c) => c.lessorId === LARGE_PARTY.tin) && large.some((c) => c.lesseeId === LARGE_PARTY.tin)).toBe(
      true,
    );
  });

  it('the large party signs in and each box of its list holds what the events say', async () => {
    expect(await boxTotals()).toEqual(expectedBoxes(await contractsFromEvents(), LARGE_PARTY.tin));
    const panel = await large.get('/contract/info-panel');
    expect(panel.status).toBe(200);
  });

  it('no property is let beyond its area, by its stream or by the occupancy the form shows', async () => {
    const rows: { stream_id: string; type: string; data: unknown }[] = await db.query(
      `SELECT stream_id, type, data FROM events WHERE stream_id LIKE 'property-%' ORDER BY stream_id, stream_version`,
    );
    const streams = new Map<string, PropertyEvent[]>();
    for (const r of rows)
      streams.set(r.stream_id, [...(streams.get(r.stream_id) ?? []), { type: r.type, data: r.data } as PropertyEvent]);
    const totals = new Map<string, number>(
      (
        (await db.query('SELECT cadastral_number, total_area FROM cadastral_objects')) as {
          cadastral_number: string;
          total_area: string;
        }[]
      ).map((o) => [o.cadastral_number, Number(o.total_area)]),
    );
    expect(streams.size).toBeGreaterThan(50);
    for (const [streamId, events] of streams) {
      const key = streamId.slice('property-'.length);
      // A vehicle is one unit of "area": at most one contract in force holds it.
      const total = Math.round((totals.get(key) ?? 1) * 100);
      expect(foldPropertyArea(events).held).toBeLessThanOrEqual(total);
    }
    const over = await db.query(
      `SELECT r.cadastral_number FROM property_reservations r LEFT JOIN cadastral_objects o USING (cadastral_number)
        GROUP BY r.cadastral_number HAVING sum(r.area) > coalesce(max(o.total_area), 1)`,
    );
    expect(over).toEqual([]);
    const mine = await large.get('/catalog-general/my-properties');
    expect(mine.status).toBe(200);
    expect((mine.body as { vacantArea: number; totalArea: number }[]).some((p) => p.vacantArea < p.totalArea)).toBe(
      true,
    );
  });

  it('a generated contract opens for its parties, with its history, and for no one else', async () => {
    const contracts = await contractsFromEvents();
    const asLessor = contracts.find((c) => c.lessorId === LARGE_PARTY.tin && c.state === ContractState.Approved)!;
    const asLessee = contracts.find((c) => c.lesseeId === LARGE_PARTY.tin)!;
    const stranger = contracts.find((c) => c.lessorId !== LARGE_PARTY.tin && c.lesseeId !== LARGE_PARTY.tin)!;
    for (const c of [asLessor, asLessee]) {
      const res = await large.get(`/contracts/${c.contractId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: c.contractId, contractNumber: c.terms.contractNumber, state: c.state });
      const history = await large.get(`/contracts/${c.contractId}/history`);
      expect(history.status).toBe(200);
      expect((history.body as unknown[]).length).toBe(c.version);
    }
    expect((await large.get(`/contracts/${stranger.contractId}`)).status).toBe(404);
  });

  it('a second run finds the register there and adds nothing', async () => {
    // The generator writes contract and property streams only; the portal running beside it may append its
    // own (from the 25th, the month-end invoice reminders), which are not the generator's to count.
    const before = {
      events: await registerEvents(),
      taxpayers: await count('taxpayers'),
      objects: await count('cadastral_objects'),
      boxes: await boxTotals(),
    };
    const again = await generateRegister(db, url, { contracts: CONTRACTS, seed: 7 }, async () => undefined);
    expect(again.resumed).toBe(true);
    expect(again.asOf).toEqual(first.asOf);
    expect({
      events: await registerEvents(),
      taxpayers: await count('taxpayers'),
      objects: await count('cadastral_objects'),
      boxes: await boxTotals(),
    }).toEqual(before);
    await expect(
      generateRegister(db, url, { contracts: CONTRACTS + 1, seed: 7 }, async () => undefined),
    ).rejects.toThrow(/holds a register of 300 contracts/);
  });

  it('builds the read models from a log the planner has statistics of, however fast it was written', async () => {
    // A log written in bulk outruns autovacuum: with no statistics, the planner took a million contracts'
    // stream reads for a few rows and scanned the whole log for each batch. Here the statistics are taken
    // away as if never gathered, and a run that goes on to the read models must gather them again.
    await db.query(`DELETE FROM pg_statistic WHERE starelid = 'events'::regclass`);
    await db.query(`UPDATE pg_class SET reltuples = -1 WHERE oid = 'events'::regclass`);
    await generateRegister(db, url, { contracts: CONTRACTS, seed: 7 }, async () => undefined);
    const [{ columns }] = await db.query(
      `SELECT count(*)::int AS columns FROM pg_stats WHERE schemaname = 'public' AND tablename = 'events'`,
    );
    expect(columns).toBeGreaterThan(0);
  });
});

const count = async (table: string) => Number((await db.query(`SELECT count(*) AS n FROM ${table}`))[0].n);
const registerEvents = async () =>
  Number(
    (
      await db.query(
        `SELECT count(*) AS n FROM events WHERE stream_id LIKE 'contract-%' OR stream_id LIKE 'property-%'`,
      )
    )[0].n,
  );
