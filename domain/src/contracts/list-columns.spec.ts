import { describe, expect, it } from '@jest/globals';
import { counterpartOf, LIST_COLUMNS, showsRemainingTerm } from './list-columns.js';

const parties = {
  lessorId: '301234567',
  lessorName: 'Savdo MChJ',
  lesseeId: '31012850123453',
  lesseeName: 'Aliyev Vali',
};

describe('the contracts list’s columns', () => {
  it('lead with the state, the registration number, the other party and the remaining term', () => {
    expect(LIST_COLUMNS.slice(0, 4)).toEqual(['state', 'registrationNumber', 'counterpart', 'remainingTerm']);
  });

  it('name as counterpart the lessee to the lessor and the lessor to the lessee', () => {
    expect(counterpartOf(parties, '301234567')).toEqual({ id: '31012850123453', name: 'Aliyev Vali' });
    expect(counterpartOf(parties, '31012850123453')).toEqual({ id: '301234567', name: 'Savdo MChJ' });
  });

  it.each([
    [10, false, true],
    [20, false, true],
    [20, true, false],
    [12, false, false],
    [15, false, false],
    [27, false, false],
    [50, false, false],
  ])('state %i, removed %s: a remaining term shown is %s', (state, removed, shown) => {
    expect(showsRemainingTerm(state, removed)).toBe(shown);
  });
});
