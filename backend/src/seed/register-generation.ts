import type { DataSource, EntityManager } from 'typeorm';
import { type EventMetadata, type GlobalPosition, PROPERTY_USES, SETTLEMENT_ZONES } from '@rent/domain';
import { projections } from '@rent/projections';
import type { AppConfig } from '../config/config.js';
import { isConnectionLoss } from '../database/connection-loss.js';
import { listenedPool } from '../database/listened-client.js';
import {
  type EventStore,
  START,
  type StreamWrite,
  WrongExpectedVersionError,
} from '../event-store/event-store.port.js';
import { restAfter } from '../event-store/projection-failures.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { CONTRACT_JOBS_REACTOR } from '../jobs/contract-jobs.reactor.js';
import { createLogger } from '../logging/logger.js';
import { type GeneratedStep, generateContracts, GENERATOR_VERSION } from './contract-generator.js';
import { RatesService } from '../registries/rates.service.js';
import { generateRegistry, LARGE_PARTY, registrySizes } from './registry-generator.js';
import { REGISTRY_NAMES } from '../registries/registry-rows.js';
import { writeRegistryRows } from '../registries/registry-writer.js';
import { type RateBook, type SyntheticObject, SyntheticRegistry } from './synthetic-registry.js';

/**
 * `npm run generate`: a register as the portal would hold it. The registries are filled (upserted, so a
 * rerun changes nothing), the contracts' events are written through the event store, many commands in
 * one transaction (every stream held and checked at the version the step was decided on, each event
 * with its own actor), and every read model is built from them by the projector runner's rebuild.
 *
 * A database remembers what was generated into it (table generated_register): a rerun with the same
 * size and seed continues where a stopped run left off, or says the register is there and only brings
 * the read models up; another size or seed is refused, since its contracts would mix with these.
 */

/**
 * Why the generator will not run with this configuration, or null. It writes the log through PostgreSQL
 * on purpose (a bulk writer: many commands' events in one transaction of the PostgreSQL adapter) and
 * builds the read models from that log; with EVENT_STORE=kurrentdb the portal reads its log from
 * KurrentDB, where none of it would be.
 */
export function generatorRefusal(config: Pick<AppConfig, 'EVENT_STORE'>): string | null {
  if (config.EVENT_STORE !== 'kurrentdb') return null;
  return (
    'npm run generate writes the event log into PostgreSQL, but EVENT_STORE=kurrentdb reads it from KurrentDB, ' +
    'where nothing it wrote would be. Generate with EVENT_STORE=postgres (the default), then move the log with ' +
    'npm run copy-to-kurrentdb and rebuild each read model with EVENT_STORE=kurrentdb (README: "KurrentDB instead ' +
    'of PostgreSQL for the log").'
  );
}

export interface RegisterOptions {
  contracts: number;
  seed: number;
  /** The register as of this instant (default: the start of today, UTC); a continued run keeps the first run's. */
  asOf?: Date;
  /** Streams one transaction holds at most; a batch is cut once it reaches them. */
  batchStreams?: number;
  /** Progress of a phase: done of total, and a line that says it. */
  progress?: (phase: string, done: number, total: number, detail: string) => void;
  /** What a phase found or did, once. */
  say?: (line: string) => void;
}

/** What was done, with each phase's seconds. */
export interface RegisterReport {
  contracts: number;
  events: number;
  asOf: Date;
  seconds: { registries: number; contracts: number; readModels: number };
  /** The contracts were in the database already (a rerun). */
  resumed: boolean;
}

/**
 * Streams per transaction: each is held with a lock of the server's shared lock table, whose room is
 * max_locks_per_transaction (64 by default) × connections, shared with everyone else's.
 */
const BATCH_STREAMS = 1500;
/** Connections writing at once, each its own properties' contracts. */
const WRITERS = 2;

interface Marker {
  seed: number;
  contracts: number;
  as_of: Date;
  generator: string;
  finished_at: Date | null;
}

export async function generateRegister(
  db: DataSource,
  databaseUrl: string,
  options: RegisterOptions,
  seedDemo: () => Promise<void>,
): Promise<RegisterReport> {
  const { contracts, seed } = options;
  const say = options.say ?? (() => undefined);
  const progress = options.progress ?? (() => undefined);
  const seconds = { registries: 0, contracts: 0, readModels: 0 };

  await db.query(`CREATE TABLE IF NOT EXISTS generated_register (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1), seed integer NOT NULL, contracts integer NOT NULL, as_of timestamptz NOT NULL,
    generator text NOT NULL, started_at timestamptz NOT NULL DEFAULT now(), finished_at timestamptz)`);
  let [marker] = (await db.query('SELECT * FROM generated_register')) as Marker[];
  if (marker && (marker.seed !== seed || marker.contracts !== contracts || marker.generator !== GENERATOR_VERSION)) {
    throw new Error(
      `This database holds a register of ${marker.contracts} contracts (seed ${marker.seed}, generator ${marker.generator}); ` +
        `generate ${contracts} (seed ${seed}, generator ${GENERATOR_VERSION}) into a database of its own (DATABASE_URL).`,
    );
  }
  const asOf = marker?.as_of ?? options.asOf ?? new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
  const fresh = !marker;
  if (!marker) {
    await db.query('INSERT INTO generated_register (seed, contracts, as_of, generator) VALUES ($1, $2, $3, $4)', [
      seed,
      contracts,
      asOf,
      GENERATOR_VERSION,
    ]);
    [marker] = (await db.query('SELECT * FROM generated_register')) as Marker[];
  }

  let started = Date.now();
  const sizes = registrySizes(contracts);
  for (const registry of REGISTRY_NAMES) {
    if (sizes[registry] === 0) continue;
    let written = 0;
    // One transaction per registry: a stopped run leaves each registry whole or as it was.
    await persistently(() =>
      db.transaction(async (em: EntityManager) => {
        written = 0;
        for (const batch of generateRegistry(registry, contracts, seed)) {
          await writeRegistryRows(em, registry, batch);
          written += batch.length;
          progress(`registry ${registry}`, written, sizes[registry], `${written.toLocaleString('en')} rows`);
        }
      }),
    );
  }
  // The large party is the demo lessor: its registry row is the demo's, its account comes with SEED_DEMO.
  await db.transaction((em) => writeRegistryRows(em, 'taxpayers', [LARGE_PARTY]));
  await seedDemo();
  seconds.registries = (Date.now() - started) / 1000;

  started = Date.now();
  const pool = listenedPool(databaseUrl, WRITERS + 1);
  pool.on('error', () => undefined);
  const store = new PostgresEventStore(pool);
  const resumed = marker!.finished_at !== null;
  try {
    if (resumed)
      say(
        `the register of ${contracts.toLocaleString('en')} contracts is in this database already (generated as of ${asOf.toISOString().slice(0, 10)})`,
      );
    else {
      // A run that stopped left some batches in the log: each writer skips those it finds there.
      const continuing =
        Number((await db.query('SELECT count(*) AS n FROM (SELECT 1 FROM events LIMIT 1) e'))[0].n) > 0 && !fresh;
      if (continuing) say('continuing the register: batches already in the log are skipped');
      const registry = new SyntheticRegistry(contracts, seed);
      const rates = await rateBook(db, asOf);
      const steps = generateContracts(registry, { contracts, seed, asOf, rates });
      let registered = 0;
      let written = 0;
      await writeInShards(store, steps, options.batchStreams ?? BATCH_STREAMS, continuing, {
        stepped: (step) => {
          if (step.registered && ++registered % 1000 === 0)
            progress(
              'contracts',
              registered,
              contracts,
              `${registered.toLocaleString('en')} contracts, ${written.toLocaleString('en')} events written`,
            );
        },
        wrote: (events) => (written += events),
      });
      progress(
        'contracts',
        registered,
        contracts,
        `${registered.toLocaleString('en')} contracts, ${written.toLocaleString('en')} events written`,
      );
      await db.query('UPDATE generated_register SET finished_at = now()');
    }
    seconds.contracts = (Date.now() - started) / 1000;

    started = Date.now();
    await readModels(db, store, progress, say);
    seconds.readModels = (Date.now() - started) / 1000;
  } finally {
    await pool.end();
  }
  const events = Number((await db.query('SELECT count(*) AS n FROM events'))[0].n);
  return { contracts, events, asOf, seconds, resumed };
}

/** One transaction's worth of steps: each stream's events in order, with each event's metadata. */
interface BatchWrite extends StreamWrite {
  versionBefore: number;
  events: GeneratedStep['writes'][number]['events'];
  metadata: EventMetadata[];
}

/**
 * Writes the steps by WRITERS connections at once. Contracts that hold area on the same property share
 * streams, so each property's contracts go to one writer (by a hash of the property), and each writer
 * writes its batches in order: every stream's events land in the order they were decided, and the
 * writers never hold the same stream. A writer that is `continuing` first skips the batches it finds in
 * the log. The producer waits while a writer has two batches queued, so memory stays bounded.
 */
async function writeInShards(
  store: EventStore,
  steps: Iterable<GeneratedStep>,
  maxStreams: number,
  continuing: boolean,
  heard: { stepped: (step: GeneratedStep) => void; wrote: (events: number) => void },
): Promise<void> {
  const shards = Array.from({ length: WRITERS }, () => new Shard(store, continuing, heard.wrote));
  const writers = shards.map((shard) => shard.run());
  try {
    for (const step of steps) {
      heard.stepped(step);
      const shard = shards[hash(step.areaKey) % WRITERS]!;
      if (shard.add(step, maxStreams)) await shard.flush();
    }
    for (const shard of shards) await shard.flush(true);
  } catch (error) {
    for (const shard of shards) shard.stop();
    throw error;
  } finally {
    await Promise.allSettled(writers);
  }
  await Promise.all(writers);
}

/** One writer's batches: filled by the producer, written in order by `run`. */
class Shard {
  private batch = new Map<string, BatchWrite>();
  private readonly queue: BatchWrite[][] = [];
  private closed = false;
  private wake: (() => void) | undefined;
  private room: (() => void) | undefined;
  private failed: unknown;

  constructor(
    private readonly store: EventStore,
    private continuing: boolean,
    private readonly wrote: (events: number) => void,
  ) {}

  /** Adds a step; true when the batch is full and should be flushed first (the step then starts the next one). */
  add(step: GeneratedStep, maxStreams: number): boolean {
    const full = this.batch.size + step.writes.length > maxStreams;
    if (full) {
      this.queue.push([...this.batch.values()]);
      this.batch = new Map();
      this.wake?.();
    }
    for (const w of step.writes) {
      let stream = this.batch.get(w.streamId);
      if (!stream)
        this.batch.set(
          w.streamId,
          (stream = { streamId: w.streamId, versionBefore: w.versionBefore, events: [], metadata: [] }),
        );
      (stream.events as unknown[]).push(...w.events);
      for (let i = 0; i < w.events.length; i++) stream.metadata.push(step.metadata);
      if (w.snapshot) stream.snapshot = w.snapshot;
    }
    return full;
  }

  /** Waits while two batches are queued (letting the writers' I/O run); `last` queues what is left and closes. */
  async flush(last = false): Promise<void> {
    if (last) {
      if (this.batch.size > 0) this.queue.push([...this.batch.values()]);
      this.closed = true;
      this.wake?.();
      return;
    }
    await new Promise(setImmediate);
    while (this.queue.length >= 2 && this.failed === undefined)
      await new Promise<void>((resolve) => (this.room = resolve));
    if (this.failed !== undefined) throw this.failed;
  }

  stop(): void {
    this.closed = true;
    this.queue.length = 0;
    this.wake?.();
  }

  async run(): Promise<void> {
    try {
      for (;;) {
        const writes = this.queue.shift();
        this.room?.();
        if (!writes) {
          if (this.closed) return;
          await new Promise<void>((resolve) => (this.wake = resolve));
          continue;
        }
        // After a lost connection the batch may have committed before its answer was lost: the log says.
        const wrote = await persistently(async (attempt) => {
          if ((this.continuing || attempt > 1) && (await inLog(this.store, writes))) return false;
          await writeBatch(this.store, writes);
          return true;
        });
        // The first batch not in the log is where the stopped run ended: the rest are written unasked.
        if (!wrote) continue;
        this.continuing = false;
        this.wrote(writes.reduce((n, w) => n + w.events.length, 0));
      }
    } catch (error) {
      this.failed = error;
      this.room?.();
      throw error;
    }
  }
}

/**
 * Runs `work` again while the database is away (a restart, a terminated connection: a shared server's
 * tests do both), up to about five minutes; any other error ends the run.
 */
async function persistently<T>(work: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      if (!isConnectionLoss(error) || attempt >= 60) throw error;
      await new Promise((r) => setTimeout(r, restAfter(attempt, 5000)));
    }
  }
}

/** A small string hash (FNV-1a) that spreads properties over the writers. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Whether a batch is in the log already (from a run that stopped): a batch is all or nothing, so its
 * first stream tells.
 */
async function inLog(store: EventStore, writes: readonly BatchWrite[]): Promise<boolean> {
  const first = writes[0]!;
  const version = (await store.readStream(first.streamId)).length;
  if (version === first.versionBefore) return false;
  if (version >= first.versionBefore + first.events.length) return true;
  throw new Error(
    `${first.streamId} is at version ${version}, neither before (${first.versionBefore}) nor after this batch: the log is not this register's`,
  );
}

/** Holds every stream of the batch (in one order), checks each is where the step was decided on, and writes. */
async function writeBatch(store: EventStore, writes: readonly BatchWrite[]): Promise<void> {
  const ordered = [...writes].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
  await store.decide(writes[0]!.metadata[0]!, async (scope) => {
    for (const w of ordered) {
      const held = await scope.hold(w.streamId);
      if (held.version !== w.versionBefore) throw new WrongExpectedVersionError(w.streamId, w.versionBefore);
    }
    return {
      writes: ordered.map(({ streamId, events, snapshot, metadata }) => ({ streamId, events, snapshot, metadata })),
      result: undefined,
    };
  });
}

/**
 * The jobs reactor has nothing to schedule for the register's history: what an approved contract still
 * needs (its expiry and reminders, a letter's check) is what the portal restores from the contract
 * summary when it finds Redis without its marker, which it does at its first start on this database
 * (ContractJobsRestorer: pages of 1,000 added in bulk), so its checkpoint starts at the head.
 *
 * A read model that may be replayed stream after stream (the contract summary) and has not begun is
 * built so first, by the projector runner's rebuild: each of its rows written once, in one transaction
 * (a stopped run builds it again). The others follow the log as the portal's projector does, all of them
 * on one read of each batch of 20,000 events, each batch its own transaction (ProjectorRunner.catchUp): a
 * stopped run goes on from their checkpoints. Rebuilt in global order in one transaction they would slow
 * as they go over a log this long: every later event of a contract makes one more version of its row
 * that the same transaction must step over (the summary went from 2,400 to 1,070 events/s over its
 * first 2 million events).
 */
async function readModels(
  db: DataSource,
  store: EventStore,
  progress: NonNullable<RegisterOptions['progress']>,
  say: (line: string) => void,
): Promise<void> {
  // The log was written in bulk, faster than autovacuum analyses a table: without statistics the planner
  // took each batch's read of a million contracts' streams for a few rows and scanned the whole log for
  // it (a batch in five seconds, the contract summary's build at 570 events/s instead of thousands).
  await db.query('ANALYZE events');
  const head = await store.head();
  const at = async (name: string): Promise<GlobalPosition> => {
    const [row] = (await db.query('SELECT transaction_id, position FROM projection_checkpoints WHERE projection = $1', [
      name,
    ])) as { transaction_id: string; position: string }[];
    return row ? { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) } : START;
  };
  if (comparePosition(await at(CONTRACT_JOBS_REACTOR), head) < 0) {
    await db.query(
      `INSERT INTO projection_checkpoints (projection, transaction_id, position) VALUES ($1, $2::xid8, $3)
       ON CONFLICT (projection) DO UPDATE SET transaction_id = excluded.transaction_id, position = excluded.position, updated_at = now()`,
      [CONTRACT_JOBS_REACTOR, head.transactionId.toString(), head.position.toString()],
    );
  }
  const behind = async () => {
    const positions = await Promise.all(projections.map((p) => at(p.name)));
    return positions.filter((p) => comparePosition(p, head) < 0);
  };
  if ((await behind()).length === 0) {
    say('read models: at the head of the log already');
    return;
  }
  // Positions come from one sequence, so the lowest checkpoint's tells how far the slowest read model is.
  const total = Number(head.position);
  const show = async () => {
    const lowest = (await behind()).reduce((a, b) => (comparePosition(a, b) <= 0 ? a : b), head);
    progress(
      'read models',
      Number(lowest.position),
      total,
      `up to position ${Number(lowest.position).toLocaleString('en')} of ${total.toLocaleString('en')}`,
    );
  };
  const runner = new ProjectorRunner(db, store, projections, createLogger('warn'), {
    batchSize: 20_000,
    pollMs: 60_000,
  });
  for (const projection of projections) {
    if (!projection.rebuildStreams || comparePosition(await at(projection.name), START) > 0) continue;
    const [{ n }] = (await db.query(
      'SELECT count(*)::int AS n FROM events WHERE stream_id LIKE $1 AND type = ANY($2)',
      [`${projection.rebuildStreams}%`, [...projection.eventTypes]],
    )) as [{ n: number }];
    await runner.rebuild(projection.name, (done) =>
      progress(projection.name, done, n, `${done.toLocaleString('en')} of ${n.toLocaleString('en')} events`),
    );
    say(`${projection.name}: built stream after stream from ${n.toLocaleString('en')} events`);
  }
  const timer = setInterval(() => void show().catch(() => undefined), 5000);
  try {
    // catchUp() leaves out a read model resting after a failed batch (the runner tries it again later):
    // it is asked again until every read model is at the head, or one stalls.
    for (let round = 1; (await behind()).length > 0; round++) {
      if (round > 1) await new Promise((r) => setTimeout(r, restAfter(round, 5000)));
      await persistently(() => runner.catchUp());
      const stalled = await runner.stalled();
      if (stalled.length > 0)
        throw new Error(
          `read models stalled on an event: ${stalled.join(', ')} (GET /api/operator/projections says why)`,
        );
    }
    // Built in many transactions over an empty start: the read models get their statistics now rather
    // than whenever autovacuum comes by (the lists plan on them).
    await runner.vacuum(projections.flatMap((p) => p.tables));
  } finally {
    clearInterval(timer);
  }
  await show();
}

const comparePosition = (a: GlobalPosition, b: GlobalPosition) =>
  a.transactionId !== b.transactionId
    ? a.transactionId < b.transactionId
      ? -1
      : 1
    : a.position === b.position
      ? 0
      : a.position < b.position
        ? -1
        : 1;

/**
 * The minimum-rent figures of every zone, use and region for the years the register spans, read through
 * RatesService (the rule a registration applies) once for each day a figure can change (a new year's
 * table, a regional coefficient coming into force), then looked up in memory.
 */
async function rateBook(db: DataSource, asOf: Date): Promise<RateBook> {
  const rates = new RatesService(db);
  const year = asOf.getUTCFullYear();
  const from = `${year - 6}-01-01`;
  const changes = (await db.query(
    `SELECT DISTINCT to_char(valid_from, 'YYYY-MM-DD') AS day FROM regional_rent_coefficients WHERE valid_from > $1 AND valid_from <= $2`,
    [from, `${year + 1}-12-31`],
  )) as { day: string }[];
  const days = [...Array.from({ length: 8 }, (_, i) => `${year - 6 + i}-01-01`), ...changes.map((c) => c.day)].sort();
  const regions = ((await db.query('SELECT soato FROM regions')) as { soato: string }[]).map((r) => r.soato);
  const premises = new Map<string, number>();
  const vehicles = new Map<string, number>();
  for (const day of days) {
    for (const settlementZone of SETTLEMENT_ZONES) {
      for (const propertyUse of PROPERTY_USES) {
        for (const regionSoato of regions) {
          premises.set(
            `${day} ${settlementZone} ${propertyUse} ${regionSoato}`,
            (await rates.minimumRate({ settlementZone, propertyUse, regionSoato, districtSoato: null }, day)).ratePerM2,
          );
        }
      }
    }
    for (const vehicleClass of ['PASSENGER', 'BUS_OR_TRUCK'])
      vehicles.set(`${day} ${vehicleClass}`, await rates.minimumVehicleRate(vehicleClass, day));
  }
  /** The last day a figure changed on or before `date`. */
  const since = (date: string) => {
    let lo = 0;
    for (let hi = days.length - 1; lo < hi;) {
      const mid = (lo + hi + 1) >> 1;
      if (days[mid]! <= date) lo = mid;
      else hi = mid - 1;
    }
    return days[lo]!;
  };
  return {
    premises: (o: SyntheticObject, date: string) =>
      o.settlementZone === null
        ? null
        : premises.get(`${since(date)} ${o.settlementZone} ${o.propertyUse} ${o.regionSoato}`)!,
    vehicle: (vehicleClass: string, date: string) => vehicles.get(`${since(date)} ${vehicleClass}`)!,
  };
}
