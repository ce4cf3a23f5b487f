import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asLessee, asLessor, CADASTRE, contractEvents, TERMS } from '../testing/contract-events.js';
import { ReadModelDatabase } from '../testing/read-model-database.js';
import { RecordedLog } from '../testing/recorded-log.js';
import { rentIndexProjection } from './rent-index.projection.js';

// given contracts confirmed, changed, cancelled, never confirmed, between relatives and of a vehicle, when
// the read model is rebuilt in batches of any size, then only the registered market rents carry the
// index's facts, with the terms last agreed and the last day in force.
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const B = '1c8f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4f';
const C = '2d8f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d40';
const D = '3e8f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d41';
const E = '4f8f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d42';
const [a, b, c, d, e] = [contractEvents(A), contractEvents(B), contractEvents(C), contractEvents(D), contractEvents(E)];
const CHANGED = { ...TERMS, monthlyPayment: 3_100_000 };
const TASHKENT = { cadastralNumber: CADASTRE, address: 'Toshkent, Amir Temur 1', totalArea: 120, regionSoato: '1726' };
const ROWS = `SELECT contract_id, region_soato, cadastral_number, area::text, monthly_payment::text, minimum_rate::text,
  begin_date::text, last_day::text, fold IS NULL AS forgotten FROM rent_index_contracts ORDER BY contract_id`;

const log = new RecordedLog();
log.append(`contract-${A}`, [a.created(TERMS, { property: TASHKENT, minimumRatePerM2: 22_000 })], asLessor);
log.append(`contract-${B}`, [b.created()], asLessor);
log.append(
  `contract-${C}`,
  [c.created(TERMS, { details: { kinship: { basis: 'CLOSE_RELATIVE', relation: 'CHILD' } } })],
  asLessor,
);
log.append(`contract-${D}`, [d.created()], asLessor);
log.append(`contract-${E}`, [e.created(TERMS, { kind: 'CAR_RENT' })], asLessor);
log.append(`contract-${A}`, [a.confirmed('2026-03-02T09:00:00.000Z')], asLessee);
log.append(`contract-${C}`, [c.confirmed('2026-03-02T09:00:00.000Z')], asLessee);
log.append(`contract-${D}`, [d.confirmed('2026-03-02T09:00:00.000Z')], asLessee);
log.append(`contract-${E}`, [e.confirmed('2026-03-02T09:00:00.000Z')], asLessee);
log.append(`contract-${A}`, [a.changeProposed('2026-04-10T09:00:00.000Z', TERMS, CHANGED)], asLessor);
log.append(`contract-${A}`, [a.changeConfirmed('2026-04-16T09:00:00.000Z', TERMS, CHANGED)], asLessee);
// Cancelled at once on 20 May (Tashkent): its last day in force is the 19th.
log.append(`contract-${D}`, [d.cancelled('2026-05-20T09:00:00.000Z')], asLessee);

const facts = {
  cadastral_number: null,
  area: null,
  monthly_payment: null,
  minimum_rate: null,
  begin_date: null,
  last_day: null,
};

let db: ReadModelDatabase;
beforeAll(async () => {
  db = await ReadModelDatabase.start();
});
afterAll(() => db.close());

describe('rent index projection', () => {
  it('keeps the facts of the registered market rents only, in batches of one, two or all events', async () => {
    for (const batchSize of [1, 2, 1000]) {
      await db.rebuild(rentIndexProjection, log.events, batchSize);
      expect(await db.rows(ROWS)).toEqual([
        {
          contract_id: A,
          region_soato: '1726',
          cadastral_number: CADASTRE,
          area: '50.00',
          monthly_payment: '3100000.00',
          minimum_rate: '22000.00',
          begin_date: '2026-03-01',
          last_day: '2027-02-28',
          forgotten: false,
        },
        // Never confirmed: not on record.
        { contract_id: B, region_soato: null, ...facts, forgotten: false },
        // Between relatives: no market rent.
        { contract_id: C, region_soato: null, ...facts, forgotten: false },
        {
          contract_id: D,
          region_soato: null,
          cadastral_number: CADASTRE,
          area: '50.00',
          monthly_payment: '2500000.00',
          minimum_rate: null,
          begin_date: '2026-03-01',
          last_day: '2026-05-19',
          forgotten: false,
        },
        // A vehicle is not rented by the m².
        { contract_id: E, region_soato: null, ...facts, forgotten: true },
      ]);
    }
  });

  it('changes nothing when batches it applied come again', async () => {
    await db.rebuild(rentIndexProjection, log.events, 1000);
    const before = await db.rows(ROWS);
    await db.applyAgain(rentIndexProjection, log.events, (events) => events.slice(-3));
    expect(await db.rows(ROWS)).toEqual(before);
  });
});
