import {
  Alert,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_STEP, type BulkUpload, MessageKeys } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { useSign } from '@/signing/SigningProvider';

/** How often a running upload is asked how far it got. */
const POLL_MS = 1000;
const FIELDS = new Set<string>([...BULK_UPLOAD_COLUMNS.required, ...BULK_UPLOAD_COLUMNS.optional]);

/**
 * /contracts/bulk-upload (issue 21): a large lessor sends its "other rent" contracts as one CSV file. The
 * rows are registered by a job, as the form would register each: the page follows it with a progress bar,
 * then says how many were registered, how many were already (by the party's own row id) and lists each
 * refused row with its line, field and the form's own message, so the file can be put right and sent again.
 */
export function BulkUploadPage() {
  const translate = useTranslate();
  const [uploadId, setUploadId] = useState<string>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const sign = useSign();
  const upload = useQuery({
    queryKey: ['bulk-uploads', uploadId],
    queryFn: () => api<BulkUpload>(`/contracts/bulk-uploads/${uploadId}`),
    enabled: !!uploadId,
    refetchInterval: (query) => (['done', 'failed'].includes(query.state.data?.state ?? '') ? false : POLL_MS),
  });

  async function send(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(undefined);
    setUploadId(undefined);
    setSending(true);
    try {
      // Signed whole where signatures are required: the document names the upload's id and the SHA-256 of
      // exactly the bytes sent; every contract its rows register carries that signature.
      const bytes = await file.arrayBuffer();
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      const sha256 = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
      const signature = await sign(BULK_UPLOAD_STEP, crypto.randomUUID(), { sha256 }, 0);
      if (signature === null) return;
      // Sent as CSV whatever type the computer gave the file (some call a .csv a spreadsheet).
      const started = await api<BulkUpload>('/contracts/bulk-uploads', {
        method: 'POST',
        body: new Blob([bytes], { type: 'text/csv' }),
        headers: signature ? { 'X-E-Signature': signature } : {},
      });
      setUploadId(started.id);
    } catch (err) {
      setError(err instanceof ApiError ? err.messageKey : MessageKeys.errorOccurred);
    } finally {
      setSending(false);
    }
  }

  const u = upload.data;
  const running = !!u && !['done', 'failed'].includes(u.state);
  const fieldName = (field: string | null) =>
    field && FIELDS.has(field) ? translate(`form.fields.${field}`) : (field ?? '—');
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {translate('bulkUpload.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('bulkUpload.hint', {
          columns: BULK_UPLOAD_COLUMNS.required.join(', '),
          rowId: 'rowId',
          format: 'CSV',
        })}
      </Typography>
      <div>
        <Button variant="contained" component="label" disabled={sending || running}>
          {translate('bulkUpload.choose')}
          <input hidden type="file" accept=".csv,text/csv" onChange={send} data-testid="bulk-file" />
        </Button>
      </div>
      {error && <Alert severity="error">{translate(error)}</Alert>}
      {(sending || (uploadId && !u)) && <LinearProgress aria-label={translate('bulkUpload.sending')} />}
      {u && (
        <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="bulk-upload">
          {running && (
            <Stack spacing={1} sx={{ mb: 2 }}>
              <Typography>{translate('bulkUpload.progress', { processed: u.processed, total: u.total })}</Typography>
              <LinearProgress
                variant={u.total ? 'determinate' : 'indeterminate'}
                value={u.total ? (100 * u.processed) / u.total : 0}
                aria-label={translate('bulkUpload.sending')}
              />
            </Stack>
          )}
          {u.state === 'done' && (
            <Alert severity={u.refused ? 'warning' : 'success'} data-testid="bulk-summary">
              {translate('bulkUpload.done', {
                total: u.total,
                registered: u.registered,
                already: u.alreadyRegistered,
                refused: u.refused,
              })}
            </Alert>
          )}
          {u.state === 'failed' && <Alert severity="error">{translate('bulkUpload.failed')}</Alert>}
          {u.errors.length > 0 && (
            <TableContainer sx={{ mt: 2 }}>
              <Table size="small" aria-label={translate('bulkUpload.errorsTitle')}>
                <TableHead>
                  <TableRow>
                    {(['line', 'rowId', 'field', 'message'] as const).map((k) => (
                      <TableCell key={k}>{translate(`bulkUpload.columns.${k}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {u.errors.map((row) => (
                    <TableRow key={`${row.line}-${row.field ?? ''}`} data-testid={`bulk-error-${row.line}`}>
                      {/* Line 0 is the upload itself (a run the portal cut short), not a line of the file. */}
                      <TableCell>{row.line || '—'}</TableCell>
                      <TableCell>{row.rowId || '—'}</TableCell>
                      <TableCell>{fieldName(row.field)}</TableCell>
                      <TableCell>{translate(row.message, { label: fieldName(row.field) })}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
      )}
    </Stack>
  );
}
