import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type TranslateFunction, useTranslate } from 'react-admin';
import type { RegistryImport } from '@rent/domain';
import { api } from '@/api/http';
import { formatInstant } from '@/ui/format';
import { importRefusal, isUnderWay, readShare } from './registry-imports';

/** How often the history is read again while a load waits or runs. */
const POLL_MS = 1000;

const STATE_COLOURS = { waiting: 'default', running: 'info', done: 'success', failed: 'error' } as const;

/** The history of loads, newest first (`GET /api/operator/registries/imports`), read again while one is under way. */
export function useRegistryImports() {
  return useQuery({
    queryKey: ['operator-registry-imports'],
    queryFn: () => api<RegistryImport[]>('/operator/registries/imports'),
    refetchInterval: (query) => (query.state.data?.some(isUnderWay) ? POLL_MS : false),
  });
}

export const registryLabel = (translate: TranslateFunction, registry: string): string =>
  translate(`operator.imports.registries.${registry}`, { _: registry });

/** Why a file was refused: its line and field in the reader's words, then the import's own (a key translated). */
export function RefusalText({ error }: { error: string | null }) {
  const translate = useTranslate();
  const refusal = importRefusal(error);
  if (!refusal) return <>{error}</>;
  const [, key, rest] = /^(errors\.\w+)?([\s\S]*)$/.exec(refusal.problem)!;
  return (
    <span data-testid="import-refusal">
      <strong>
        {translate(refusal.field ? 'operator.imports.refusedAtField' : 'operator.imports.refusedAtLine', {
          line: refusal.line,
          field: refusal.field ?? '',
        })}
      </strong>{' '}
      {key ? translate(key) : ''}
      {rest}
    </span>
  );
}

/** How far a load got: rows read, and a bar of the file's bytes read. */
function Progress({ load }: { load: RegistryImport }) {
  const translate = useTranslate();
  const share = readShare(load);
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2" data-testid="import-rows">
        {translate('operator.imports.rows', { n: load.rows })}
      </Typography>
      {load.state !== 'failed' && (
        <LinearProgress
          variant="determinate"
          value={share * 100}
          aria-label={translate('operator.imports.readShare', { percent: Math.round(share * 100) })}
          sx={{ my: 0.5 }}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('operator.imports.bytes', {
          read: Math.round((load.state === 'done' ? load.bytes : load.readBytes) / 1024),
          total: Math.round(load.bytes / 1024),
        })}
      </Typography>
    </Box>
  );
}

/** Each load: its registry and file, state, progress, who started it and when, and a refused file's line and field. */
export function RegistryImportHistory() {
  const translate = useTranslate();
  const history = useRegistryImports();
  const column = (key: string) => translate(`operator.imports.columns.${key}`);
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('operator.imports.history')}
      </Typography>
      {history.isError && <Alert severity="error">{translate('errors.fetchError')}</Alert>}
      <Paper sx={{ my: 1, overflowX: 'auto' }}>
        <Table size="small" data-testid="registry-imports" aria-label={translate('operator.imports.history')}>
          <TableHead>
            <TableRow>
              {['registry', 'file', 'state', 'progress', 'startedBy', 'queuedAt', 'finishedAt', 'error'].map((key) => (
                <TableCell key={key}>{column(key)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {history.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{translate('operator.imports.none')}</TableCell>
              </TableRow>
            )}
            {history.data?.map((load) => (
              <TableRow key={load.id} data-testid="registry-import">
                <TableCell>{registryLabel(translate, load.registry)}</TableCell>
                <TableCell>{load.fileName}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATE_COLOURS[load.state]}
                    label={translate(`operator.imports.states.${load.state}`)}
                    data-testid="import-state"
                  />
                </TableCell>
                <TableCell>
                  <Progress load={load} />
                </TableCell>
                <TableCell>{load.startedBy}</TableCell>
                <TableCell>{formatInstant(load.queuedAt)}</TableCell>
                <TableCell>{formatInstant(load.finishedAt) || '—'}</TableCell>
                <TableCell>{load.error ? <RefusalText error={load.error} /> : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}
