// Side by side, the event stores alone: the portal's (PostgresEventStore.appendToStream) and Emmett 0.42's
// (appendToStream), each in a process of its own on a fresh database of the same PostgreSQL server, 20
// writers appending a new stream each time: single events, then batches of 100 (the portal's own
// ContractCreated). Run in the order ours, Emmett, Emmett, ours, so that a machine growing busier or
// quieter weighs on both alike; each side's figure is the mean of its two runs. Prints; asserts nothing.
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@rent/backend';
import { report } from './support/http.mjs';
import { workload } from './support/processes.mjs';

const SECONDS = Number(process.env.BENCH_APPEND_SECONDS ?? 15);
const WRITERS = 20;
const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const OURS = 'postgres://postgres@127.0.0.1:5432/rp_bench_appends';
const EMMETT = 'postgres://postgres@127.0.0.1:5432/rp_bench_emmett_appends';

async function fresh(url) {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: ADMIN });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
}
await fresh(OURS);
await fresh(EMMETT);
await (await new DataSource(dataSourceOptions(OURS)).initialize()).destroy();

const ours = (events) =>
  workload('ours/store-workloads.mjs', ['appends', WRITERS, events, SECONDS], { OUR_DATABASE_URL: OURS });
const emmett = (events) =>
  workload('emmett/workloads.mjs', ['appends', WRITERS, events, SECONDS], { EMMETT_DATABASE_URL: EMMETT });
const mean = (a, b) => ({
  rate: Math.round((a.rate + b.rate) / 2),
  events: Math.round((a.events + b.events) / 2),
  p99: Number(((a.p99 + b.p99) / 2).toFixed(1)),
});

for (const events of [1, 100]) {
  const runs = { ours: [await ours(events)], emmett: [await emmett(events)] };
  runs.emmett.push(await emmett(events));
  runs.ours.push(await ours(events));
  const o = mean(...runs.ours);
  const e = mean(...runs.emmett);
  const unit = events === 1 ? 'appends/s' : 'events/s';
  const shown = (r) => `${(events === 1 ? r.rate : r.events).toLocaleString('en')} ${unit} (p99 ${r.p99} ms)`;
  report(
    `${events === 1 ? 'single-event appends' : '100-event batches'}, ${WRITERS} writers: ours | Emmett`,
    `${shown(o)} | ${shown(e)}`,
    {
      figure: events === 1 ? 'appends-1' : 'appends-100',
      ours: o,
      emmett: e,
    },
  );
}

for (const url of [OURS, EMMETT]) {
  const client = new pg.Client({ connectionString: ADMIN });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await client.end();
}
