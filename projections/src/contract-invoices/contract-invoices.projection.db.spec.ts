import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asLessee, asLessor, contractEvents, LESSEE, LESSOR, TERMS } from '../testing/contract-events.js';
import { ReadModelDatabase } from '../testing/read-model-database.js';
import { RecordedLog } from '../testing/recorded-log.js';
import { contractInvoicesProjection } from './contract-invoices.projection.js';

// given a legal lessor's contract confirmed, changed mid-term and invoiced, and an individual lessor's
// contract, when the read model is rebuilt in batches of any size, then it lists the legal lessor's months
// with what was issued, and none of the individual's.
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const B = '1c8f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4f';
const a = contractEvents(A);
const b = contractEvents(B);
const CHANGED = { ...TERMS, monthlyPayment: 3_100_000 };
const MONTHS = `SELECT contract_id, month, lessor_id, contract_number, days, days_in_month, som_weighted::text, invoice_number,
  issued_amount::text FROM invoice_months ORDER BY contract_id, month`;

const log = new RecordedLog();
log.append(`contract-${A}`, [a.created()], asLessor);
log.append(
  `contract-${B}`,
  [b.created(TERMS, { lessor: { id: LESSEE, type: 'INDIVIDUAL', name: 'Aliyev Vali' } })],
  asLessee,
);
log.append(`contract-${A}`, [a.confirmed('2026-03-02T09:00:00.000Z')], asLessee);
log.append(`contract-${B}`, [b.confirmed('2026-03-02T09:00:00.000Z')], asLessor);
log.append(`contract-${A}`, [a.invoiceIssued('2026-03-20T09:00:00.000Z', '2026-03', 'EF-1', 2_500_000)], asLessor);
log.append(`contract-${A}`, [a.changeProposed('2026-04-10T09:00:00.000Z', TERMS, CHANGED)], asLessor);
// Confirmed on 16 April in Tashkent: April is 15 days at the old payment and 15 at the new.
log.append(`contract-${A}`, [a.changeConfirmed('2026-04-16T09:00:00.000Z', TERMS, CHANGED)], asLessee);

let db: ReadModelDatabase;
beforeAll(async () => {
  db = await ReadModelDatabase.start();
});
afterAll(() => db.close());

describe('contract invoices projection', () => {
  it('lists each month of the term in force with what was issued, in batches of one, two or all events', async () => {
    for (const batchSize of [1, 2, 1000]) {
      await db.rebuild(contractInvoicesProjection, log.events, batchSize);
      const rows = await db.rows(MONTHS);
      expect(rows).toHaveLength(12);
      expect(rows.every((r) => r.contract_id === A && r.lessor_id === LESSOR && r.contract_number === 'A-17')).toBe(
        true,
      );
      expect(rows[0]).toEqual(
        expect.objectContaining({
          month: '2026-03',
          days: 31,
          days_in_month: 31,
          invoice_number: 'EF-1',
          issued_amount: '2500000',
        }),
      );
      // 15 days × 250,000,000 tiyin + 15 days × 310,000,000 tiyin.
      expect(rows[1]).toEqual(
        expect.objectContaining({ month: '2026-04', days: 30, som_weighted: '8400000000', invoice_number: null }),
      );
      expect(rows[11]).toEqual(expect.objectContaining({ month: '2027-02', days: 28 }));
    }
  });

  it('changes nothing when batches it applied come again', async () => {
    await db.rebuild(contractInvoicesProjection, log.events, 1000);
    const before = await db.rows(MONTHS);
    await db.applyAgain(contractInvoicesProjection, log.events, (events) => events.slice(-3));
    expect(await db.rows(MONTHS)).toEqual(before);
  });
});
