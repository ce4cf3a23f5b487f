// Benchmark of the frontend's first load: Lighthouse's performance category, mobile preset (simulated
// throttling: a mid-range phone, slow 4G), in Debian's Chromium, against the production build served by
// the portal itself over a fresh database with the demo data. The landing page as a visitor, the
// contracts list as a signed-in demo company with a page of incoming contracts; each page three times, the
// median of each figure printed.
// Prints its figures; asserts nothing. Needs `npm run build` first. BENCH_LIGHTHOUSE_RUNS changes the runs
// per page, STATIC_DIR measures another build, LIGHTHOUSE_REPORTS (a folder) keeps each run's JSON report,
// PORTAL_LOG=1 shows the portal's log.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { Redis } from 'ioredis';
import lighthouse from 'lighthouse';
import pg from 'pg';
import puppeteer from 'puppeteer-core';
import { report, signIn } from './support/http.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const database = 'rp_lighthouse';
const queuePrefix = 'bench-lighthouse';
const staticDir = process.env.STATIC_DIR ?? fileURLToPath(new URL('../../frontend/dist', import.meta.url));
const main = fileURLToPath(new URL('../../backend/dist/main.js', import.meta.url));
const LESSOR = { type: 'YUR', login: '301234567', password: 'Demo-Lessor-2026', phone: '998901234501' };
const LESSEE = { type: 'YUR', login: '302345678', password: 'Demo-Legal-2026', phone: '998901234502' };
/** More than the list's page of ten, so it shows a full page and its paging. */
const CONTRACTS = 12;

if (!existsSync(`${staticDir}/index.html`) || !existsSync(main)) {
  console.error('lighthouse: no build to measure; run `npm run build` first');
  process.exit(1);
}

const query = async (text) => {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

// The portal in a process of its own, so Lighthouse's work in this one does not slow its answers.
await query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const portal = spawn(process.execPath, [main], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    STATIC_DIR: staticDir,
    QUEUE_PREFIX: queuePrefix,
  },
  stdio: ['ignore', process.env.PORTAL_LOG ? 'inherit' : 'ignore', 'inherit'],
});
const portalExit = new Promise((resolve) => portal.once('exit', resolve));
for (let i = 0; ; i++) {
  if (portal.exitCode !== null) throw new Error(`the portal exited with ${portal.exitCode}`);
  if (
    await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 600) throw new Error('the portal did not start in a minute');
  await new Promise((r) => setTimeout(r, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--disable-gpu', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
// One tab for every run: Lighthouse empties the HTTP cache before each load, but the tab keeps its
// session storage, where the frontend holds the access token (frontend/src/api/session.ts).
const page = await browser.newPage();

/** Figures of one load, from Lighthouse's report (kept in LIGHTHOUSE_REPORTS, a folder, when it names one). */
async function measure(path, run, retried = false) {
  const { lhr, report: json } = await lighthouse(
    `${origin}${path}`,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    undefined,
    page,
  );
  // Chromium now and then records a trace without the navigation's start (NO_NAVSTART): that load is tried again once.
  if (lhr.runtimeError && !retried) return measure(path, run, true);
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  // A page whose API calls failed measures an error page, not the page.
  const failed = lhr.audits['network-requests'].details.items.filter(
    (r) => new URL(r.url).pathname.startsWith('/api/') && r.statusCode >= 400,
  );
  if (failed.length > 0)
    throw new Error(
      `${path}: the API answered ${failed.map((r) => `${r.statusCode} to ${new URL(r.url).pathname}`).join(', ')}`,
    );
  if (process.env.LIGHTHOUSE_REPORTS)
    writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${path.replace(/\W+/g, '-')}${run}.json`, json);
  const diagnostics = lhr.audits.diagnostics.details.items[0];
  return {
    score: lhr.categories.performance.score * 100,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    requests: diagnostics.numRequests,
    kb: diagnostics.totalByteWeight / 1024,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measurePage(name, path) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(path, i + 1));
  // A signed-in page that fell back to the landing page would measure the wrong page.
  const landed = new URL(runs[0].finalUrl).pathname;
  if (landed !== path) throw new Error(`${path} ended on ${landed}`);
  const m = (key) => median(runs.map((r) => r[key]));
  const label = `lighthouse mobile ${name}`;
  report(
    `${label}: score (median of ${RUNS})`,
    `${m('score').toFixed(0)} (runs: ${runs.map((r) => r.score.toFixed(0)).join(', ')})`,
  );
  report(`${label}: FCP / LCP`, `${(m('fcp') / 1000).toFixed(2)} s / ${(m('lcp') / 1000).toFixed(2)} s`);
  report(`${label}: TBT / CLS`, `${m('tbt').toFixed(0)} ms / ${m('cls').toFixed(3)}`);
  report(`${label}: requests / transferred`, `${m('requests')} / ${m('kb').toFixed(0)} KB`);
}

/** Contracts the demo lessor registers for the lessee: what the lessee's list opens on (its incoming box). */
async function registerContracts() {
  const api = `${origin}/api`;
  const token = await signIn(api, LESSOR.type, LESSOR.login, LESSOR.password, LESSOR.phone);
  const today = new Date().toISOString().slice(0, 10);
  const endDate = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  let position;
  for (let i = 1; i <= CONTRACTS; i++) {
    const res = await fetch(`${api}/contracts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        kind: 'OTHER_RENT',
        contractNumber: `LH-${i}`,
        contractDate: today,
        lesseeId: LESSEE.login,
        cadastralNumber: '10:11:01:04:05:0203',
        area: 1,
        monthlyPayment: 3_000_000,
        beginDate: today,
        endDate,
      }),
    });
    if (res.status !== 201) throw new Error(`registration refused: ${res.status} ${await res.text()}`);
    ({ position } = await res.json());
  }
  // The lists are a read model: wait until it holds the last of them.
  const read = await fetch(`${api}/contracts?range=[0,0]`, {
    headers: { authorization: `Bearer ${token}`, 'x-read-after': position },
  });
  if (!read.ok) throw new Error(`the list did not catch up: ${read.status}`);
}

/** Signs a demo company in as the login page does (password, then the SMS code), so the browser holds the refresh cookie and the tab the access token. */
async function signInBrowser({ type, login, password, phone }) {
  await page.goto(`${origin}/login`);
  await page.evaluate(
    async (account) => {
      const post = (path, body) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const { challengeId } = await (
        await post('/api/auth/login', { type: account.type, login: account.login, password: account.password })
      ).json();
      for (let i = 0; i < 100; i++) {
        const [latest] = await (await fetch(`/api/dev/sms?phone=${account.phone}`)).json();
        const code = latest && /kodi (\d{6})/.exec(latest.text)?.[1];
        if (code) {
          const { token } = await (await post('/api/auth/login/confirm', { challengeId, code })).json();
          // The keys of frontend/src/api/session.ts: the tab's access token, and the hint that a refresh cookie is held.
          sessionStorage.setItem('token', token);
          localStorage.setItem('signedIn', '1');
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('no sign-in code came');
    },
    { type, login, password, phone },
  );
}

try {
  await measurePage('/ (visitor)', '/');
  await registerContracts();
  await signInBrowser(LESSEE);
  await measurePage('/estate-list (signed in)', '/estate-list');
} finally {
  await browser.disconnect();
  chrome.kill();
  portal.kill('SIGTERM');
  await portalExit;
  await query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  // What the portal's queues and counters left on the shared Redis (its namespace starts with the prefix).
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  for await (const keys of redis.scanStream({ match: `${queuePrefix}-*`, count: 500 }))
    if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}
