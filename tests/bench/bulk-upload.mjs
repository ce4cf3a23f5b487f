// Benchmark of a large lessor's bulk upload (issue 21): BENCH_BULK_ROWS rows of "other rent" (default
// 10,000; the aim is under a minute) sent as one CSV with an API key, from the POST until the upload's job
// says done, its progress polled as a client would; then the same file again, which registers nothing.
// The API runs in a process of its own as `npm start` runs it, on a fresh database (BENCH_BULK_DATABASE).
// Prints its figures; asserts nothing but that every row was registered.
import pg from 'pg';
import { report, signIn } from './support/http.mjs';
import { startApi } from './support/processes.mjs';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 10_000);
const DATABASE = process.env.BENCH_BULK_DATABASE ?? 'rp_bench_bulk_upload';
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;

const dropDatabase = async () => {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await client.end();
};

/**
 * The demo lessor's office (850.5 m²) let in parts of 0.05 m² to the demo individual, one a row, so that
 * 10,000 rows (500 m²) fit its vacant area: whole square metres ran out at row 851.
 */
function csv(rows) {
  const lines = ['rowId,contractNumber,contractDate,lesseeId,cadastralNumber,area,monthlyPayment,beginDate,endDate'];
  for (let i = 1; i <= rows; i++)
    lines.push(`bench-${i},BULK-${i},2026-11-20,31012850123453,10:09:03:01:02:0017,0.05,100000,2026-12-01,2027-11-30`);
  return `${lines.join('\n')}\n`;
}

await dropDatabase();
const api = await startApi(url, { QUEUE_PREFIX: 'bench-bulk-upload' });
try {
  const token = await signIn(api.base, 'YUR', '301234567', 'Demo-Lessor-2026', '998901234501');
  const made = await fetch(`${api.base}/account/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', scopes: ['contracts:read', 'contracts:write'] }),
  });
  const { key } = await made.json();
  const byKey = { authorization: `ApiKey ${key}` };
  const file = csv(ROWS);

  /** Uploads the file and polls its status until done: the seconds it took and the final status. */
  const run = async () => {
    const started = performance.now();
    const res = await fetch(`${api.base}/contracts/bulk-uploads`, {
      method: 'POST',
      headers: { ...byKey, 'content-type': 'text/csv' },
      body: file,
    });
    const { id } = await res.json();
    if (res.status !== 202) throw new Error(`upload refused: ${res.status}`);
    for (;;) {
      const status = await (await fetch(`${api.base}/contracts/bulk-uploads/${id}`, { headers: byKey })).json();
      if (status.state === 'done' || status.state === 'failed')
        return { seconds: (performance.now() - started) / 1000, status };
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  const first = await run();
  if (first.status.registered !== ROWS)
    throw new Error(`registered ${first.status.registered} of ${ROWS}: ${JSON.stringify(first.status.errors[0])}`);
  report(
    `bulk upload: ${ROWS} rows registered (s, rows/s)`,
    `${first.seconds.toFixed(1)} s, ${Math.round(ROWS / first.seconds)}/s`,
    { figure: 'bulk-upload', rows: ROWS, seconds: first.seconds },
  );
  const again = await run();
  report(
    `bulk upload: the same ${ROWS} rows again, none registered (s)`,
    `${again.seconds.toFixed(1)} s, ${again.status.alreadyRegistered} already registered`,
    { figure: 'bulk-upload-again', rows: ROWS, seconds: again.seconds },
  );
} finally {
  await api.stop();
  await dropDatabase();
}
