import { todayInTashkent } from '@/ui/format';

/** How many quarters back the page offers: two years of figures. */
const SHOWN = 8;

/** The current quarter (Tashkent) and the ones before it, newest first: `2026-Q4`, `2026-Q3`, … */
export function recentQuarters(today: string = todayInTashkent()): string[] {
  let year = Number(today.slice(0, 4));
  let quarter = Math.ceil(Number(today.slice(5, 7)) / 3);
  const quarters: string[] = [];
  for (let i = 0; i < SHOWN; i++) {
    quarters.push(`${year}-Q${quarter}`);
    if (--quarter === 0) [year, quarter] = [year - 1, 4];
  }
  return quarters;
}
