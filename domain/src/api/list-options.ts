// What a contracts list can be asked for, as plain values: its boxes, the columns it sorts by, the formats it
// downloads in. Kept apart from the schemas that check them (contract-list-filter.ts, list-export.ts) so
// that the list page, which only names them, does not download the validation library with its first load.

/** The boxes a party's contracts are sorted into (spec §2): the list's tabs, and the API's `filter.box`. */
export const BOXES = ['incoming', 'outgoing', 'sent', 'accepted', 'rejected', 'expired', 'cancelled'] as const;
export type Box = (typeof BOXES)[number];

/** The columns a list may be sorted by. */
export const SORT_FIELDS = [
  'id',
  'createdAt',
  'beginDate',
  'endDate',
  'contractNumber',
  'contractDate',
  'monthlyPayment',
  'state',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** The formats a contracts list is downloaded in (spec §2): DOC is written as .docx, XLS as .xlsx. */
export const EXPORT_FORMATS = ['pdf', 'doc', 'xls'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A download's course: queued, being written, ready, or given up. */
export const EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];
