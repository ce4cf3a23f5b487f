import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asLessor, CADASTRE, contractEvents } from '../testing/contract-events.js';
import { ReadModelDatabase } from '../testing/read-model-database.js';
import { RecordedLog } from '../testing/recorded-log.js';
import { propertyOccupancyProjection } from './property-occupancy.projection.js';

// given a property's reservations and releases, when the occupancy is rebuilt from them in batches of
// any size, then each contract holds its last reservation's area, and a released one holds nothing.
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const B = '5d0c9a61-7a35-4d2e-8f10-3b9f0e6d2c11';
const C = '9a1e2b3c-4d5e-4f60-8a7b-1c2d3e4f5a6b';
const [a, b, c] = [contractEvents(A), contractEvents(B), contractEvents(C)];
const RESERVATIONS = 'SELECT * FROM property_reservations ORDER BY cadastral_number, contract_id';

const log = new RecordedLog();
const property = `property-${CADASTRE}`;
log.append(property, [a.reserved(50)], asLessor);
log.append(property, [b.reserved(20.5)], asLessor);
log.append(property, [a.reserved(45)], asLessor);
log.append(property, [b.released(), c.reserved(30)], asLessor);
log.append(property, [c.released()], asLessor);
log.append(property, [c.reserved(25.25)], asLessor);

let db: ReadModelDatabase;
beforeAll(async () => {
  db = await ReadModelDatabase.start();
});
afterAll(() => db.close());

describe('property occupancy projection', () => {
  it('holds what each contract last reserved, in batches of one, two or all events', async () => {
    for (const batchSize of [1, 2, 1000]) {
      await db.rebuild(propertyOccupancyProjection, log.events, batchSize);
      expect(await db.rows(RESERVATIONS)).toEqual([
        { cadastral_number: CADASTRE, contract_id: A, area: '45.00' },
        { cadastral_number: CADASTRE, contract_id: C, area: '25.25' },
      ]);
    }
  });

  it('changes nothing when batches it applied come again', async () => {
    await db.rebuild(propertyOccupancyProjection, log.events, 1000);
    const before = await db.rows(RESERVATIONS);
    await db.applyAgain(propertyOccupancyProjection, log.events, (events) => events.slice(-3));
    expect(await db.rows(RESERVATIONS)).toEqual(before);
  });
});
