import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from '@jest/globals';
import pg from 'pg';
import { CHECKPOINTS_CHANNEL } from '@rent/backend';
import { comparePositions, formatPosition, type GlobalPosition, parsePosition } from '@rent/domain';
import { projections } from '@rent/projections';
import { contractCreated, testMetadata } from './support/event-log.js';
import { PortalCluster } from './support/portal-cluster.js';
import { sql } from './support/test-database.js';

// Issue 20: two worker processes on one database share the projection work instead of taking turns. On
// a backlog, each projection is advanced by one of them while both live (they used to hand every
// projection back and forth between batches); once one is killed with SIGKILL, the other takes its
// projections on and brings every projection to the head; no event is projected twice. An api process
// runs beside them all along: it never projects, so it must not be given a share.
const cluster = new PortalCluster();
const { databaseUrl } = cluster;
/** Contracts in the backlog: 24 batches of 500 events for every projection. */
const CONTRACTS = 12_000;
let listener: pg.Client | undefined;

afterAll(async () => {
  await listener?.end();
  await cluster.close();
});

/** A portal process of the role, once it answers its health; its connections are named `appName` (PGAPPNAME). */
const start = (role: 'api' | 'worker', appName: string, extra: Record<string, string> = {}) =>
  cluster.start(role, { PGAPPNAME: appName, ...extra });

/** Projections behind the log or stalled, as an operator would look them up. */
const behind = () =>
  sql<{ projection: string; stalled: boolean }>(
    databaseUrl,
    `SELECT projection, stalled_at IS NOT NULL AS stalled FROM projection_checkpoints c
      WHERE c.stalled_at IS NOT NULL
         OR EXISTS (SELECT 1 FROM events e WHERE (e.transaction_id, e.position) > (c.transaction_id, c.position))
      ORDER BY projection`,
  );

async function untilAtHead(): Promise<void> {
  for (let waited = 0; ; waited += 100) {
    const late = await behind();
    if (late.some((r) => r.stalled))
      throw new Error(`stalled: ${late.filter((r) => r.stalled).map((r) => r.projection)}`);
    if (late.length === 0) return;
    if (waited > 60_000) throw new Error(`not at the head after a minute: ${late.map((r) => r.projection)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Move {
  /** The backend that sent the notification: the connection of the worker whose batch committed. */
  pid: number;
  projection: string;
  at: GlobalPosition;
  afterKill: boolean;
}

it('2 workers on a backlog: each projection advanced by one of them, the survivor of a SIGKILL takes all to the head, nothing projected twice', async () => {
  // The api process makes and migrates the database and seeds the demo data; the workers project it.
  await start('api', 'api', { SEED_DEMO: '1' });
  const workers = { 'worker-1': await start('worker', 'worker-1'), 'worker-2': await start('worker', 'worker-2') };
  await untilAtHead();
  // Each worker counts the live ones again every second: by now each has counted the other.
  await new Promise((r) => setTimeout(r, 2000));

  // Every committed batch announces its projection's new checkpoint from the worker's own connection.
  const moves: Move[] = [];
  const senders = new Map<number, string>();
  const nameSenders = async () => {
    const rows = await sql<{ pid: number; application_name: string }>(
      databaseUrl,
      `SELECT pid, application_name FROM pg_stat_activity WHERE datname = current_database()`,
    );
    for (const r of rows) if (!senders.has(r.pid)) senders.set(r.pid, r.application_name);
  };
  let killed = false;
  listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('notification', ({ processId, payload }) => {
    const [projection, at] = (payload ?? '').split(' ');
    moves.push({ pid: processId, projection: projection!, at: parsePosition(at!)!, afterKill: killed });
    if (!senders.has(processId)) void nameSenders();
  });
  await listener.query(`LISTEN ${CHECKPOINTS_CHANNEL}`);

  // The backlog, written while both workers wait: one registration per contract, in one transaction.
  const contracts = Array.from({ length: CONTRACTS }, () => randomUUID());
  await sql(
    databaseUrl,
    `WITH written AS (
       INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
       SELECT 'contract-' || c, 1, gen_random_uuid(), 'ContractCreated', d, $3::jsonb FROM unnest($1::text[], $2::jsonb[]) AS r(c, d)
       RETURNING stream_id)
     INSERT INTO event_streams (stream_id, version) SELECT stream_id, 1 FROM written`,
    [contracts, contracts.map((c, i) => JSON.stringify(contractCreated(c, `SH-${i}`))), JSON.stringify(testMetadata)],
  );
  const [end] = await sql<{ tx: string; pos: string }>(
    databaseUrl,
    'SELECT transaction_id::text AS tx, position::text AS pos FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1',
  );
  const backlogEnd = { transactionId: BigInt(end!.tx), position: BigInt(end!.pos) };

  // Both at work on it, a few batches each: worker-1 is killed, whatever it holds.
  const whose = (m: Move) => senders.get(m.pid) ?? `backend ${m.pid}`;
  for (let waited = 0; ; waited += 50) {
    await nameSenders();
    const batches = (worker: string) => moves.filter((m) => whose(m) === worker).length;
    if (batches('worker-1') >= 3 && batches('worker-2') >= 3) break;
    if (waited > 60_000) throw new Error(`both workers did not move checkpoints: ${moves.map(whose).join(', ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await nameSenders();
  workers['worker-1'].child.kill('SIGKILL');
  killed = true;
  await untilAtHead();
  await nameSenders();

  const byProjection = new Map<string, Move[]>();
  for (const m of moves) byProjection.set(m.projection, [...(byProjection.get(m.projection) ?? []), m]);
  const sequence = (list: Move[]) => list.map((m) => `${whose(m)}@${formatPosition(m.at)}`).join(' ');

  // While both lived, each projection went from one worker to the other at most once (as the two counted
  // each other at the start); taking turns, every projection changed hands again and again.
  const handOvers = [...byProjection].map(([projection, list]) => {
    const before = list.filter((m) => !m.afterKill).map(whose);
    return { projection, handOvers: before.filter((w, i) => i > 0 && w !== before[i - 1]).length };
  });
  expect(handOvers.filter((h) => h.handOvers > 1)).toEqual([]);
  const heldBy = (worker: string) =>
    [...byProjection].filter(([, list]) => whose(list.filter((m) => !m.afterKill).at(-1)!) === worker).map(([p]) => p);
  // Both advanced read models: taking turns, whichever held the read models' shared batch held all seven,
  // and the other had the jobs reactor at most.
  const readModels = projections.map((p) => p.name);
  expect(heldBy('worker-1').filter((p) => readModels.includes(p))).not.toEqual([]);
  expect(heldBy('worker-2').filter((p) => readModels.includes(p))).not.toEqual([]);

  // The survivor took on each projection the killed worker had left behind the backlog's end.
  const leftBehind = heldBy('worker-1').filter((projection) => {
    const last = byProjection
      .get(projection)!
      .filter((m) => !m.afterKill)
      .at(-1)!;
    return comparePositions(last.at, backlogEnd) < 0;
  });
  expect(leftBehind).not.toEqual([]);
  for (const projection of leftBehind)
    expect({
      projection,
      tookOver: byProjection.get(projection)!.some((m) => m.afterKill && whose(m) === 'worker-2'),
    }).toEqual({ projection, tookOver: true });

  // Each projection's checkpoints only went forward, batch after batch, whichever worker moved them.
  for (const [projection, list] of byProjection) {
    const back = list.filter((m, i) => i > 0 && comparePositions(m.at, list[i - 1]!.at) <= 0);
    expect({ projection, back: back.length, sequence: back.length > 0 ? sequence(list) : '' }).toEqual({
      projection,
      back: 0,
      sequence: '',
    });
  }

  // And every read model equals its rebuild from the log: no event was applied twice or left out.
  const [{ n }] = (await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM contract_summary')) as [
    { n: number },
  ];
  const [{ created }] = (await sql<{ created: number }>(
    databaseUrl,
    `SELECT count(*)::int AS created FROM events WHERE type = 'ContractCreated'`,
  )) as [{ created: number }];
  expect(n).toBe(created);
  await cluster.expectReadModelsEqualRebuilds();
}, 240_000);
