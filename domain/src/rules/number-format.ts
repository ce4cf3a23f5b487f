/** Sums with space-separated thousands (spec §2, §3): 6 500 000; fractions only when there are any. */
export function formatSum(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const [whole, fraction] = value.toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === '00' ? grouped : `${grouped},${fraction}`;
}

/** Areas as people write them: 850,5 m², 1 200 m²; no trailing zeros. */
export function formatArea(value: number): string {
  const [whole, fraction] = formatSum(value).split(',') as [string, string | undefined];
  const trimmed = fraction?.replace(/0+$/, '');
  return trimmed ? `${whole},${trimmed}` : whole;
}
