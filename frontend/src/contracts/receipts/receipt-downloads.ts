import { apiFile } from '@/api/http';
import { saveFile } from '@/api/save-file';

/** A receipt's PDF in the interface's language (the token is not a cookie: fetched, then handed over as a blob). */
export const downloadReceiptPdf = async (contractId: string, receipt: { id: string; number: string }, lang: string) =>
  saveFile(
    await apiFile(
      `/contracts/${contractId}/receipts/${receipt.id}/pdf?lang=${encodeURIComponent(lang)}`,
      `receipt-${receipt.number}.pdf`,
    ),
  );

/** A year of a contract's receipts as a workbook. */
export const downloadReceiptsYear = async (contractId: string, year: number, lang: string) =>
  saveFile(
    await apiFile(
      `/contracts/${contractId}/receipts/xlsx?year=${year}&lang=${encodeURIComponent(lang)}`,
      `receipts-${year}.xlsx`,
    ),
  );
