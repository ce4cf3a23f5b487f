// Benchmark: the register at a million contracts. Prints its figures; asserts nothing (tests never time).
//  1. event store: contract streams appended by concurrent writers (appends/s);
//  2. projector: the same events projected into the contract summary (events/s);
//  3. the lists, the info panel and one contract through the real HTTP API over 1,000,000 summary rows,
//     for a party with 20,000 contracts and for a typical one (p50/p95 latency).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import {
  createApp, createLogger, dataSourceOptions, ensureDatabase, loadConfig, PostgresEventStore, ProjectorRunner,
} from '@rent/backend';
import { projections } from '@rent/projections';
import { report, signIn } from './support/http.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 4000);
const WRITERS = 8;
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = 'postgres://postgres@127.0.0.1:5432/rp_bench';

const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query('DROP DATABASE IF EXISTS rp_bench WITH (FORCE)');
await adminClient.end();
await ensureDatabase(url);
const db = await new DataSource(dataSourceOptions(url)).initialize();
const pool = new pg.Pool({ connectionString: url, max: WRITERS + 2 });
pool.on('error', () => undefined);
const store = new PostgresEventStore(pool);
const log = createLogger('silent');

// 1. appends
const metadata = { actor: { kind: 'party', userId: 'bench', partyId: '301234567', name: 'Bench' }, correlationId: randomUUID(), causationId: null };
const created = (id, i) => ({
  type: 'ContractCreated',
  data: {
    contractId: id, kind: 'OTHER_RENT', contractNumber: `B-${i}`, contractDate: '2026-01-01',
    lessor: { id: '302345678', type: 'LEGAL', name: 'Bench lessor' },
    lessee: { id: String(400000000 + (i % 5000)), type: 'LEGAL', name: `Lessee ${i % 5000}` },
    initiatorId: '302345678', counterpartId: String(400000000 + (i % 5000)),
    property: { cadastralNumber: '10:01:01:01:01:0001', address: 'Toshkent', totalArea: 1000 },
    area: 10, monthlyPayment: 1_000_000, beginDate: '2026-02-01', endDate: '2027-01-31', purpose: null,
    createdAt: new Date().toISOString(),
  },
});
let next = 0;
let started = performance.now();
await Promise.all(
  Array.from({ length: WRITERS }, async () => {
    while (next < STREAMS) {
      const i = next++;
      const id = randomUUID();
      await store.appendToStream(`contract-${id}`, 0, [created(id, i)], metadata);
      await store.appendToStream(`contract-${id}`, 1, [{ type: 'ContractConfirmed', data: { contractId: id, confirmedAt: new Date().toISOString(), byPartyId: 'x' } }], metadata);
    }
  }),
);
let seconds = (performance.now() - started) / 1000;
report(`event store: ${STREAMS * 2} appends, ${WRITERS} writers`, `${Math.round((STREAMS * 2) / seconds)} appends/s`);

// 2. projection: each read model on its own, so a slow one shows by name
for (const projection of projections) {
  const runner = new ProjectorRunner(db, store, [projection], log, { batchSize: 500, pollMs: 60_000 });
  started = performance.now();
  await runner.catchUp();
  seconds = (performance.now() - started) / 1000;
  report(`projector: ${STREAMS * 2} events into ${projection.name}`, `${Math.round((STREAMS * 2) / seconds)} events/s`);
}

// 3. a million rows. The demo lessor (301234567) holds 20,000 of them; 50,000 other parties share the rest.
started = performance.now();
await db.query(
  `INSERT INTO contract_summary (id, kind, contract_number, contract_date, state, lessor_id, lessor_name, lessee_id,
     lessee_name, initiator_id, counterpart_id, cadastral_number, address, area, monthly_payment, begin_date, end_date,
     created_at, version)
   SELECT gen_random_uuid(), 'OTHER_RENT', 'N-' || g, date '2025-01-01' + (g % 600),
          (ARRAY[10, 20, 20, 20, 15, 50])[1 + g % 6],
          CASE WHEN g % 50 = 0 THEN '301234567' ELSE (300000000 + g % 50000)::text END, 'Lessor ' || g % 50000,
          (500000000 + g % 50000)::text, 'Lessee ' || g % 50000,
          CASE WHEN g % 50 = 0 THEN '301234567' ELSE (300000000 + g % 50000)::text END,
          (500000000 + g % 50000)::text,
          '10:01:01:01:01:0001', 'Toshkent', 10 + g % 90, 500000 + g % 10000000,
          date '2025-02-01' + (g % 600), date '2026-02-01' + (g % 600), now() - (g || ' seconds')::interval, 1
     FROM generate_series(1, $1) AS g`,
  [ROWS],
);
await db.query('ANALYZE contract_summary');
report(`bulk load: ${ROWS.toLocaleString('en')} summary rows`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
await pool.end();
await db.destroy();

const app = await createApp(
  // Queues and sign-in counters of its own: the bench must not share them with a running portal.
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, SEED_DEMO: '1', LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', QUEUE_PREFIX: 'bench' }),
);
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${app.getHttpServer().address().port}/api`;
const token = await signIn(base, 'YUR', '301234567', 'Demo-Lessor-2026', '998901234501');
const auth = { authorization: `Bearer ${token}` };

async function latency(name, path, runs = 40) {
  const times = [];
  for (let i = 0; i < runs + 5; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: auth });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    if (i >= 5) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  report(name, `p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`);
}

const list = (filter, sort = '["createdAt","DESC"]') =>
  `/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,24]&sort=${encodeURIComponent(sort)}`;
await latency('list outgoing, 20,000-contract party, page 1', list({ box: 'outgoing' }));
await latency('list accepted, 20,000-contract party, page 1', list({ box: 'accepted' }));
await latency('list all, 20,000-contract party, by payment', list({}, '["monthlyPayment","DESC"]'));
await latency('search "N-12", 20,000-contract party', list({ q: 'N-12' }));
await latency('info panel, 20,000-contract party', '/contract/info-panel');
const [one] = await (await fetch(`${base}${list({ box: 'accepted' })}`, { headers: auth })).json();
await latency('one contract', `/contracts/${one.id}`);
await app.close();
