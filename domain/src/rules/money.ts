/** Sums with space-separated thousands (spec §2, §3): 6 500 000; fractions only when there are any. */
export function formatSum(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const [whole, fraction] = value.toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === '00' ? grouped : `${grouped},${fraction}`;
}

/** So'm of a payment agreed in BHM (base calculation amounts): the BHM at the date times the multiple. */
export const somFromBhm = (multiple: number, bhmAmount: number): number => Math.round(multiple * bhmAmount * 100) / 100;
