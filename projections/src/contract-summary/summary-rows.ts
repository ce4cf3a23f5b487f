import type { ContractCreated, ContractEvent, RecordedEvent } from '@rent/domain';
import type { ContractSummary } from './contract-summary.entity.js';
import { type CountDeltas, REMOVED_STATE } from './count-deltas.js';
import { bySystem, changesOf, createdRow } from './summary-changes.js';

/** What a batch must know of a contract's row before its events; read for all of them in one query. */
export interface KnownSummary {
  id: string;
  version: number;
  state: number;
  /** As PostgreSQL gave it (text), so that copying it into the previous payment keeps every digit. */
  monthlyPayment: number | string;
  initiatorId: string;
  counterpartId: string;
}

/** Column values by property name; a payment read back from the row keeps its text form. */
export type SummaryValues = Partial<Omit<ContractSummary, 'previousMonthlyPayment'>> & {
  previousMonthlyPayment?: number | string | null;
};

/** One row the batch writes: a whole new row, or the columns it sets on a row that exists. */
export interface SummaryWrite {
  id: string;
  isNew: boolean;
  values: SummaryValues;
}

interface Folding extends SummaryWrite {
  seen: KnownSummary;
}

/**
 * Works out, in memory and event by event in the batch's order, what the batch does to each contract's
 * row and to the party counts, exactly as one statement per event would: an event at or below the
 * version a row has seen changes nothing; a creation of a row that exists changes nothing; a step on a
 * row that does not exist changes nothing. A step that sets the state makes the state it meets the
 * previous state, one that sets the payment makes the payment it meets the previous payment.
 */
export function foldSummaries(
  known: ReadonlyMap<string, KnownSummary>,
  events: readonly RecordedEvent<ContractEvent>[],
  counts: CountDeltas,
): SummaryWrite[] {
  const rows = new Map<string, Folding>();
  const rowOf = (id: string): Folding | undefined => {
    const existing = rows.get(id);
    if (existing) return existing;
    const seen = known.get(id);
    if (!seen) return undefined;
    const row: Folding = { id, isNew: false, values: {}, seen: { ...seen } };
    rows.set(id, row);
    return row;
  };

  for (const event of events) {
    const id = event.data.contractId;
    if (event.type === 'ContractCreated') {
      if (rowOf(id)) continue;
      const values = createdRow(event as RecordedEvent<ContractCreated>);
      const { version, state, monthlyPayment, initiatorId, counterpartId } = values;
      rows.set(id, {
        id,
        isNew: true,
        values,
        seen: { id, version, state, monthlyPayment, initiatorId, counterpartId },
      });
      counts.move(values, null, state);
      continue;
    }
    const row = rowOf(id);
    if (!row || row.seen.version >= event.streamVersion) continue;
    const changes = changesOf(event);
    const from = row.seen;
    const set: SummaryValues = { ...changes, version: event.streamVersion };
    if (bySystem(event)) set.systemActed = true;
    if (changes.state !== undefined) set.previousState = from.state;
    if (changes.monthlyPayment !== undefined) set.previousMonthlyPayment = from.monthlyPayment;
    Object.assign(row.values, set);
    const to: KnownSummary = {
      ...from,
      version: event.streamVersion,
      state: changes.state ?? from.state,
      monthlyPayment: changes.monthlyPayment ?? from.monthlyPayment,
    };
    row.seen = to;
    if (to.state !== from.state) counts.move(to, from.state, to.state);
    if (changes.removedAt) counts.move(to, to.state, REMOVED_STATE);
  }
  // A row read for an event it had already seen is not written.
  return [...rows.values()]
    .filter((r) => r.isNew || Object.keys(r.values).length > 0)
    .map(({ id, isNew, values }) => ({ id, isNew, values }));
}
