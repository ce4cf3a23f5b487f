import { demo } from './test-app.js';

/**
 * An "other rent" registration of part of the demo office (10:09:03:01:02:0017) to the demo individual,
 * dated 2026-11-20, for the year from 2026-12-01 at 900 000 so'm a month unless told: the area, and any other
 * field a test sets (kept in the same order, so a signed body reads as it did).
 */
export const officeRent = (contractNumber: string, { area, ...terms }: { area: number } & Record<string, unknown>) => ({
  kind: 'OTHER_RENT',
  contractNumber,
  contractDate: '2026-11-20',
  lesseeId: demo('individual').login,
  cadastralNumber: '10:09:03:01:02:0017',
  area,
  monthlyPayment: 900_000,
  beginDate: '2026-12-01',
  endDate: '2027-11-30',
  ...terms,
});
