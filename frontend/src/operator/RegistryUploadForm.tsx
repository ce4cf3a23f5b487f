import AttachFile from '@mui/icons-material/AttachFile';
import Upload from '@mui/icons-material/Upload';
import { Alert, Button, LinearProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '@/api/http';
import { RefusalText, registryLabel, useRegistryImports } from './RegistryImportHistory';
import { type Registry, REGISTRIES, uploadExtract } from './registry-imports';

/** What the form shows of the load it started, followed in the history until a worker ends it. */
function Followed({ id }: { id: string }) {
  const translate = useTranslate();
  const load = useRegistryImports().data?.find((l) => l.id === id);
  if (!load) return null;
  if (load.state === 'done')
    return (
      <Alert severity="success" data-testid="upload-outcome">
        {translate('operator.imports.done', { file: load.fileName, n: load.rows })}
      </Alert>
    );
  if (load.state === 'failed')
    return (
      <Alert severity="error" data-testid="upload-outcome">
        {translate('operator.imports.failed', { file: load.fileName })} <RefusalText error={load.error} />
      </Alert>
    );
  return (
    <Alert severity="info" data-testid="upload-outcome">
      {translate(`operator.imports.following.${load.state}`, { file: load.fileName, n: load.rows })}
    </Alert>
  );
}

/**
 * A registry extract loaded from the browser (issue 19, screen 6): the registry chosen, a .csv file sent
 * as it is with a bar of how much has gone, then the load followed to its end: all of it imported, or the
 * line and field why none of it was.
 */
export function RegistryUploadForm() {
  const translate = useTranslate();
  const queries = useQueryClient();
  const fileLabel = useId();
  const [registry, setRegistry] = useState<Registry>('taxpayers');
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [started, setStarted] = useState<string>();
  const [error, setError] = useState<string>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (!file) return setError(translate('operator.imports.noFile', { format: 'CSV' }));
    if (!/\.csv$/i.test(file.name)) return setError(translate('operator.imports.notCsv', { ext: '.csv' }));
    setStarted(undefined);
    setSent(0);
    try {
      const load = await uploadExtract(registry, file, setSent);
      setStarted(load.id);
      setFile(null);
      await queries.invalidateQueries({ queryKey: ['operator-registry-imports'] });
    } catch (refused) {
      setError(
        refused instanceof ApiError ? translate(refused.messageKey, refused.params) : translate('errors.errorOccurred'),
      );
    } finally {
      setSent(null);
    }
  }

  return (
    <Paper sx={{ p: 2, my: 2, maxWidth: 720 }} component="section" aria-labelledby="registry-upload-title">
      <Typography variant="h6" component="h2" id="registry-upload-title" gutterBottom>
        {translate('operator.imports.form.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('operator.imports.form.text', { format: 'CSV' })}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate data-testid="registry-upload">
        <TextField
          select
          label={translate('operator.imports.form.registry')}
          value={registry}
          onChange={(e) => setRegistry(e.target.value as Registry)}
          sx={{ maxWidth: 360 }}
        >
          {REGISTRIES.map((name) => (
            <MenuItem key={name} value={name}>
              {registryLabel(translate, name)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={2} alignItems="center">
          <Button component="label" variant="outlined" startIcon={<AttachFile />}>
            <span id={fileLabel}>{translate('operator.imports.form.choose', { format: 'CSV' })}</span>
            <input
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-labelledby={fileLabel}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography data-testid="chosen-file">
            {file?.name ?? translate('operator.imports.form.noneChosen')}
          </Typography>
        </Stack>
        {sent !== null && (
          <LinearProgress
            variant="determinate"
            value={sent * 100}
            aria-label={translate('operator.imports.form.sending', { percent: Math.round(sent * 100) })}
          />
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {started && <Followed id={started} />}
        <Button
          type="submit"
          variant="contained"
          startIcon={<Upload />}
          disabled={sent !== null}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('operator.imports.form.upload')}
        </Button>
      </Stack>
    </Paper>
  );
}
