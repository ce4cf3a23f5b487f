import type { ListColumn } from '@rent/domain';

/** A list column's heading key; the vehicle lists name their objects by plate number. */
export const columnLabelKey = (column: ListColumn, vehicles: boolean): string =>
  `list.columns.${vehicles && column === 'cadastralNumber' ? 'plateNumber' : column}`;
