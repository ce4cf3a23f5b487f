import { describe, expect, it } from '@jest/globals';
import {
  bhmOn,
  invoiceMonthParts,
  invoiceMonths,
  invoiceReminderDay,
  invoiceState,
  monthAmount,
  type BhmValue,
  type TermsPeriod,
} from './invoice-months.js';

// domain-facts: the BHM and the day each value took effect.
const BHM: BhmValue[] = [
  { validFrom: '2022-06-01', amount: 300_000 },
  { validFrom: '2023-05-01', amount: 330_000 },
  { validFrom: '2023-10-01', amount: 340_000 },
  { validFrom: '2024-10-01', amount: 375_000 },
  { validFrom: '2025-08-01', amount: 412_000 },
];

const som = (monthlyPayment: number, beginDate: string, endDate: string, from: string | null = null): TermsPeriod => ({
  from,
  monthlyPayment,
  bhmMultiple: null,
  beginDate,
  endDate,
});

describe('invoice months (spec §1: an electronic invoice by month end)', () => {
  it('invoices each whole month of the term at the monthly payment', () => {
    expect(invoiceMonths([som(1_000_000, '2026-01-01', '2026-03-31')], BHM)).toEqual([
      { month: '2026-01', days: 31, daysInMonth: 31, amount: 1_000_000 },
      { month: '2026-02', days: 28, daysInMonth: 28, amount: 1_000_000 },
      { month: '2026-03', days: 31, daysInMonth: 31, amount: 1_000_000 },
    ]);
  });

  it('pays the first and last part months pro rata by days, rounded half up to the tiyin', () => {
    const months = invoiceMonths([som(1_000_000, '2026-01-20', '2026-02-10')], BHM);
    // 12 of 31 days: 387 096.774… → 387 096.77; 10 of 28 days: 357 142.857… → 357 142.86.
    expect(months).toEqual([
      { month: '2026-01', days: 12, daysInMonth: 31, amount: 387_096.77 },
      { month: '2026-02', days: 10, daysInMonth: 28, amount: 357_142.86 },
    ]);
  });

  it('counts a leap February by its 29 days', () => {
    expect(invoiceMonths([som(290_000, '2028-02-01', '2028-02-10')], BHM)).toEqual([
      { month: '2028-02', days: 10, daysInMonth: 29, amount: 100_000 },
    ]);
  });

  it('takes each day at the terms in force that day: a change from the 16th splits the month', () => {
    const months = invoiceMonths(
      [som(3_000_000, '2026-04-01', '2026-12-31'), som(6_000_000, '2026-04-01', '2026-12-31', '2026-04-16')],
      BHM,
    );
    // April: 15 days at 3 000 000 and 15 at 6 000 000, of 30 → 1 500 000 + 3 000 000.
    expect(months[0]).toEqual({ month: '2026-04', days: 30, daysInMonth: 30, amount: 4_500_000 });
    expect(months[1]).toEqual({ month: '2026-05', days: 31, daysInMonth: 31, amount: 6_000_000 });
    expect(months).toHaveLength(9);
  });

  it('follows a change that moved the end date: the new terms end the contract earlier', () => {
    const months = invoiceMonths(
      [som(1_000_000, '2026-01-01', '2026-12-31'), som(1_000_000, '2026-01-01', '2026-03-15', '2026-02-10')],
      BHM,
    );
    expect(months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(months[2]).toEqual({ month: '2026-03', days: 15, daysInMonth: 31, amount: 483_870.97 });
  });

  it('stops on the last day the contract was in force (cancelled or taken off the register)', () => {
    const months = invoiceMonths([som(620_000, '2026-01-01', '2027-12-31')], BHM, '2026-03-10');
    expect(months.map((m) => [m.month, m.days, m.amount])).toEqual([
      ['2026-01', 31, 620_000],
      ['2026-02', 28, 620_000],
      ['2026-03', 10, 200_000],
    ]);
  });

  it('converts a payment in BHM at each month’s BHM: 2.5 BHM is 937 500 in July 2025 and 1 030 000 from August', () => {
    const months = invoiceMonths(
      [{ from: null, monthlyPayment: 937_500, bhmMultiple: 2.5, beginDate: '2025-07-01', endDate: '2025-09-15' }],
      BHM,
    );
    expect(months).toEqual([
      { month: '2025-07', days: 31, daysInMonth: 31, amount: 937_500 },
      { month: '2025-08', days: 31, daysInMonth: 31, amount: 1_030_000 },
      // 15 of 30 days of 1 030 000.
      { month: '2025-09', days: 15, daysInMonth: 30, amount: 515_000 },
    ]);
  });

  it('crosses a year’s end: December whole, January to the end date', () => {
    expect(invoiceMonths([som(3_100_000, '2025-12-01', '2026-01-15')], BHM)).toEqual([
      { month: '2025-12', days: 31, daysInMonth: 31, amount: 3_100_000 },
      { month: '2026-01', days: 15, daysInMonth: 31, amount: 1_500_000 },
    ]);
  });

  it('lists no month when nothing of the term is in force', () => {
    expect(invoiceMonths([som(1_000_000, '2026-05-01', '2026-06-30')], BHM, '2026-04-30')).toEqual([]);
  });
});

describe('the month-end reminder of invoices', () => {
  it('goes out three days before the month’s last day, by the month’s own length', () => {
    expect(['2026-04', '2026-12', '2027-02', '2028-02'].map(invoiceReminderDay)).toEqual([
      '2026-04-27',
      '2026-12-28',
      '2027-02-25',
      '2028-02-26',
    ]);
  });
});

describe('the BHM on a day', () => {
  it('is the last value that took effect by then, and none before the first', () => {
    expect(bhmOn('2025-07-31', BHM)).toBe(375_000);
    expect(bhmOn('2025-08-01', BHM)).toBe(412_000);
    expect(bhmOn('2022-05-31', BHM)).toBeNull();
  });
});

describe('invoice state', () => {
  it('is issued once numbered, due during its month, overdue once the month has ended without it', () => {
    expect(invoiceState('2026-11', true, '2026-12-05')).toBe('ISSUED');
    expect(invoiceState('2026-11', false, '2026-11-30')).toBe('DUE');
    expect(invoiceState('2026-11', false, '2026-12-01')).toBe('OVERDUE');
  });

  it('keeps a month in parts that take a BHM added later: a read model re-prices the months it converts', () => {
    // 2 BHM a month (so'm 824 000 at the BHM of the contract date), from 16 August 2026: 16 days of 31.
    const inBhm: TermsPeriod = { ...som(824_000, '2026-08-16', '2026-09-30'), bhmMultiple: 2 };
    const [august, september] = invoiceMonthParts([inBhm]);
    expect(august).toEqual({
      month: '2026-08',
      days: 16,
      daysInMonth: 31,
      somWeighted: '0',
      bhm: [{ multiple: 2, days: 16, fallbackWeighted: String(82_400_000 * 16) }],
    });
    expect(monthAmount(september!, BHM)).toBe(824_000);
    const later = [...BHM, { validFrom: '2026-09-01', amount: 450_000 }];
    expect(monthAmount(september!, later)).toBe(900_000);
    expect(monthAmount(august!, later)).toBe(invoiceMonths([inBhm], later)[0]!.amount);
  });
});
