import dayjs from 'dayjs';
import type { LocalDate } from './local-date.js';

/**
 * The remaining term of a contract as spec §4 shows it: the end date plus 2 days compared with today,
 * as years, months and days, or "expired" when nothing remains. A badge appears in the last month
 * (fewer than 31 days): warning above 10 days, orange from 1 to 10, danger at 0 or below.
 */
export type TermBadge = 'warning' | 'orange' | 'danger';

export interface RemainingTerm {
  expired: boolean;
  years: number;
  months: number;
  days: number;
  /** Whole days from today to the end date plus 2 days; zero or negative once expired. */
  daysLeft: number;
  badge: TermBadge | null;
}

export const GRACE_DAYS = 2;
export const BADGE_DAYS = 31;
export const ORANGE_DAYS = 10;

export function badgeFor(daysLeft: number): TermBadge | null {
  if (daysLeft >= BADGE_DAYS) return null;
  if (daysLeft > ORANGE_DAYS) return 'warning';
  if (daysLeft >= 1) return 'orange';
  return 'danger';
}

export function remainingTerm(endDate: LocalDate, today: LocalDate): RemainingTerm {
  const end = dayjs(endDate).add(GRACE_DAYS, 'day');
  const now = dayjs(today);
  const daysLeft = end.diff(now, 'day');
  if (daysLeft <= 0) {
    return { expired: true, years: 0, months: 0, days: 0, daysLeft, badge: 'danger' };
  }
  const years = end.diff(now, 'year');
  const afterYears = now.add(years, 'year');
  const months = end.diff(afterYears, 'month');
  const days = end.diff(afterYears.add(months, 'month'), 'day');
  // Under one whole month and under 31 days: both conditions of spec §4 hold only in the last month.
  const badge = years === 0 && months === 0 ? badgeFor(daysLeft) : null;
  return { expired: false, years, months, days, daysLeft, badge };
}
