// Benchmark: restoring the scheduled work after Redis lost it. Prints its figures; asserts nothing.
// A register of BENCH_RESTORE_CONTRACTS contracts in force (and one letter of guarantee in a hundred
// waiting for its check) is loaded straight into the contract summary; the portal's first contact with
// Redis restores their jobs, then every key of its namespace is deleted (FLUSHALL, as the portal sees
// it) and the restore is timed again. The portal's keys are removed at the end.
import { getQueueToken } from '@nestjs/bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { CONTRACT_JOBS, createApp, ensureDatabase, loadConfig, QUEUE_NAMESPACE, RedisLossWatch } from '@rent/backend';
import { report } from './support/http.mjs';

const CONTRACTS = Number(process.env.BENCH_RESTORE_CONTRACTS ?? 100_000);
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = 'postgres://postgres@127.0.0.1:5432/rp_bench_restore';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const query = async (text, values = [], on = url) => {
  const client = new pg.Client({ connectionString: on });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
};
await query('DROP DATABASE IF EXISTS rp_bench_restore WITH (FORCE)', [], admin);
await ensureDatabase(url);

// The first start migrates the database; the register is loaded while the portal is down.
const config = loadConfig({
  NODE_ENV: 'test', DATABASE_URL: url, SEED_DEMO: '0', LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent',
  QUEUE_PREFIX: 'bench-restore', REDIS_CHECK_MS: '3600000',
});
let app = await createApp(config);
await app.close();
await query(
  `INSERT INTO contract_summary (id, kind, contract_number, contract_date, state, lessor_id, lessor_name, lessee_id,
     lessee_name, initiator_id, counterpart_id, cadastral_number, address, area, monthly_payment, begin_date, end_date,
     created_at, version, details)
   SELECT gen_random_uuid(), CASE WHEN g % 100 = 0 THEN 'LETTER_OF_GUARANTEE' ELSE 'OTHER_RENT' END, 'R-' || g,
          current_date, 20, '301234567', 'Lessor', (500000000 + g % 50000)::text, 'Lessee',
          '301234567', (500000000 + g % 50000)::text, '10:01:01:01:01:0001', 'Toshkent', 10, 1000000,
          current_date, current_date + 30 + g % 700, now(), 2,
          CASE WHEN g % 100 = 0 THEN jsonb_build_object('guarantee', jsonb_build_object('deadline', (current_date + 5)::text)) END
     FROM generate_series(1, $1) AS g`,
  [CONTRACTS],
);
await query('ANALYZE contract_summary');

const redis = new Redis(redisUrl);
const memory = async () => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))[1]);
const memoryBefore = await memory();

// The first start: the namespace is new, so the watch restores everything before it says "done".
let started = performance.now();
app = await createApp(config);
await app.init();
const watch = app.get(RedisLossWatch);
const namespace = app.get(QUEUE_NAMESPACE);
const queue = app.get(getQueueToken(CONTRACT_JOBS));
while ((await redis.get(`${namespace}:restored`)) !== 'done') await new Promise((r) => setTimeout(r, 50));
const jobs = await queue.getJobCountByTypes('delayed', 'wait', 'active', 'completed');
report(`start on an empty Redis, ${CONTRACTS.toLocaleString('en')} contracts in force`, `${((performance.now() - started) / 1000).toFixed(1)} s, ${jobs.toLocaleString('en')} jobs`);
report('Redis memory of those jobs', `${((await memory()) - memoryBefore) / 2 ** 20 | 0} MB`);

// FLUSHALL as this portal sees it, then the restore the watch's next check makes.
const deleteNamespace = async () => {
  for await (const keys of redis.scanStream({ match: `${namespace}:*`, count: 1000 })) if (keys.length > 0) await redis.del(...keys);
};
await deleteNamespace();
started = performance.now();
await watch.check();
report(`restore after a flush, ${CONTRACTS.toLocaleString('en')} contracts in force`, `${((performance.now() - started) / 1000).toFixed(1)} s`);

await app.close();
await deleteNamespace();
redis.disconnect();
await query('DROP DATABASE IF EXISTS rp_bench_restore WITH (FORCE)', [], admin);
