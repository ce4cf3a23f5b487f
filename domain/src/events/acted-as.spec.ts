import { describe, expect, it } from '@jest/globals';
import { actedBy } from './acted-as.js';
import { SYSTEM_ACTOR } from './envelope.js';

// given the actor an event carries, then the staff's search reads who acted: its kind and the person named.
describe('who acted', () => {
  it('tells a party from its employee, its representative, an operator and the system', () => {
    const party = { kind: 'party', userId: 'u-1', partyId: '301234567', name: 'Savdo MChJ' } as const;
    expect(actedBy(party)).toEqual({ actedAs: 'party', actedBy: '301234567' });
    expect(actedBy({ ...party, employeePinfl: '41506950140216' })).toEqual({
      actedAs: 'employee',
      actedBy: '41506950140216',
    });
    expect(actedBy({ ...party, representativePinfl: '30101850140012' })).toEqual({
      actedAs: 'representative',
      actedBy: '30101850140012',
    });
    expect(actedBy({ kind: 'operator', userId: 'u-9', partyId: '', name: 'Operator' })).toEqual({
      actedAs: 'operator',
      actedBy: 'u-9',
    });
    expect(actedBy(SYSTEM_ACTOR)).toEqual({ actedAs: 'system', actedBy: null });
  });
});
