import { describe, expect, it } from '@jest/globals';
import { badgeFor, remainingTerm } from './remaining-term.js';

describe('remaining term (spec §4: end date + 2 days against today)', () => {
  it('shows years, months and days of a long term, without a badge', () => {
    expect(remainingTerm('2027-02-28', '2026-01-01')).toEqual({
      expired: false,
      years: 1,
      months: 2,
      days: 1,
      daysLeft: 425,
      badge: null,
    });
  });

  it('counts the two grace days: a contract ending today still has 2 days', () => {
    expect(remainingTerm('2026-05-10', '2026-05-10')).toMatchObject({
      expired: false,
      days: 2,
      daysLeft: 2,
      badge: 'orange',
    });
  });

  it('is expired once the end date plus 2 days is reached', () => {
    expect(remainingTerm('2026-05-10', '2026-05-12')).toMatchObject({ expired: true, daysLeft: 0, badge: 'danger' });
    expect(remainingTerm('2026-05-10', '2026-06-30')).toMatchObject({ expired: true, badge: 'danger' });
  });

  it.each([
    // daysLeft, badge
    [40, null],
    [31, null],
    [30, 'warning'],
    [11, 'warning'],
    [10, 'orange'],
    [1, 'orange'],
    [0, 'danger'],
    [-3, 'danger'],
  ])('%i days left gives badge %s (under 31: warning above 10, orange 1 to 10, danger at 0 or less)', (days, badge) => {
    expect(badgeFor(days)).toBe(badge);
  });

  it('shows no badge while a whole month remains even if the month is short', () => {
    // 2026-02-01 to 2026-03-03 (end 2026-03-01 + 2) is one month and two days: 30 days but a full month.
    expect(remainingTerm('2026-03-01', '2026-02-01')).toMatchObject({ months: 1, days: 2, badge: null });
  });

  it('shows the warning badge with 30 days left', () => {
    expect(remainingTerm('2026-06-28', '2026-06-01')).toMatchObject({
      months: 0,
      days: 29,
      daysLeft: 29,
      badge: 'warning',
    });
  });
});
