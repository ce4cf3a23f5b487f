import { describe, expect, it } from '@jest/globals';
import { projections } from '@rent/projections';
import { shareOf } from './projection-shares.js';

// The read models as the app runs them, and the jobs reactor beside them (it declares no cost).
const all = [...projections, { name: 'contract-jobs' }];
const names = all.map((p) => p.name).sort();

describe('the projections divided among the live runners', () => {
  it('a runner alone, or without a slot among the live ones, tries every projection', () => {
    expect(shareOf(all, [3], 3).sort()).toEqual(names);
    expect(shareOf(all, [0, 1], undefined).sort()).toEqual(names);
    expect(shareOf(all, [0, 1], 5).sort()).toEqual(names);
  });

  it.each([2, 3, 4, 5, 9])('with %i runners, each projection falls to exactly one of them', (count) => {
    const live = Array.from({ length: count }, (_, i) => i * 2);
    const shares = live.map((slot) => shareOf(all, live, slot));
    expect(shares.flat().sort()).toEqual(names);
  });

  it('two runners: the two costliest (invoices, rent index) fall to different runners, the rest evens them out', () => {
    const [first, second] = [shareOf(all, [1, 4], 1), shareOf(all, [1, 4], 4)];
    const cost = (share: string[]) =>
      share.reduce((sum, name) => sum + ((all.find((p) => p.name === name) as { cost?: number }).cost ?? 1), 0);
    expect(first).toContain('contract-invoices');
    expect(second).toContain('rent-index');
    expect([...first, ...second].sort()).toEqual(names);
    // As even as whole costs allow: the two differ by at most the cheapest projection's cost (1).
    expect(Math.abs(cost(first) - cost(second))).toBeLessThanOrEqual(1);
  });

  it('the division depends on the slots held, not on the order the projections are listed in', () => {
    expect(shareOf([...all].reverse(), [0, 7, 9], 7).sort()).toEqual(shareOf(all, [0, 7, 9], 7).sort());
  });
});
