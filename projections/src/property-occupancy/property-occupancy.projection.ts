import type { PropertyEvent, RecordedEvent } from '@rent/domain';
import type { Projection } from '../projection.js';

/** A contract's hold on a property after a batch: the area of its last reservation, or null once released. */
export interface Holding {
  cadastralNumber: string;
  contractId: string;
  area: number | null;
}

/**
 * A reservation replaces the contract's whole area and a release removes it, so after any run of events
 * a (property, contract) pair is what its last event says: the batch keeps only that.
 */
export function lastHoldings(events: readonly RecordedEvent<PropertyEvent>[]): Holding[] {
  const last = new Map<string, Holding>();
  for (const event of events) {
    const { cadastralNumber, contractId } = event.data;
    last.set(JSON.stringify([cadastralNumber, contractId]), {
      cadastralNumber,
      contractId,
      area: event.type === 'AreaReserved' ? event.data.area : null,
    });
  }
  return [...last.values()];
}

/**
 * How much of each property the contracts in force hold (the forms show the vacant area from it; the
 * property stream itself is what decides). Replaying events in order leaves the same rows: a reservation
 * is an upsert of the contract's whole area, a release a delete.
 */
export const propertyOccupancyProjection: Projection = {
  name: 'property-occupancy',
  eventTypes: new Set<PropertyEvent['type']>(['AreaReserved', 'AreaReleased']),
  tables: ['property_reservations'],
  async apply(em, events) {
    const holdings = lastHoldings(events as readonly RecordedEvent<PropertyEvent>[]);
    const held = holdings.filter((h) => h.area !== null);
    const released = holdings.filter((h) => h.area === null);
    if (held.length > 0) {
      await em.query(
        `INSERT INTO property_reservations (cadastral_number, contract_id, area)
         SELECT * FROM unnest($1::text[], $2::uuid[], $3::numeric[])
         ON CONFLICT (cadastral_number, contract_id) DO UPDATE SET area = excluded.area`,
        [held.map((h) => h.cadastralNumber), held.map((h) => h.contractId), held.map((h) => h.area)],
      );
    }
    if (released.length > 0) {
      await em.query(
        `DELETE FROM property_reservations p USING unnest($1::text[], $2::uuid[]) AS r(cadastral_number, contract_id)
          WHERE p.cadastral_number = r.cadastral_number AND p.contract_id = r.contract_id`,
        [released.map((h) => h.cadastralNumber), released.map((h) => h.contractId)],
      );
    }
  },
};
