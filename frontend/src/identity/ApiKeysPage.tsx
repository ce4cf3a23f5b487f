import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  type ApiKey,
  API_KEY_SCOPE_NAMES,
  type ApiKeyScope,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatInstant } from '@/ui/format';

/** The end of the chosen day in Tashkent, where the portal's days are. */
const endOfDay = (date: string) => `${date}T23:59:59+05:00`;

/**
 * /account/api-keys: the party's keys for its own systems (issue 21). A new key's secret is shown once,
 * here, to copy; the list shows each key's name, prefix, scopes and use, never a secret; a key is revoked
 * after a confirmation, and stops working at once.
 */
export function ApiKeysPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: ['api-keys'], queryFn: () => api<ApiKey[]>('/account/api-keys') });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['contracts:read']);
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CreatedApiKey>();
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey>();
  const [busy, setBusy] = useState(false);

  const refused = (e: unknown) =>
    e instanceof ApiError ? translate(e.messageKey, e.params) : translate('errors.errorOccurred');

  async function create(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setCreated(undefined);
    setCopied(false);
    try {
      const body: CreateApiKeyInput = { name, scopes, expiresAt: expiry ? endOfDay(expiry) : null };
      setCreated(await api<CreatedApiKey>('/account/api-keys', { method: 'POST', body }));
      setName('');
      await queryClient.invalidateQueries({ queryKey: ['api-keys'] });
    } catch (err) {
      setErrors(err instanceof ApiError && Object.keys(err.errors).length ? err.errors : { _: refused(err) });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(key: ApiKey) {
    setRevoking(undefined);
    await api(`/account/api-keys/${key.id}/revoke`, { method: 'POST' }).catch((err: unknown) =>
      setErrors({ _: refused(err) }),
    );
    await queryClient.invalidateQueries({ queryKey: ['api-keys'] });
  }

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));

  if (keys.isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (keys.error) return <Alert severity="warning">{refused(keys.error)}</Alert>;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1000, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('apiKeys.title')}
        </Typography>
        <Typography color="text.secondary">{translate('apiKeys.intro')}</Typography>
        <Stack component="form" spacing={2} onSubmit={create} noValidate aria-label={translate('apiKeys.create')}>
          <TextField
            label={translate('apiKeys.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={errors.name ? translate(errors.name) : undefined}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormGroup>
            <FormLabel error={!!errors.scopes}>{translate('apiKeys.scopes')}</FormLabel>
            {API_KEY_SCOPE_NAMES.map((scope) => (
              <FormControlLabel
                key={scope}
                control={
                  <Checkbox checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />
                }
                label={`${translate(`apiKeys.scope.${scope}`)} (${scope})`}
              />
            ))}
          </FormGroup>
          <TextField
            type="date"
            label={translate('apiKeys.expiresAt')}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            error={!!errors.expiresAt}
            helperText={translate(errors.expiresAt ?? 'apiKeys.expiresAtHint')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {errors._ && <Alert severity="error">{errors._}</Alert>}
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {translate('apiKeys.create')}
          </Button>
        </Stack>
        {created && (
          <Alert severity="success" data-testid="created-api-key">
            <Stack spacing={1}>
              <span>{translate('apiKeys.shownOnce', { header: 'Authorization: ApiKey …' })}</span>
              <TextField
                value={created.key}
                label={translate('apiKeys.secret')}
                slotProps={{ htmlInput: { readOnly: true } }}
                fullWidth
                size="small"
              />
              <Button
                size="small"
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => void navigator.clipboard.writeText(created.key).then(() => setCopied(true))}
              >
                {translate(copied ? 'apiKeys.copied' : 'apiKeys.copy')}
              </Button>
            </Stack>
          </Alert>
        )}
        {keys.data.length === 0 ? (
          <Typography>{translate('apiKeys.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('apiKeys.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('apiKeys.name')}</TableCell>
                <TableCell>{translate('apiKeys.prefix')}</TableCell>
                <TableCell>{translate('apiKeys.scopes')}</TableCell>
                <TableCell>{translate('apiKeys.createdAt')}</TableCell>
                <TableCell>{translate('apiKeys.lastUsedAt')}</TableCell>
                <TableCell>{translate('apiKeys.expiresAt')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.data.map((k) => (
                <TableRow key={k.id} data-testid="api-key-row">
                  <TableCell>{k.name}</TableCell>
                  <TableCell>
                    <code>{k.prefix}</code>
                  </TableCell>
                  <TableCell>{k.scopes.join(', ')}</TableCell>
                  <TableCell>{formatInstant(k.createdAt)}</TableCell>
                  <TableCell>{k.lastUsedAt ? formatInstant(k.lastUsedAt) : '—'}</TableCell>
                  <TableCell>{k.expiresAt ? formatInstant(k.expiresAt, false) : '—'}</TableCell>
                  <TableCell align="right">
                    {k.revokedAt ? (
                      translate('apiKeys.revokedAt', { date: formatInstant(k.revokedAt) })
                    ) : (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setRevoking(k)}
                        aria-label={`${translate('apiKeys.revoke')}: ${k.name}`}
                      >
                        {translate('apiKeys.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
      <Dialog open={!!revoking} onClose={() => setRevoking(undefined)}>
        <DialogTitle>{translate('apiKeys.revokeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('apiKeys.revokeConfirm', { name: revoking?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(undefined)}>{translate('apiKeys.keep')}</Button>
          <Button color="error" variant="contained" onClick={() => revoking && void revoke(revoking)}>
            {translate('apiKeys.revoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
