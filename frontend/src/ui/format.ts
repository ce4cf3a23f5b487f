import { formatDisplayDate, type LocalDate, tashkentDate } from '@rent/domain';

export { formatSum } from '@rent/domain';

export const formatDate = formatDisplayDate;

/** The phone mask of spec §9: +998 (11) 111 11 11. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length !== 12) return digits;
  return `+${d.slice(0, 3)} (${d.slice(3, 5)}) ${d.slice(5, 8)} ${d.slice(8, 10)} ${d.slice(10)}`;
}

/**
 * Today as the register counts days: the calendar date in Tashkent, as the server's deciders, jobs and
 * list downloads take it, so a remaining term reads the same on the page and in its download wherever
 * the browser is (and in the hours when a browser's own date is not yet Tashkent's).
 */
export const todayInTashkent = (): LocalDate => tashkentDate(new Date());

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant in the browser's time zone: DD.MM.YYYY HH:mm (or only the date). */
export function formatInstant(iso: string | null | undefined, withTime = true): string {
  if (!iso) return '';
  const d = new Date(iso);
  const date = `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}` : date;
}
