import { describe, expect, it } from '@jest/globals';
import { withoutSmallResiduals } from './rent-index-residuals.js';

// Issue 21, the open rent index: no cell may identify a contract, and that includes a count worked out as a
// region's minus its published districts'.
const cell = (districtSoato: string | null, contracts: number, propertyUse = 'RESIDENTIAL', regionSoato = '1726') => ({
  regionSoato,
  districtSoato,
  propertyUse,
  contracts,
});

describe('the residual rule', () => {
  it('holds back the smallest published district when the districts held back would add up to 1–9', () => {
    // 25 in the region: 12 + 10 published, 3 in a district below the threshold.
    const cells = [cell(null, 25), cell('1726262', 12), cell('1726264', 10)];
    expect(withoutSmallResiduals(cells, 10)).toEqual([cell(null, 25), cell('1726262', 12)]);
  });

  it('publishes every cell when the districts add up to the region, or leave out 10 or more', () => {
    const whole = [cell(null, 22), cell('1726262', 12), cell('1726264', 10)];
    expect(withoutSmallResiduals(whole, 10)).toEqual(whole);
    const enoughHeld = [cell(null, 32), cell('1726262', 12), cell('1726264', 10)];
    expect(withoutSmallResiduals(enoughHeld, 10)).toEqual(enoughHeld);
  });

  it('keeps each region and use apart', () => {
    const cells = [
      cell(null, 25),
      cell('1726262', 12),
      cell('1726264', 10),
      cell(null, 20, 'COMMERCIAL'),
      cell('1726262', 20, 'COMMERCIAL'),
      cell(null, 11, 'RESIDENTIAL', '1703'),
    ];
    expect(withoutSmallResiduals(cells, 10)).toEqual([
      cell(null, 25),
      cell('1726262', 12),
      cell(null, 20, 'COMMERCIAL'),
      cell('1726262', 20, 'COMMERCIAL'),
      cell(null, 11, 'RESIDENTIAL', '1703'),
    ]);
  });
});
