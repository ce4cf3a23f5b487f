import { describe, expect, it } from '@jest/globals';
import { cellsOf } from './export-table.js';
import type { ExportRow } from './export-rows.js';

const LABELS = {
  title: 'Shartnomalar roʻyxati',
  columns: {
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
};

describe('a download’s cells, as the list’s table writes them', () => {
  it('dates DD.MM.YYYY, sums with space thousands, a party over two lines, the state’s label', () => {
    expect(cellsOf(row, LABELS, '2026-11-23').slice(0, 10)).toEqual([
      'A-1',
      '20.11.2026',
      '301234567\nSavdo MChJ',
      '31012850123453\nAliyev Vali',
      '10:09:03:01:02:0017',
      '120,50',
      '6 500 000',
      '01.12.2026',
      '30.11.2027',
      'Tasdiqlangan',
    ]);
  });

  it('the remaining term in the page’s words: years, months and days left (end date plus 2 days), none that are zero', () => {
    expect(cellsOf(row, LABELS, '2026-11-23')[10]).toBe('1 yil 9 kun');
    expect(cellsOf({ ...row, end_date: '2026-12-21' }, LABELS, '2026-11-23')[10]).toBe('1 oy');
  });

  it('a term run out reads as expired; a state the labels do not know, as a dash', () => {
    expect(cellsOf({ ...row, end_date: '2026-11-20', state: 99 }, LABELS, '2026-11-23').slice(9)).toEqual([
      '-',
      'Muddati tugagan',
    ]);
  });
});
