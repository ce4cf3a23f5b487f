import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import {
  MessageKeys,
  type ResendCodeInput,
  type SignInChallenge,
  signInCodeSchema,
  type SignInState,
} from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatInstant } from '@/ui/format';
import { signInFailure } from './sign-in-failure';
import { SignInCard } from './SignInCard';
import { DigitsInput } from '@/ui/inputs';

interface Props {
  challenge: SignInChallenge;
  onChallenge: (next: SignInChallenge) => void;
  onBack: () => void;
}

/** The second step of sign-in: the six-digit code sent by SMS; a new code can be asked for. */
export function SignInCodeStep({ challenge, onChallenge, onBack }: Props) {
  const translate = useTranslate();
  const login = useLogin();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  // Meanwhile the person may approve this sign-in on another signed-in device (the mobile app).
  const waiting = useQuery({
    queryKey: ['sign-in-state', challenge.challengeId],
    // Only this browser's sign-in cookie makes the API hand the approved session over.
    queryFn: () => api<SignInState>(`/auth/login/${challenge.challengeId}/state`),
    refetchInterval: (q) => (q.state.data?.state === 'pending' || !q.state.data ? 2000 : false),
    retry: false,
  });
  const approved = waiting.data?.state === 'approved' ? waiting.data : undefined;
  const refusedElsewhere = waiting.data?.state === 'refused';
  useEffect(() => {
    if (approved?.token) void login({ token: approved.token }, '/estate-list');
  }, [approved, login]);

  async function confirm(e: FormEvent) {
    e.preventDefault();
    setFailure(undefined);
    setNotice(undefined);
    const parsed = signInCodeSchema.safeParse({ challengeId: challenge.challengeId, code });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message ?? MessageKeys.codeFormat));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await login(parsed.data, '/estate-list');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'CODE_WRONG') setError(translate(e.messageKey));
      else setFailure(signInFailure(e, translate));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setFailure(undefined);
    setError(undefined);
    setBusy(true);
    try {
      const body: ResendCodeInput = { challengeId: challenge.challengeId };
      onChallenge(await api<SignInChallenge>('/auth/login/resend', { method: 'POST', body }));
      setCode('');
      setNotice(translate('login.codeResent'));
    } catch (e) {
      setFailure(signInFailure(e, translate));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignInCard onSubmit={confirm}>
      <Typography data-testid="code-sent">
        {translate('login.codeSent', { phone: challenge.phone, time: formatInstant(challenge.expiresAt) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('login.orApprove')}
      </Typography>
      {refusedElsewhere && <Alert severity="error">{translate('login.refusedElsewhere')}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      {notice && <Alert severity="info">{notice}</Alert>}
      <DigitsInput
        label={translate('login.code')}
        name="code"
        autoComplete="one-time-code"
        required
        autoFocus
        digits={6}
        value={code}
        onChange={setCode}
        error={!!error}
        helperText={error}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {translate('login.confirm')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack} disabled={busy}>
          {translate('login.back')}
        </Button>
        <Button onClick={() => void resend()} disabled={busy}>
          {translate('login.resend')}
        </Button>
      </Stack>
    </SignInCard>
  );
}
