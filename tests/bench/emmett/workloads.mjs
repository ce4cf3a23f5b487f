// Emmett 0.42 (@event-driven-io/emmett-postgresql), in a process of its own, doing what the portal does
// for the side-by-side figures, on its own database of the same PostgreSQL server (EMMETT_DATABASE_URL):
//   commands <callers> <seconds>       create + confirm in-process: Emmett's CommandHandler reads the
//                                      contract's stream, folds it with the portal's own evolve, decides with
//                                      the portal's own decide, and appends at the version it read
//   appends <writers> <events> <seconds>  appendToStream of `events` events to a new stream each time
// Prints one JSON line: operations, rate per second, p50 and p99 in ms. Emmett's pool is its default
// (node-postgres, 10 connections), as the portal's is.
import { randomUUID } from 'node:crypto';
import { CommandHandler, STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { decide, evolve, initialContract } from '@rent/domain';
import { confirmCommand, createCommand, fixedTime } from '../support/workload.mjs';

const [workload, concurrency, ...rest] = process.argv.slice(2);
const store = getPostgreSQLEventStore(process.env.EMMETT_DATABASE_URL);
await store.schema.migrate();

const handle = CommandHandler({ evolve, initialState: initialContract });
/** The contract's stream, decided on as the portal's ContractStream does for the contract alone. */
const command = (contractId, c) => handle(store, `contract-${contractId}`, (state) => decide(c, state));

let result;
if (workload === 'commands') {
  const [seconds] = rest.map(Number);
  result = await fixedTime({ workers: Number(concurrency), seconds }, async (timed, worker, i) => {
    const id = randomUUID();
    await timed(() => command(id, createCommand(id, `EM-${worker}-${i}`)));
    await timed(() => command(id, confirmCommand(id)));
  });
} else if (workload === 'appends') {
  const [events, seconds] = rest.map(Number);
  const batch = Array.from(
    { length: events },
    (_, i) => decide(createCommand(randomUUID(), `EA-${i}`), initialContract())[0],
  );
  result = await fixedTime({ workers: Number(concurrency), seconds }, (timed) =>
    timed(() =>
      store.appendToStream(`contract-${randomUUID()}`, batch, { expectedStreamVersion: STREAM_DOES_NOT_EXIST }),
    ),
  );
  result.events = result.rate * events;
} else {
  throw new Error(`unknown workload ${workload}`);
}
await store.close();
console.log(JSON.stringify(result));
