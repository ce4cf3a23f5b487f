import {
  ContractState,
  type ExportStatus,
  SERVICE_KINDS,
  STAFF_SEARCH_COLUMNS,
  type StaffExportLabels,
  stateLabelKey,
} from '@rent/domain';
import { useListContext, useTranslate } from 'react-admin';
import { api } from '@/api/http';
import { DownloadButton } from '@/contracts/ListDownload';
import { contractSearchFilter, type ContractSearchFilter } from './list-query';

const EXPORTS = '/operator/contracts/exports';

/**
 * "Download" above the staff's search of the register (issue 19): PDF, DOC or XLS of every contract the
 * search finds with the filters applied now, newest first, with the screen's own headings and labels; as a
 * party's list downloads, through the same button. The server records the download, with its filter, in the
 * staff audit trail.
 */
export function SearchDownload() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const labels = (): StaffExportLabels => ({
    title: translate('operator.contracts.title'),
    columns: Object.fromEntries(
      STAFF_SEARCH_COLUMNS.map((c) => [c, translate(`operator.contracts.columns.${c}`)]),
    ) as StaffExportLabels['columns'],
    states: Object.fromEntries(
      Object.values(ContractState).map((code) => [String(code), translate(stateLabelKey(code) ?? '-')]),
    ),
    kinds: Object.fromEntries(SERVICE_KINDS.map((kind) => [kind, translate(`kinds.${kind}`)])),
    unnumbered: translate('operator.contracts.unnumbered'),
  });
  return (
    <DownloadButton
      followAt={EXPORTS}
      ask={(format, lang) =>
        api<ExportStatus>(EXPORTS, {
          method: 'POST',
          body: {
            format,
            lang,
            filter: contractSearchFilter(filterValues as ContractSearchFilter),
            labels: labels(),
          },
        })
      }
    />
  );
}
