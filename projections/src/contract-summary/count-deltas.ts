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

  async write(em: EntityManager) {
    const rows = [...this.deltas].filter(([, d]) => d !== 0).map(([k, d]) => [...(JSON.parse(k) as [string, boolean, number]), d] as const);
    const columns = (list: typeof rows) => [list.map((r) => r[0]), list.map((r) => r[1]), list.map((r) => r[2]), list.map((r) => r[3])];
    // Decreases touch rows that exist (the contract was counted in); a candidate insert row with a
    // negative count would fail the table's check before ON CONFLICT could turn it into an update.
    const down = rows.filter((r) => r[3] < 0);
    const up = rows.filter((r) => r[3] > 0);
    if (down.length > 0) {
      await em.query(
        `UPDATE party_contract_counts p SET n = p.n + d.n
           FROM unnest($1::text[], $2::boolean[], $3::smallint[], $4::int[]) AS d(party_id, incoming, state, n)
          WHERE p.party_id = d.party_id AND p.incoming = d.incoming AND p.state = d.state`,
        columns(down),
      );
    }
    if (up.length > 0) {
      await em.query(
        `INSERT INTO party_contract_counts (party_id, incoming, state, n)
         SELECT * FROM unnest($1::text[], $2::boolean[], $3::smallint[], $4::int[])
         ON CONFLICT (party_id, incoming, state) DO UPDATE SET n = party_contract_counts.n + excluded.n`,
        columns(up),
      );
    }
  }
}
