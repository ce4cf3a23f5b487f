import dayjs from 'dayjs';
import type { LocalDate } from './local-date.js';

/** Leasing is for a term over twelve months (spec §1, §9). */
export const LEASING_MIN_MONTHS = 12;

/**
 * True when a term from `begin` to `end` (both days included) is longer than `months` whole months:
 * 01.12.2026–30.11.2027 is exactly twelve months, 01.12.2026–01.12.2027 is over twelve.
 */
export const termLongerThanMonths = (begin: LocalDate, end: LocalDate, months: number): boolean =>
  !dayjs(end).isBefore(dayjs(begin).add(months, 'month'));
