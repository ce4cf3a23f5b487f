import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Menu, MenuItem, Stack, Typography } from '@mui/material';
import {
  ContractState,
  EXPORT_FORMATS,
  type ExportFormat,
  type ExportLabels,
  type ExportStatus,
  LIST_COLUMNS,
  stateLabelKey,
} from '@rent/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { type SortPayload, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { api, ApiError, apiFile } from '@/api/http';
import { saveFile } from '@/api/save-file';
import { formatSum } from '@/ui/format';
import { columnLabelKey } from './list-columns';

/** The spec's names for the formats (§2): DOC is written as .docx and XLS as .xlsx. */
const FORMAT_NAMES: Record<ExportFormat, string> = { pdf: 'PDF', doc: 'DOC', xls: 'XLS' };

const POLL_MS = 500;

/** A refusal's numbers (how many rows, how many fit) as the page writes sums: 100 000. */
const readable = (params: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'number' ? formatSum(value) : value]),
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Props {
  /** The list's filter as it is applied now, its box and kind included. */
  filter: Record<string, unknown>;
  sort: SortPayload;
  /** The list's heading, which titles the file. */
  title: string;
  vehicles: boolean;
}

/**
 * "Download" above a contracts list: exactly what the list shows, its filter and sort. The headings and
 * labels are the page's own.
 */
export function ListDownload({ filter, sort, title, vehicles }: Props) {
  const translate = useTranslate();
  const labels = (): ExportLabels => ({
    title,
    columns: Object.fromEntries(
      LIST_COLUMNS.map((c) => [c, translate(columnLabelKey(c, vehicles))]),
    ) as ExportLabels['columns'],
    states: Object.fromEntries(
      Object.values(ContractState).map((code) => [String(code), translate(stateLabelKey(code) ?? '-')]),
    ),
    // The units keep their placeholder: the server puts each contract's own number in.
    term: {
      years: translate('term.years', { count: '%{count}' }),
      months: translate('term.months', { count: '%{count}' }),
      days: translate('term.days', { count: '%{count}' }),
      expired: translate('term.expired'),
    },
  });

  return (
    <DownloadButton
      ask={(format, lang) =>
        api<ExportStatus>('/contracts/exports', {
          method: 'POST',
          body: { format, lang, filter, sort: [sort.field, sort.order], labels: labels() },
        })
      }
    />
  );
}

/**
 * "Download" above a list: PDF, DOC or XLS of exactly what the list shows (every page of it). `ask` starts
 * the download; the server writes the file in the background; meanwhile a bar shows how many of the rows
 * are written, and once done the file is saved. `followAt` is where the download is followed and fetched:
 * the parties' lists' route, or the staff search's (operator/SearchDownload.tsx).
 */
export function DownloadButton({
  ask,
  followAt = '/contracts/exports',
}: {
  ask: (format: ExportFormat, lang: string) => Promise<ExportStatus>;
  followAt?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<{ name: string; done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Leaving the page stops following the download.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const download = async (format: ExportFormat, name: string) => {
    setAnchor(null);
    setError(null);
    setProgress({ name, done: 0, total: 0 });
    try {
      let status = await ask(format, locale);
      while (mounted.current && (status.state === 'queued' || status.state === 'running')) {
        setProgress({ name, done: status.done, total: status.total });
        await pause(POLL_MS);
        status = await api<ExportStatus>(`${followAt}/${status.id}`);
      }
      if (!mounted.current) return;
      if (status.state !== 'done') throw new Error(status.state);
      setProgress({ name, done: status.total, total: status.total });
      saveFile(await apiFile(`${followAt}/${status.id}/file`, status.filename));
      notify('list.download.done', { type: 'success', messageArgs: { filename: status.filename } });
    } catch (e) {
      if (mounted.current)
        setError(
          e instanceof ApiError ? translate(e.messageKey, readable(e.params)) : translate('list.download.failed'),
        );
    } finally {
      if (mounted.current) setProgress(null);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={progress !== null}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('list.download.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('list.download.menu') } }}
      >
        {EXPORT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => void download(format, FORMAT_NAMES[format])}
            aria-label={translate('list.download.as', { format: FORMAT_NAMES[format] })}
          >
            {FORMAT_NAMES[format]}
          </MenuItem>
        ))}
      </Menu>
      {progress && (
        <Box sx={{ width: 360, maxWidth: '100%' }}>
          <LinearProgress
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={progress.total ? (100 * progress.done) / progress.total : 0}
            aria-label={translate('list.download.progress')}
          />
          <Typography variant="body2" role="status" data-testid="download-progress">
            {translate('list.download.preparing', {
              format: progress.name,
              done: progress.done,
              total: progress.total,
            })}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
