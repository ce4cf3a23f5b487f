// Benchmark of the metrics' cost (issue 20): requests per second on a read route, a signed-in party's
// contracts list, with nobody scraping /api/metrics and with a scraper reading it every BENCH_SCRAPE_MS
// (1,000 ms by default, Prometheus' tightest usual interval is 10-15 s, so this is far more often). The API
// runs as `npm start` runs it, alone in its process; the load and the scraper run here. Rounds without and
// with scraping alternate (twice each, BENCH_METRICS_SECONDS each) so that the machine's drift falls on
// both alike. Prints its figures; asserts nothing.
import { availableParallelism } from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import { quantile, report, signIn } from './support/http.mjs';
import { startApi } from './support/processes.mjs';

const SECONDS = Number(process.env.BENCH_METRICS_SECONDS ?? 10);
const SCRAPE_MS = Number(process.env.BENCH_SCRAPE_MS ?? 1000);
const CLIENTS = Number(process.env.BENCH_METRICS_CLIENTS ?? 16);
const CONTRACTS = 30;
const QUEUE_PREFIX = 'bench-metrics';
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = 'postgres://postgres@127.0.0.1:5432/rp_bench_metrics';

const adminQuery = async (text) => {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};
await adminQuery('DROP DATABASE IF EXISTS rp_bench_metrics WITH (FORCE)');

console.log(
  `metrics overhead benchmark on ${availableParallelism()} cores: ${CLIENTS} clients, rounds of ${SECONDS} s, a scrape every ${SCRAPE_MS} ms`,
);
const api = await startApi(url, { QUEUE_PREFIX });
try {
  const token = await signIn(api.base, 'YUR', '301234567', 'Demo-Lessor-2026', '998901234501');
  const headers = { authorization: `Bearer ${token}` };
  // A list with a page of rows: the demo lessor's registrations of its office to the demo individual.
  for (let i = 0; i < CONTRACTS; i++) {
    const res = await fetch(`${api.base}/contracts`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'OTHER_RENT',
        contractNumber: `BENCH-METRICS-${i}`,
        contractDate: '2026-11-20',
        lesseeId: '31012850123453',
        cadastralNumber: '10:09:03:01:02:0017',
        area: 1,
        monthlyPayment: 3_000_000,
        beginDate: '2026-12-01',
        endDate: '2027-11-30',
      }),
    });
    if (res.status !== 201) throw new Error(`registration refused: ${res.status} ${await res.text()}`);
  }
  const list = `${api.base}/contracts?range=${encodeURIComponent('[0,9]')}`;

  /** CLIENTS clients reading the list back to back for SECONDS; with `scrape`, a scraper beside them. */
  async function round(scrape) {
    const times = [];
    const scrapes = [];
    let failed = 0;
    const until = performance.now() + SECONDS * 1000;
    const client = async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await fetch(list, { headers });
        await res.arrayBuffer();
        if (res.status === 200) times.push(performance.now() - started);
        else failed++;
      }
    };
    const scraper = async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await fetch(`${api.base}/metrics`);
        const text = await res.text();
        if (res.status !== 200) throw new Error(`scrape answered ${res.status}`);
        scrapes.push({ ms: performance.now() - started, bytes: text.length });
        await new Promise((r) => setTimeout(r, Math.max(0, SCRAPE_MS - (performance.now() - started))));
      }
    };
    await Promise.all([...Array.from({ length: CLIENTS }, client), ...(scrape ? [scraper()] : [])]);
    return { times, scrapes, failed, rate: times.length / SECONDS };
  }

  await round(false); // warms the code paths, the pool and the list's pages
  const rounds = { without: [], with: [] };
  for (let i = 0; i < 2; i++) {
    rounds.without.push(await round(false));
    rounds.with.push(await round(true));
  }
  const summary = (rs) => {
    const times = rs.flatMap((r) => r.times);
    return {
      rate: rs.reduce((sum, r) => sum + r.rate, 0) / rs.length,
      p50: quantile(times, 0.5),
      p99: quantile(times, 0.99),
      failed: rs.reduce((sum, r) => sum + r.failed, 0),
      rates: rs.map((r) => Math.round(r.rate)),
    };
  };
  const without = summary(rounds.without);
  const withScrapes = summary(rounds.with);
  const scrapes = rounds.with.flatMap((r) => r.scrapes);
  const line = (s) =>
    `${Math.round(s.rate).toLocaleString('en')}/s (rounds ${s.rates.join(', ')}), p50 ${s.p50} ms, p99 ${s.p99} ms` +
    (s.failed ? `, ${s.failed} not 200` : '');
  report('contracts list, no scraping', line(without), { without });
  report(`contracts list, /api/metrics scraped every ${SCRAPE_MS} ms`, line(withScrapes), { with: withScrapes });
  const change = ((withScrapes.rate - without.rate) / without.rate) * 100;
  report(
    'metrics overhead: requests/s with scraping − without',
    `${Math.round(withScrapes.rate - without.rate).toLocaleString('en')}/s (${change >= 0 ? '+' : ''}${change.toFixed(1)} %)`,
    { change },
  );
  report(
    'a scrape under that load: time p50 / p99, size',
    `${quantile(
      scrapes.map((s) => s.ms),
      0.5,
    )} / ${quantile(
      scrapes.map((s) => s.ms),
      0.99,
    )} ms, ${(scrapes.at(-1).bytes / 1024).toFixed(0)} KB (${scrapes.length} scrapes)`,
  );
} finally {
  await api.stop();
  await adminQuery('DROP DATABASE IF EXISTS rp_bench_metrics WITH (FORCE)');
  // The queues' keys and counters of this run, under its prefix (and the installation's id).
  const redis = new Redis('redis://127.0.0.1:6379');
  for (let cursor = '0'; ;) {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${QUEUE_PREFIX}*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    if ((cursor = next) === '0') break;
  }
  redis.disconnect();
}
