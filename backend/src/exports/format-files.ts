import type { ExportFormat } from '@rent/domain';

/** What each format is written as: DOC is Word's .docx, XLS is Excel's .xlsx (the spec names them DOC and XLS). */
export const FORMAT_FILES: Record<ExportFormat, { extension: string; mediaType: string }> = {
  pdf: { extension: 'pdf', mediaType: 'application/pdf' },
  doc: { extension: 'docx', mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xls: { extension: 'xlsx', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};
