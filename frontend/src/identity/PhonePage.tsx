import { Alert, Button, Chip, CircularProgress, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useGetIdentity, useRefresh, useTranslate } from 'react-admin';
import { phoneSchema, type SignInChallenge, signInCodeSchema } from '@rent/domain';
import { api, ApiError } from '../api/http';
import { formatPhone } from '../contracts/format';
import type { Account } from '../providers/authProvider';

/**
 * /account/phone: the party's phone (spec §5), unconfirmed until the code an SMS brings to it is typed
 * back. Registering and confirming a contract need it confirmed.
 */
export function PhonePage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { identity, isPending, refetch } = useGetIdentity();
  const account = identity as Account | undefined;
  const [digits, setDigits] = useState('');
  const [challenge, setChallenge] = useState<SignInChallenge>();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (isPending || !account) return <CircularProgress aria-label={translate('app.loading')} />;

  const refused = (error: unknown) =>
    error instanceof ApiError ? translate(error.messageKey, error.params) : translate('errors.errorOccurred');

  async function send(e: FormEvent) {
    e.preventDefault();
    const parsed = phoneSchema.safeParse(`998${digits}`);
    setDone(false);
    setFailure(undefined);
    if (!parsed.success) return setErrors({ phone: translate(parsed.error.issues[0]!.message) });
    setErrors({});
    setBusy(true);
    try {
      setChallenge(await api<SignInChallenge>('/account/phone', { method: 'POST', body: { phone: parsed.data } }));
      setCode('');
      await refetch();
    } catch (error) {
      setFailure(refused(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    const parsed = signInCodeSchema.safeParse({ challengeId: challenge!.challengeId, code });
    if (!parsed.success) return setErrors({ code: translate(parsed.error.issues[0]!.message) });
    setErrors({});
    setBusy(true);
    try {
      await api('/account/phone/confirm', { method: 'POST', body: parsed.data });
      setChallenge(undefined);
      setDone(true);
      await refetch();
      refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CODE_WRONG') setErrors({ code: translate(error.messageKey) });
      else setFailure(refused(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 600, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('phone.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="phone-status">
          <Typography>{account.phone ? formatPhone(account.phone) : translate('errors.phoneRequired')}</Typography>
          {account.phone && (
            <Chip size="small" color={account.phoneConfirmed ? 'success' : 'warning'} label={translate(account.phoneConfirmed ? 'phone.confirmed' : 'phone.unconfirmed')} />
          )}
        </Stack>
        {done && <Alert severity="success">{translate('phone.done')}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={send} noValidate>
          <TextField
            label={translate('phone.number')}
            value={digits}
            onChange={(e) => setDigits(e.target.value.replace(/\D/g, '').slice(0, 9))}
            error={!!errors.phone}
            helperText={errors.phone}
            slotProps={{ htmlInput: { inputMode: 'tel' }, input: { startAdornment: <InputAdornment position="start">+998</InputAdornment> } }}
          />
          <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}>
            {translate('phone.send')}
          </Button>
        </Stack>
        {challenge && (
          <Stack component="form" spacing={2} onSubmit={confirm} noValidate>
            <Typography>{translate('phone.codeSent', { phone: challenge.phone })}</Typography>
            <TextField
              label={translate('login.code')}
              value={code}
              autoComplete="one-time-code"
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              error={!!errors.code}
              helperText={errors.code}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {translate('login.confirm')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
