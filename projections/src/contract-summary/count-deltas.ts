import type { EntityManager } from 'typeorm';

export interface Sides {
  initiatorId: string;
  counterpartId: string;
}

/**
 * A contract taken off the register counts under this pseudo-state, so it leaves its state's count
 * (and the incoming badge) without vanishing from the totals.
 */
export const REMOVED_STATE = 0;

/**
 * The count changes of one batch, added up per (party, side, state) and written once at its end:
 * updating one row once per event inside one transaction would grow its version chain with every event.
 */
export class CountDeltas {
  private readonly deltas = new Map<string, number>();

  /** Moves one contract in both parties' counts: out of `from` (unless it is new) and into `to`. */
  move(sides: Sides, from: number | null, to: number) {
    for (const [party, incoming] of [[sides.initiatorId, false], [sides.counterpartId, true]] as const) {
      if (from !== null) this.add(party, incoming, from, -1);
      this.add(party, incoming, to, 1);
    }
  }

  private add(party: string, incoming: boolean, state: number, delta: number) {
    const key = JSON.stringify([party, incoming, state]);
    this.deltas.set(key, (this.deltas.get(key) ?? 0) + delta);
  }

  /** The counts that move: (party, incoming, state, by how much), those that net to nothing left out. */
  changes(): (readonly [party: string, incoming: boolean, state: number, delta: number])[] {
    return [...this.deltas].filter(([, d]) => d !== 0).map(([k, d]) => [...(JSON.parse(k) as [string, boolean, number]), d] as const);
  }

  /**
   * One statement: decreases update the rows they touch (the contract was counted in), increases are
   * upserted. They are kept apart because a candidate insert row with a negative count would fail the
   * table's check before ON CONFLICT could turn it into an update; a key is in one of them only.
   */
  async write(em: EntityManager) {
    const rows = this.changes();
    if (rows.length === 0) return;
    await em.query(
      `WITH d AS (SELECT * FROM unnest($1::text[], $2::boolean[], $3::smallint[], $4::int[]) AS d(party_id, incoming, state, n)),
       down AS (
         UPDATE party_contract_counts p SET n = p.n + d.n FROM d
          WHERE d.n < 0 AND p.party_id = d.party_id AND p.incoming = d.incoming AND p.state = d.state)
       INSERT INTO party_contract_counts (party_id, incoming, state, n)
       SELECT party_id, incoming, state, n FROM d WHERE n > 0
       ON CONFLICT (party_id, incoming, state) DO UPDATE SET n = party_contract_counts.n + excluded.n`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
    );
  }
}
