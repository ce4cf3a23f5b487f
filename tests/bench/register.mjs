// Benchmark of the portal over the generated register (tests/bench/support/register.mjs: BENCH_CONTRACTS,
// default 1,000,000, made by `npm run generate` and reused), the API in a process of its own as
// `npm start` runs it, so that its memory is its own. Prints its figures; asserts nothing.
//  1. the API's first start on the register: the jobs of every contract in force restored into an empty
//     Redis namespace, and those already due run; its memory idle afterwards;
//  2. create + confirm through the full HTTP API (a demo company registers other rent, a demo person
//     confirms it) with 10 and then 50 clients, each followed by Emmett doing the same decide in-process
//     (tests/bench/emmett/workloads.mjs, its own process and database, same server); the API's memory under it,
//     and the API's floor at the same clients: a signed-in read that does nearly nothing;
//  3. the lists of the large party (the demo lessor, ~52,000 contracts at a million) through the API, one
//     client: each box, the payment sort, page 400, search by number and by counterpart name, the info
//     panel and one contract; then ten clients over all of them, the API's memory under it; then the
//     committee operator's search of the whole register (issue 19), each kind of search, one client;
//  4. with the API stopped, `npm run rebuild -- contract-summary` over the whole log, in its own process.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { CONTRACT_JOBS, SMS_QUEUE } from '@rent/backend';
import { fixedTime } from './support/workload.mjs';
import { report, signIn } from './support/http.mjs';
import { startApi, whileSampling, workload } from './support/processes.mjs';
import { ensureRegister } from './support/register.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LIST_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 50);
const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const EMMETT = 'postgres://postgres@127.0.0.1:5432/rp_bench_emmett';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = 'bench-register';
/** Who registers and who confirms in the command figures, and the large party whose lists are measured. */
const LESSOR = { type: 'YUR', login: '302345678', password: 'Demo-Legal-2026', phone: '998901234502' };
const LESSEE = { type: 'JIS', login: '31012850123453', password: 'Demo-Person-2026', phone: '998901234503' };
const LARGE = { type: 'YUR', login: '301234567', password: 'Demo-Lessor-2026', phone: '998901234501' };
/** The committee's demo operator, whose search of the whole register is measured (issue 19). */
const OPERATOR = { type: 'JIS', login: '31507720120664', password: 'Demo-Operator-2026', phone: '998901234506' };
/** Buildings of the lessor's for the command figures: each client registers on its own, so no two wait on one property. */
const OBJECTS = 100;

const query = async (url, text, values = []) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
};
const ms = (v) => `${v.toFixed(1)} ms`;

const { url } = await ensureRegister();
const redis = new Redis(REDIS_URL);
const redisMb = async () => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))[1]) / 2 ** 20;

// 1. The first start: Redis has no marker under this database's namespace, so the portal restores the jobs.
const redisBefore = await redisMb();
let started = performance.now();
const api = await startApi(url, { QUEUE_PREFIX: PREFIX });
const [installation] = await query(url, 'SELECT id FROM installation');
const namespace = `${PREFIX}-${installation.id.replaceAll('-', '').slice(0, 12)}`;
while ((await redis.get(`${namespace}:restored`)) !== 'done') await new Promise((r) => setTimeout(r, 250));
const restoreSeconds = (performance.now() - started) / 1000;
const jobs =
  (await redis.zcard(`${namespace}:${CONTRACT_JOBS}:delayed`)) +
  (await redis.llen(`${namespace}:${CONTRACT_JOBS}:wait`));
const [inForce] = await query(
  url,
  'SELECT count(*)::int AS n FROM contract_summary WHERE state = 20 AND removed_at IS NULL',
);
report(
  `API first start on the register: jobs of ${inForce.n.toLocaleString('en')} contracts in force restored`,
  `${restoreSeconds.toFixed(1)} s (start included), ${jobs.toLocaleString('en')} jobs, ~${Math.round((await redisMb()) - redisBefore)} MB of Redis`,
  { figure: 'restore', seconds: restoreSeconds, jobs },
);
// What fell due while the register had no Redis (expiries, reminders: the restore's sweep finds them)
// runs now, once; the figures below are of the portal in its steady state, after it.
started = performance.now();
const due = async () => {
  let n = 0;
  for (const queue of [CONTRACT_JOBS, SMS_QUEUE])
    n += (await redis.llen(`${namespace}:${queue}:wait`)) + (await redis.llen(`${namespace}:${queue}:active`));
  return n;
};
const dueAtFirst = await due();
while ((await due()) > 0 && performance.now() - started < 15 * 60_000) await new Promise((r) => setTimeout(r, 1000));
report(
  'the jobs that fell due while Redis was empty, run after the restore',
  `${dueAtFirst.toLocaleString('en')} waiting at first, ${(await due()).toLocaleString('en')} left after ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await new Promise((r) => setTimeout(r, 5000));
const idle = (await whileSampling(api.pid, () => new Promise((r) => setTimeout(r, 3000)))).rss;
report('API memory (RSS), idle after the restore', `${idle.max} MB`, { figure: 'rss-idle', mb: idle.max });

try {
  // 2. Commands, ours through HTTP and Emmett's in-process, one after the other at each concurrency.
  await query(ADMIN, 'DROP DATABASE IF EXISTS rp_bench_emmett WITH (FORCE)');
  await query(ADMIN, 'CREATE DATABASE rp_bench_emmett');
  await query(
    url,
    `INSERT INTO cadastral_objects (cadastral_number, owner_id, address, total_area, property_type, region_soato, district_soato, settlement_zone, property_use, land_tax_rate)
     SELECT '14:99:00:00:' || lpad(g::text, 2, '0') || ':0001', $1, 'Samarqand sh., Registon koʻchasi, ' || g, 1000000, 'NON_RESIDENTIAL', '1718', NULL, 'REGIONAL_CENTRE', 'NON_RESIDENTIAL', NULL
       FROM generate_series(0, $2 - 1) AS g ON CONFLICT (cadastral_number) DO NOTHING`,
    [LESSOR.login, OBJECTS],
  );
  const [lessor, lessee] = await Promise.all(
    [LESSOR, LESSEE].map((a) => signIn(api.base, a.type, a.login, a.password, a.phone)),
  );
  const today = new Date().toISOString().slice(0, 10);
  const endDate = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  const run = randomUUID().slice(0, 8);
  const post = async (token, path, body) => {
    const res = await fetch(`${api.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (res.status !== 201 && res.status !== 200) throw new Error(`${path}: ${res.status} ${answer.code ?? ''}`);
    return answer;
  };
  for (const clients of [10, 50]) {
    const refused = new Map();
    const { result: ours, rss } = await whileSampling(api.pid, () =>
      fixedTime({ workers: clients, seconds: SECONDS, processes: { api: api.pid } }, async (timed, worker, i) => {
        let id;
        const body = {
          kind: 'OTHER_RENT',
          contractNumber: `BR-${run}-${clients}-${worker}-${i}`,
          contractDate: today,
          lesseeId: LESSEE.login,
          cadastralNumber: `14:99:00:00:${String((worker + i * clients) % OBJECTS).padStart(2, '0')}:0001`,
          area: 1,
          monthlyPayment: 3_000_000,
          beginDate: today,
          endDate,
        };
        try {
          await timed(async () => ({ id } = await post(lessor, '/contracts', body)));
          await timed(() => post(lessee, `/contracts/${id}/confirm`, {}));
        } catch (error) {
          // A refusal is counted and shown, not timed: every command here should succeed.
          refused.set(error.message, (refused.get(error.message) ?? 0) + 1);
        }
      }),
    );
    if (refused.size > 0) ours.refused = Object.fromEntries(refused);
    // The floor under any command through this API on this machine: a signed-in read that does nearly
    // nothing (the bell's unread count: the token, the session and one indexed count), same clients.
    const floor = await fixedTime(
      { workers: clients, seconds: Math.min(SECONDS, 10), processes: { api: api.pid } },
      (timed) =>
        timed(async () => {
          const res = await fetch(`${api.base}/notifications/unread-count`, {
            headers: { authorization: `Bearer ${lessor}` },
          });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`unread-count: ${res.status}`);
        }),
    );
    const emmett = await workload('emmett/workloads.mjs', ['commands', clients, SECONDS], {
      EMMETT_DATABASE_URL: EMMETT,
    });
    report(
      `create + confirm, ${clients} clients: ours through the HTTP API | Emmett in-process`,
      `${ours.rate}/s, p50 ${ms(ours.p50)}, p99 ${ms(ours.p99)} | ${emmett.rate}/s, p50 ${ms(emmett.p50)}, p99 ${ms(emmett.p99)}; API RSS up to ${rss.max} MB; ` +
        `the API's floor (a signed-in unread count) ${floor.rate}/s, p99 ${ms(floor.p99)}` +
        (ours.refused ? `; refused: ${JSON.stringify(ours.refused)}` : ''),
      { figure: `commands-${clients}`, ours, emmett, floor, rssMb: rss.max },
    );
    // Where the machine's two cores go: a rate is capped by the CPU each command costs on the machine.
    const cpu = ({ machine, load, api: inApi }) =>
      `${machine} ms (${inApi === undefined ? `Emmett's process ${load}` : `API ${inApi}, load ${load}`}, PostgreSQL and the rest ${(machine - load - (inApi ?? 0)).toFixed(2)})`;
    report(
      `CPU of the machine per command, ${clients} clients: ours | Emmett; the floor's per request`,
      `${cpu(ours.cpuPerOperation)} | ${cpu(emmett.cpuPerOperation)}; ${cpu(floor.cpuPerOperation)}`,
      {
        figure: `commands-cpu-${clients}`,
        ours: ours.cpuPerOperation,
        emmett: emmett.cpuPerOperation,
        floor: floor.cpuPerOperation,
      },
    );
  }

  // 3. Lists of the large party, one client, then ten at once.
  const large = await signIn(api.base, LARGE.type, LARGE.login, LARGE.password, LARGE.phone);
  const get = async (path) => {
    const res = await fetch(`${api.base}${path}`, { headers: { authorization: `Bearer ${large}` } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return { body: await res.json(), total: Number(res.headers.get('content-range')?.split('/')[1]) };
  };
  const list = (filter, sort = ['createdAt', 'DESC'], range = [0, 24]) =>
    `/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}&sort=${encodeURIComponent(JSON.stringify(sort))}`;
  const sample = (await get(list({ box: 'outgoing' }))).body[0] ?? (await get(list({}))).body[0];
  // What a user types: a part of one of its numbers, and a counterpart's surname or company word.
  const numberPart = sample.contractNumber.slice(-5);
  const namePart = sample.lesseeName.replace(/[«»"]/g, '').split(/\s+/)[0];
  const paths = {
    'list-outgoing': list({ box: 'outgoing' }),
    'list-incoming': list({ box: 'incoming' }),
    'list-accepted': list({ box: 'accepted' }),
    'list-sent': list({ box: 'sent' }),
    'list-all': list({}),
    'list-payment': list({}, ['monthlyPayment', 'DESC']),
    'list-page400': list({}, ['createdAt', 'DESC'], [9975, 9999]),
    'search-number': list({ q: numberPart }),
    'search-name': list({ q: namePart }),
    'info-panel': '/contract/info-panel',
    'one-contract': `/contracts/${sample.id}`,
  };
  const labels = {
    'list-outgoing': 'outgoing, newest',
    'list-incoming': 'incoming, newest',
    'list-accepted': 'accepted',
    'list-sent': 'sent',
    'list-all': 'all',
    'list-payment': 'all by payment',
    'list-page400': 'all, page 400 (rows 9,976-10,000)',
    'search-number': `search "${numberPart}" (number)`,
    'search-name': `search "${namePart}" (counterpart)`,
    'info-panel': 'info panel',
    'one-contract': 'one contract',
  };
  const { total: contracts } = await get(list({}));
  for (const [figure, path] of Object.entries(paths)) {
    const times = [];
    let rows = 0;
    for (let i = 0; i < LIST_RUNS + 5; i++) {
      const t0 = performance.now();
      const { body, total } = await get(path);
      if (i >= 5) times.push(performance.now() - t0);
      rows = Number.isFinite(total) ? total : Array.isArray(body) ? body.length : 1;
    }
    times.sort((a, b) => a - b);
    const q = (p) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1));
    report(
      `large party (${contracts.toLocaleString('en')} contracts): ${labels[figure]}`,
      `p50 ${ms(q(0.5))}, p95 ${ms(q(0.95))} (${rows.toLocaleString('en')} rows)`,
      {
        figure,
        p50: q(0.5),
        p95: q(0.95),
      },
    );
  }
  const urls = Object.values(paths);
  const { result: load, rss } = await whileSampling(api.pid, () =>
    fixedTime({ workers: 10, seconds: Math.min(SECONDS, 15) }, (timed, worker, i) =>
      timed(() => get(urls[(worker + i) % urls.length])),
    ),
  );
  report(
    'lists, 10 clients over all of the above',
    `${load.rate} requests/s, p50 ${ms(load.p50)}, p99 ${ms(load.p99)}; API RSS up to ${rss.max} MB`,
    { figure: 'rss-lists', mb: rss.max, load },
  );
  // 4. The staff's search of the whole register (issue 19), one client: each kind of search an operator makes.
  const staff = await signIn(api.base, OPERATOR.type, OPERATOR.login, OPERATOR.password, OPERATOR.phone);
  const staffSearch = (filter, range = [0, 24]) =>
    `/operator/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;
  const day = sample.createdAt.slice(0, 10);
  const searches = {
    'staff-registration-number': [
      staffSearch({ registrationNumber: sample.registrationNumber }),
      'by registration number',
    ],
    'staff-number': [staffSearch({ number: numberPart }), `by a number part "${numberPart}"`],
    'staff-party': [staffSearch({ party: LARGE.login }), "by the large party's TIN"],
    'staff-party-name': [staffSearch({ party: namePart }), `by a name part "${namePart}"`],
    'staff-object': [staffSearch({ object: sample.cadastralNumber }), 'by cadastral number'],
    'staff-kind-state': [staffSearch({ kind: 'WAREHOUSE', state: 20 }), 'warehouses in force'],
    'staff-day': [staffSearch({ createdFrom: day, createdTo: day }), `registered on ${day}`],
    'staff-all': [staffSearch({}), 'everything, newest'],
    'staff-page400': [staffSearch({ state: 20 }, [9975, 9999]), 'in force, page 400'],
    'staff-acted-operator': [staffSearch({ actedAs: 'operator' }), "with a step by the committee's staff"],
    'staff-acted-system': [staffSearch({ actedAs: 'system' }), 'with a step by the system'],
    'staff-acted-party': [
      staffSearch({ actedAs: 'party', actedBy: LARGE.login }),
      "with a step by the large party's own users",
    ],
    // The generated register's objects name no district: the cost of looking and finding none.
    'staff-district': [staffSearch({ region: '26', district: '1726262' }), 'by a district (none in the register)'],
  };
  for (const [figure, [path, label]] of Object.entries(searches)) {
    const times = [];
    let rows = 0;
    for (let i = 0; i < LIST_RUNS + 5; i++) {
      const t0 = performance.now();
      const res = await fetch(`${api.base}${path}`, { headers: { authorization: `Bearer ${staff}` } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      await res.json();
      if (i >= 5) times.push(performance.now() - t0);
      rows = Number(res.headers.get('content-range')?.split('/')[1]);
    }
    times.sort((a, b) => a - b);
    const q = (p) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1));
    report(
      `staff search of the register: ${label}`,
      `p50 ${ms(q(0.5))}, p95 ${ms(q(0.95))} (${rows.toLocaleString('en')} rows)`,
      {
        figure,
        p50: q(0.5),
        p95: q(0.95),
      },
    );
  }
} finally {
  await api.stop();
  // The jobs go with this run: the next one measures the restore again, and Redis is shared.
  for await (const keys of redis.scanStream({ match: `${namespace}:*`, count: 1000 }))
    if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}

// 4. The contract summary rebuilt from the whole log, as `npm run rebuild` does, in its own process; its
// progress lines say how the rate goes as the rebuild's one transaction grows.
started = performance.now();
const progress = [];
const rebuild = spawn(
  process.execPath,
  [fileURLToPath(new URL('../../backend/dist/cli/rebuild.js', import.meta.url)), 'contract-summary'],
  {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let output = '';
rebuild.stdout.on('data', (chunk) => {
  output += chunk;
  const last = [...String(chunk).matchAll(/([\d,]+) events replayed/g)].at(-1);
  if (last) progress.push({ at: performance.now(), events: Number(last[1].replaceAll(',', '')) });
});
const code = await new Promise((resolve) => rebuild.once('exit', resolve));
if (code !== 0) throw new Error(`rebuild failed (exit ${code})`);
const seconds = (performance.now() - started) / 1000;
const events = Number(/rebuilt from ([\d,]+) events/.exec(output)[1].replaceAll(',', ''));
// The issue's first figures counted every event of the log, which a replay in global order reads; stream
// after stream reads the summary's own events only. Both rates are given, over the same time.
const [log] = await query(url, 'SELECT count(*)::int AS n FROM events');
const firstMillion = progress.find((p) => p.events >= Math.min(1_000_000, events / 2));
const early = firstMillion
  ? ` (the first ${firstMillion.events.toLocaleString('en')} at ${Math.round(firstMillion.events / ((firstMillion.at - started) / 1000)).toLocaleString('en')}/s)`
  : '';
report(
  `npm run rebuild -- contract-summary over the register (${events.toLocaleString('en')} events)`,
  `${Math.round(events / seconds).toLocaleString('en')} events/s${early}, ${seconds.toFixed(1)} s with the process's start; ` +
    `${Math.round(log.n / seconds).toLocaleString('en')} of the log's ${log.n.toLocaleString('en')} events/s`,
  { figure: 'rebuild-summary', rate: Math.round(events / seconds), logRate: Math.round(log.n / seconds) },
);
