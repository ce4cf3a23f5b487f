import type { Param } from '../statement-params.js';

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
  /** Keyed by party, side and state; the side and state, at the end of the key, never hold its separator. */
  private readonly deltas = new Map<string, { party: string; incoming: boolean; state: number; delta: number }>();

  /** Moves one contract in both parties' counts: out of `from` (unless it is new) and into `to`. */
  move(sides: Sides, from: number | null, to: number) {
    if (from !== null) {
      this.add(sides.initiatorId, false, from, -1);
      this.add(sides.counterpartId, true, from, -1);
    }
    this.add(sides.initiatorId, false, to, 1);
    this.add(sides.counterpartId, true, to, 1);
  }

  private add(party: string, incoming: boolean, state: number, delta: number) {
    const key = `${party}|${incoming ? 1 : 0}|${state}`;
    const entry = this.deltas.get(key);
    if (entry) entry.delta += delta;
    else this.deltas.set(key, { party, incoming, state, delta });
  }

  /** The counts that move: (party, incoming, state, by how much), those that net to nothing left out. */
  changes(): (readonly [party: string, incoming: boolean, state: number, delta: number])[] {
    return [...this.deltas.values()]
      .filter((d) => d.delta !== 0)
      .map((d) => [d.party, d.incoming, d.state, d.delta] as const);
  }

  /**
   * The counts' part of the batch's one statement (data-modifying CTEs): decreases update the rows they
   * touch (the contract was counted in), and delete a row they bring to 0; increases are upserted. They
   * are kept apart because a candidate insert row with a negative count would fail the table's check
   * before ON CONFLICT could turn it into an update; a key is in one of them only. A count of 0 is no
   * row, as a rebuild writes it (a contract registered and confirmed within one of its batches never
   * counts under "sent"): the live table and its rebuild are equal row for row. None when nothing moves.
   */
  ctes(param: Param): string[] {
    const rows = this.changes();
    if (rows.length === 0) return [];
    const [parties, sides, states, deltas] = [0, 1, 2, 3].map((i) => param(rows.map((r) => r[i])));
    return [
      `count_deltas AS (SELECT * FROM unnest(${parties}::text[], ${sides}::boolean[], ${states}::smallint[], ${deltas}::int[]) AS d(party_id, incoming, state, n))`,
      // Both read the rows as they were before the statement, so each decreased row is in one of them.
      `counts_gone AS (
         DELETE FROM party_contract_counts p USING count_deltas d
          WHERE d.n < 0 AND p.party_id = d.party_id AND p.incoming = d.incoming AND p.state = d.state AND p.n + d.n = 0)`,
      `counts_down AS (
         UPDATE party_contract_counts p SET n = p.n + d.n FROM count_deltas d
          WHERE d.n < 0 AND p.party_id = d.party_id AND p.incoming = d.incoming AND p.state = d.state AND p.n + d.n <> 0)`,
      `counts_up AS (
         INSERT INTO party_contract_counts (party_id, incoming, state, n)
         SELECT party_id, incoming, state, n FROM count_deltas WHERE n > 0
         ON CONFLICT (party_id, incoming, state) DO UPDATE SET n = party_contract_counts.n + excluded.n)`,
    ];
  }
}
