import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { BackdoorEntryInput, SessionAnswer } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { getToken, setSession } from '@/api/session';

/**
 * /backdoor/by-tin/{tin} (spec §2, §6): an operator with the permission opens the taxpayer's cabinet
 * read-only, giving a reason that is recorded with the entry. The operator's own session gives way to it.
 * The route is open to everyone (spec §2); a visitor is asked to sign in as an operator first.
 */
export function BackdoorEntry() {
  const translate = useTranslate();
  const { tin = '' } = useParams();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function enter(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setFailure(undefined);
    setFieldError(undefined);
    try {
      // The backdoor session's refresh token has taken the operator's place in the cookie.
      const session = await api<SessionAnswer>(`/operator/backdoor/by-tin/${encodeURIComponent(tin)}`, {
        method: 'POST',
        body: { reason } satisfies BackdoorEntryInput,
      });
      setSession(session.token);
      // A new identity: the whole app starts again as the taxpayer.
      window.location.assign('/estate-list');
    } catch (error) {
      if (error instanceof ApiError && error.errors.reason) setFieldError(translate(error.errors.reason));
      else
        setFailure(
          translate(error instanceof ApiError ? (error.errors.tin ?? error.messageKey) : 'errors.errorOccurred'),
        );
      setBusy(false);
    }
  }

  if (!getToken()) {
    return (
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 600, mx: 'auto' }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('backdoor.title')}
          </Typography>
          <Alert severity="info">{translate('backdoor.signInFirst')}</Alert>
          <Button component={RouterLink} to="/login?type=JIS" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {translate('app.login')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper component="form" onSubmit={enter} noValidate sx={{ p: { xs: 2, sm: 3 }, maxWidth: 600, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('backdoor.title')}
        </Typography>
        <Typography>{translate('backdoor.text', { tin })}</Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label={translate('backdoor.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          multiline
          minRows={2}
          error={!!fieldError}
          helperText={fieldError}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {translate('backdoor.enter')}
        </Button>
      </Stack>
    </Paper>
  );
}
