import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Projection } from '@rent/projections';

/**
 * The advisory lock space of the runner slots: two-key locks under this first key ('RUNR'). A projection's
 * lock is a one-key lock, which PostgreSQL keeps apart from every two-key one, so the two never meet.
 */
const SLOT_SPACE = 0x52554e52;
const SLOTS = 64;
/** How long a look at the live runners is trusted: a runner that died loses its share within this. */
const FRESH_MS = 1000;

/** The slots held in this database (advisory locks are per database; pg_locks shows the whole server's). */
const LIVE_SLOTS = `SELECT objid::int AS slot FROM pg_locks
  WHERE locktype = 'advisory' AND granted AND objsubid = 2 AND classid = $1::int::oid
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
  ORDER BY 1`;

/**
 * Divides the projections among the projecting runners of one database, so that W workers advance
 * different projections side by side instead of taking turns on all of them (each runner groups the read
 * models at one checkpoint into one transaction, so whichever took a group's locks first held them all).
 *
 * Each projecting runner holds a slot, the first free one of 0..63, as a session-level advisory lock on
 * its listening connection: an api process takes none and is not counted. The live runners are the slots
 * held in pg_locks, looked up again each second or when another runner held a projection of this one's
 * share. With W of them, each runner computes the same division: the costliest projections first (their
 * `cost`, then their names), each to the rank with the least cost so far, and tries those that fell to
 * its own slot's rank. (By count alone, i mod W, one worker got the invoices and the summary, three
 * quarters of the work, and two workers caught up slower than one.) A runner that dies loses its slot
 * with its connection, and the others count one less and take its share within a second.
 *
 * This only decides who tries what: the projection's transaction-scoped lock still keeps one runner per
 * projection, even while two runners count the live ones differently for a moment. A runner without a
 * slot (not listening, its connection being made again, or all 64 taken) or alone tries every projection.
 */
export class ProjectionShares {
  private slot: number | undefined;
  private live: number[] = [];
  private lookedAt = 0;

  constructor(private readonly dataSource: DataSource) {}

  /** Takes the first free slot on the runner's listening connection; it is held as long as that connection. */
  async claim(client: pg.Client): Promise<void> {
    const { rows } = await client.query<{ slot: number }>(LIVE_SLOTS, [SLOT_SPACE]);
    const taken = new Set(rows.map((r) => r.slot));
    for (let slot = 0; slot < SLOTS; slot++) {
      if (taken.has(slot)) continue;
      const tried = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS got', [
        SLOT_SPACE,
        slot,
      ]);
      if (tried.rows[0]?.got) {
        this.slot = slot;
        this.lookedAt = 0;
        return;
      }
    }
  }

  /** The listening connection is gone, and its slot with it. */
  lost(): void {
    this.slot = undefined;
  }

  /** Another runner held a projection this one tried: the live runners are looked up again before the next round. */
  stale(): void {
    this.lookedAt = 0;
  }

  /** Looks the live runners up if the last look is older than a second. */
  async refresh(): Promise<void> {
    if (this.slot === undefined || Date.now() - this.lookedAt < FRESH_MS) return;
    // A database not answering keeps the last look; the batches meet the same failure and rest.
    const rows = await this.dataSource.query<{ slot: number }[]>(LIVE_SLOTS, [SLOT_SPACE]).catch(() => undefined);
    if (!rows) return;
    this.live = rows.map((r) => r.slot);
    this.lookedAt = Date.now();
  }

  /** The names of the projections this runner tries in a round. */
  of(projections: readonly Pick<Projection, 'name' | 'cost'>[]): string[] {
    return shareOf(projections, this.live, this.slot);
  }
}

/**
 * The share of the runner holding `slot` among the `live` slots: every runner computes the same division,
 * the costliest projections first (then by name), each to the rank with the least cost so far. A runner
 * alone, or not among the live ones, has them all.
 */
export function shareOf(
  projections: readonly Pick<Projection, 'name' | 'cost'>[],
  live: readonly number[],
  slot: number | undefined,
): string[] {
  const rank = slot === undefined ? -1 : live.indexOf(slot);
  if (rank < 0 || live.length < 2) return projections.map((p) => p.name);
  const load = live.map(() => 0);
  const mine: string[] = [];
  const costliestFirst = [...projections].sort(
    (a, b) => (b.cost ?? 1) - (a.cost ?? 1) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  for (const { name, cost = 1 } of costliestFirst) {
    const to = load.indexOf(Math.min(...load));
    load[to]! += cost;
    if (to === rank) mine.push(name);
  }
  return mine;
}
