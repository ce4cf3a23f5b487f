import { describe, expect, it } from '@jest/globals';
import { LIST_COLUMNS } from '@rent/domain';
import { cellsOf } from './export-table.js';
import type { ExportRow } from './export-rows.js';

const LABELS = {
  title: 'Shartnomalar roʻyxati',
  columns: {
    registrationNumber: 'r',
    counterpart: 'x',
    contractNumber: 'a',
    contractDate: 'b',
    lessor: 'c',
    lessee: 'd',
    cadastralNumber: 'e',
    area: 'f',
    monthlyPayment: 'g',
    beginDate: 'h',
    endDate: 'i',
    state: 'j',
    remainingTerm: 'k',
  },
  states: { '20': 'Tasdiqlangan' },
  term: { years: '%{count} yil', months: '%{count} oy', days: '%{count} kun', expired: 'Muddati tugagan' },
};

const row: ExportRow = {
  registration_number: '2026-26-0000017',
  contract_number: 'A-1',
  contract_date: '2026-11-20',
  lessor_id: '301234567',
  lessor_name: 'Savdo MChJ',
  lessee_id: '31012850123453',
  lessee_name: 'Aliyev Vali',
  cadastral_number: '10:09:03:01:02:0017',
  area: 120.5,
  monthly_payment: 6_500_000,
  begin_date: '2026-12-01',
  end_date: '2027-11-30',
  state: 20,
  removed: false,
};
const LESSOR = '301234567';

/** The download's cells of a row by column, as LIST_COLUMNS orders them. */
const cells = (r: ExportRow, today = '2026-11-23', viewer = LESSOR) => {
  const texts = cellsOf(r, LABELS, today, viewer);
  return Object.fromEntries(LIST_COLUMNS.map((column, i) => [column, texts[i]]));
};

describe('a download’s cells, as the list’s table writes them', () => {
  it('dates DD.MM.YYYY, sums with space thousands, a party over two lines, the state’s label', () => {
    expect(cells(row)).toMatchObject({
      registrationNumber: '2026-26-0000017',
      counterpart: '31012850123453\nAliyev Vali',
      contractNumber: 'A-1',
      contractDate: '20.11.2026',
      lessor: '301234567\nSavdo MChJ',
      lessee: '31012850123453\nAliyev Vali',
      cadastralNumber: '10:09:03:01:02:0017',
      area: '120,50',
      monthlyPayment: '6 500 000',
      beginDate: '01.12.2026',
      endDate: '30.11.2027',
      state: 'Tasdiqlangan',
    });
  });

  it('the remaining term in the page’s words: years, months and days left (end date plus 2 days), none that are zero', () => {
    expect(cells(row).remainingTerm).toBe('1 yil 9 kun');
    expect(cells({ ...row, end_date: '2026-12-21' }).remainingTerm).toBe('1 oy');
  });

  it('a term run out reads as expired; a state the labels do not know, as a dash', () => {
    expect(cells({ ...row, end_date: '2026-11-20' }).remainingTerm).toBe('Muddati tugagan');
    expect(cells({ ...row, state: 99 }).state).toBe('-');
  });

  it('the counterpart is the party other than the one downloading', () => {
    expect(cells(row, '2026-11-23', '31012850123453').counterpart).toBe('301234567\nSavdo MChJ');
  });

  it('a contract not in force (withdrawn, rejected, cancelled, expired or off the register) has a dash, not a term', () => {
    for (const state of [12, 15, 27, 50]) expect(cells({ ...row, state }).remainingTerm).toBe('-');
    expect(cells({ ...row, removed: true }).remainingTerm).toBe('-');
    expect(cells({ ...row, state: 10 }).remainingTerm).toBe('1 yil 9 kun');
  });
});
