import { Alert, Button, Chip, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useGetIdentity, useRefresh, useTranslate } from 'react-admin';
import { type PhoneChallenge, phoneChangeSchema, phoneConfirmSchema } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import type { Account } from '@/providers/authProvider';
import { formatPhone } from '@/ui/format';
import { PhoneInput } from '@/ui/inputs';
import { DigitsInput } from '@/ui/inputs';

/** What a field's message names it (errors.required: "%{label} ..."). */
const LABELS: Record<string, string> = {
  phone: 'phone.number',
  password: 'phone.password',
  code: 'phone.code',
  oldCode: 'phone.code',
};

/**
 * /account/phone: the party's phone (spec §5). A number is given with the account's password; an SMS
 * brings a code to it and, when it replaces another number, a second code to that one: the account moves
 * to the new number once both are typed back. Registering and confirming a contract need it confirmed.
 */
export function PhonePage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { identity, isPending, refetch } = useGetIdentity();
  const account = identity as Account | undefined;
  const [digits, setDigits] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<PhoneChallenge>();
  const [code, setCode] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (isPending || !account) return <CircularProgress aria-label={translate('app.loading')} />;

  const refused = (error: unknown) =>
    error instanceof ApiError ? translate(error.messageKey, error.params) : translate('errors.errorOccurred');

  const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) =>
    Object.fromEntries(
      issues.map((i) => [
        String(i.path[0]),
        translate(i.message, { label: translate(LABELS[String(i.path[0])] ?? 'phone.number') }),
      ]),
    );

  async function send(e: FormEvent) {
    e.preventDefault();
    // Nothing typed is "required", not a malformed number.
    const parsed = phoneChangeSchema.safeParse({ phone: digits ? `998${digits}` : '', password });
    setDone(false);
    setFailure(undefined);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      setChallenge(await api<PhoneChallenge>('/account/phone', { method: 'POST', body: parsed.data }));
      setCode('');
      setOldCode('');
      setPassword('');
    } catch (error) {
      if (error instanceof ApiError && error.errors.password) setErrors({ password: translate(error.errors.password) });
      else setFailure(refused(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    const parsed = phoneConfirmSchema.safeParse({
      challengeId: challenge!.challengeId,
      code,
      ...(challenge!.oldPhone ? { oldCode } : {}),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      await api('/account/phone/confirm', { method: 'POST', body: parsed.data });
      setChallenge(undefined);
      setDone(true);
      await refetch();
      refresh();
    } catch (error) {
      // Which of the two codes was wrong is not told: both are asked again.
      if (error instanceof ApiError && error.code === 'CODE_WRONG')
        setErrors({
          code: translate(error.messageKey),
          ...(challenge!.oldPhone ? { oldCode: translate(error.messageKey) } : {}),
        });
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
            <Chip
              size="small"
              color={account.phoneConfirmed ? 'success' : 'warning'}
              label={translate(account.phoneConfirmed ? 'phone.confirmed' : 'phone.unconfirmed')}
            />
          )}
        </Stack>
        {done && <Alert severity="success">{translate('phone.done')}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={send} noValidate>
          <PhoneInput
            label={translate('phone.number')}
            value={digits}
            onChange={setDigits}
            error={!!errors.phone}
            helperText={errors.phone}
          />
          <TextField
            label={translate('phone.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={busy}
            sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}
          >
            {translate('phone.send')}
          </Button>
        </Stack>
        {challenge && (
          <Stack component="form" spacing={2} onSubmit={confirm} noValidate>
            <Typography>{translate('phone.codeSent', { phone: challenge.phone })}</Typography>
            <DigitsInput
              label={translate('phone.code')}
              digits={6}
              value={code}
              autoComplete="one-time-code"
              onChange={setCode}
              error={!!errors.code}
              helperText={errors.code}
            />
            {challenge.oldPhone && (
              <DigitsInput
                label={translate('phone.oldCode', { phone: challenge.oldPhone })}
                digits={6}
                value={oldCode}
                onChange={setOldCode}
                error={!!errors.oldCode}
                helperText={errors.oldCode}
              />
            )}
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {translate('login.confirm')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
