/**
 * The columns of every contracts list, in order (spec §2): the table on the page and the list's
 * downloads (PDF, DOC, XLS) show the same ones. Each has its heading under `list.columns.<column>`.
 */
export const LIST_COLUMNS = [
  'contractNumber',
  'contractDate',
  'lessor',
  'lessee',
  'cadastralNumber',
  'area',
  'monthlyPayment',
  'beginDate',
  'endDate',
  'state',
  'remainingTerm',
] as const;
export type ListColumn = (typeof LIST_COLUMNS)[number];
