import dayjs from 'dayjs';

/**
 * Contract dates are calendar dates without a time zone, carried as ISO strings (YYYY-MM-DD) on the
 * wire and in events, and shown to people as DD.MM.YYYY (spec §9).
 */
export type LocalDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** True for a real calendar date in ISO form (rejects 2025-02-30). */
export function isLocalDate(value: string): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const d = dayjs(value);
  return d.isValid() && d.format('YYYY-MM-DD') === value;
}

/** DD.MM.YYYY -> YYYY-MM-DD, or undefined when it is not a real date. */
export function parseDisplayDate(value: string): LocalDate | undefined {
  const m = DISPLAY.exec(value.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isLocalDate(iso) ? iso : undefined;
}

/** YYYY-MM-DD -> DD.MM.YYYY; an empty value stays empty. */
export function formatDisplayDate(value: LocalDate | null | undefined): string {
  if (!value) return '';
  const m = ISO.exec(value.slice(0, 10));
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** A month (YYYY-MM) as pages and documents write it: MM.YYYY, as dates are DD.MM.YYYY. */
export const formatDisplayMonth = (month: string): string => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

/** The calendar date of an instant in Tashkent (UTC+5, no daylight saving). */
export function tashkentDate(instant: Date): LocalDate {
  return new Date(instant.getTime() + 5 * 3600_000).toISOString().slice(0, 10);
}

export const compareLocalDates = (a: LocalDate, b: LocalDate): number => (a < b ? -1 : a > b ? 1 : 0);
