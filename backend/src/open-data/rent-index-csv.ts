import { RENT_INDEX_DICTIONARY, type RentIndexCell } from '@rent/domain';

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
const field = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A cell's value at a dictionary column's JSON path (`regionName.ru`). */
const at = (cell: RentIndexCell, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], cell);

/**
 * The index as CSV, its columns in the data dictionary's order and names, so the file and its dictionary
 * cannot disagree. UTF-8 with a byte-order mark, so that a spreadsheet reads the Cyrillic names right.
 */
export function rentIndexCsv(cells: readonly RentIndexCell[]): string {
  const columns = RENT_INDEX_DICTIONARY.columns;
  const lines = [
    columns.map((c) => c.csv).join(','),
    ...cells.map((cell) => columns.map((c) => field(at(cell, c.json))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
