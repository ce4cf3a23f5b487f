import type { PropertyEvent, RecordedEvent } from '@rent/domain';
import type { Projection } from '../projection.js';
import { PropertyReservation } from './property-reservation.entity.js';

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
    for (const event of events as readonly RecordedEvent<PropertyEvent>[]) {
      const { cadastralNumber, contractId } = event.data;
      if (event.type === 'AreaReserved') {
        await em
          .createQueryBuilder()
          .insert()
          .into(PropertyReservation)
          .values({ cadastralNumber, contractId, area: event.data.area })
          .orUpdate(['area'], ['cadastral_number', 'contract_id'])
          .execute();
      } else {
        await em.delete(PropertyReservation, { cadastralNumber, contractId });
      }
    }
  },
};
