import { describe, expect, it } from '@jest/globals';
import { isRegistered, stateLabelKey } from './states.js';

describe('state labels (spec §4)', () => {
  it.each([
    [10, 'states.awaitingApproval'],
    [11, 'states.declaredByLessee'],
    [20, 'states.approved'],
    [15, 'states.rejected'],
    [50, 'states.expired'],
    [12, 'states.cancelled'],
    [27, 'states.cancelled'],
  ])('full variant: %i -> %s', (code, key) => expect(stateLabelKey(code, 'full')).toBe(key));

  it('the basic variant does not know 12 and 27', () => {
    expect(stateLabelKey(12, 'basic')).toBeUndefined();
    expect(stateLabelKey(27, 'basic')).toBeUndefined();
    expect(stateLabelKey(20, 'basic')).toBe('states.approved');
  });

  it('an unknown state has no label (shown as a dash)', () => {
    expect(stateLabelKey(99)).toBeUndefined();
    expect(stateLabelKey(99, 'basic')).toBeUndefined();
  });
});

describe('on record', () => {
  it('a contract is on record once approved, and stays so when cancelled or expired; a proposal, a rejected or withdrawn one never is', () => {
    expect([10, 11, 12, 15, 20, 27, 50].filter(isRegistered)).toEqual([20, 27, 50]);
  });
});
