// Benchmark of attached documents (issue 18): a 30 MB upload streams through the API into the store, so the
// API's memory rises by a few MB at most, not by the file. The API runs alone in its process (its RSS is its
// own), on a database of its own with the demo data. Prints its figures; asserts nothing.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { report, signIn } from './support/http.mjs';
import { rssMb, startApi, whileSampling } from './support/processes.mjs';

const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = 'postgres://postgres@127.0.0.1:5432/rp_bench_attachments';
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ATTACHMENT_ROUNDS ?? 5);

const admin_ = new pg.Client({ connectionString: admin });
await admin_.connect();
await admin_.query('DROP DATABASE IF EXISTS rp_bench_attachments WITH (FORCE)');
await admin_.end();

console.log(`attachments benchmark on ${availableParallelism()} cores`);
const api = await startApi(url, { QUEUE_PREFIX: 'bench-attachments' });
try {
  const token = await signIn(api.base, 'YUR', '301234567', 'Demo-Lessor-2026', '998901234501');
  const call = async (path, init = {}) => {
    const res = await fetch(`${api.base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const contract = await call('/contracts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'OTHER_RENT',
      contractNumber: `BENCH-DOC-${Date.now()}`,
      contractDate: '2026-11-20',
      lesseeId: '31012850123453',
      cadastralNumber: '10:09:03:01:02:0017',
      area: 1,
      monthlyPayment: 100_000,
      beginDate: '2026-12-01',
      endDate: '2027-11-30',
    }),
  });
  // A PDF's first bytes, then 30 MB less a little of incompressible-looking filler.
  const file = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(30 * MB - 9, 0x41)]);
  const manifest = [
    { fileName: 'shartnoma.pdf', size: file.length, sha256: createHash('sha256').update(file).digest('hex') },
  ];
  const upload = async () => {
    const form = new FormData();
    form.append('files', JSON.stringify(manifest));
    form.append('file', new Blob([file]), 'shartnoma.pdf');
    const started = performance.now();
    await call(`/contracts/${contract.id}/attachments/CONTRACT_FILE`, { method: 'POST', body: form });
    return performance.now() - started;
  };
  await upload(); // the first warms the code paths and the pool
  const before = rssMb(api.pid);
  const times = [];
  const { rss } = await whileSampling(api.pid, async () => {
    for (let i = 0; i < ROUNDS; i++) times.push(await upload());
  });
  const after = rssMb(api.pid);
  report(
    '30 MB upload: time, median of rounds',
    `${(times.sort((a, b) => a - b)[times.length >> 1] / 1000).toFixed(2)} s`,
  );
  report(
    '30 MB upload: API RSS before → highest during → after',
    `${Math.round(before)} → ${rss.max} → ${Math.round(after)} MB`,
    {
      rssBefore: before,
      rssMax: rss.max,
    },
  );
  report('30 MB upload: API RSS rise (highest during − before)', `${(rss.max - before).toFixed(1)} MB`);
} finally {
  await api.stop();
}
