// The portal's event store (PostgresEventStore) in a process of its own, doing what Emmett's side does
// in tests/bench/emmett/workloads.mjs, on its own migrated database (OUR_DATABASE_URL):
//   appends <writers> <events> <seconds>  appendToStream of `events` events to a new stream each time
// Prints one JSON line: operations, rate per second, p50 and p99 in ms. A pool of 10, as the portal's.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore } from '@rent/backend';
import { decide, initialContract } from '@rent/domain';
import { createCommand, fixedTime, LESSOR } from '../support/workload.mjs';

const [workload, concurrency, ...rest] = process.argv.slice(2);
if (workload !== 'appends') throw new Error(`unknown workload ${workload}`);
const pool = new pg.Pool({ connectionString: process.env.OUR_DATABASE_URL, max: 10 });
const store = new PostgresEventStore(pool);
const [events, seconds] = rest.map(Number);
const batch = Array.from(
  { length: events },
  (_, i) => decide(createCommand(randomUUID(), `OA-${i}`), initialContract())[0],
);
const metadata = {
  actor: { kind: 'party', userId: randomUUID(), partyId: LESSOR.id, name: LESSOR.name },
  correlationId: randomUUID(),
  causationId: null,
};
const result = await fixedTime({ workers: Number(concurrency), seconds }, (timed) =>
  timed(() => store.appendToStream(`contract-${randomUUID()}`, 0, batch, metadata)),
);
result.events = result.rate * events;
await pool.end();
console.log(JSON.stringify(result));
