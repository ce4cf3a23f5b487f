import { Alert, Button, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { loginSchema, type LoginTypeCode, type SignInChallenge, type ThirdPartyAvailability } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { signInFailure } from './sign-in-failure';
import { SignInCard } from './SignInCard';
import { SignInCodeStep } from './SignInCodeStep';
import { DigitsInput } from '@/ui/inputs';

/**
 * Sign-in (spec §2): by TIN (YUR) or PINFL (JIS) and password, then the code the SMS brought to the
 * account's phone.
 */
export function Login() {
  const translate = useTranslate();
  const [challenge, setChallenge] = useState<SignInChallenge>();
  const thirdParty = useQuery({
    queryKey: ['third-party'],
    queryFn: () => api<ThirdPartyAvailability>('/auth/third-party'),
    staleTime: Infinity,
  });
  const [params, setParams] = useSearchParams();
  const type: LoginTypeCode = params.get('type') === 'JIS' ? 'JIS' : 'YUR';
  const [values, setValues] = useState({ login: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const loginLabel = translate(type === 'YUR' ? 'login.tin' : 'login.pinfl');
  const labels: Record<string, string> = { login: loginLabel, password: translate('login.password') };
  const message = (field: string) => errors[field] && translate(errors[field], { label: labels[field] });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(undefined);
    const parsed = loginSchema.safeParse({ type, ...values });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setChallenge(await api<SignInChallenge>('/auth/login', { method: 'POST', body: parsed.data }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length)
        setErrors(error.errors);
      else setFailure(signInFailure(error, translate));
    } finally {
      setBusy(false);
    }
  }

  if (challenge)
    return <SignInCodeStep challenge={challenge} onChallenge={setChallenge} onBack={() => setChallenge(undefined)} />;

  return (
    <SignInCard onSubmit={submit}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={type}
        aria-label={translate('login.type')}
        onChange={(_, v: LoginTypeCode | null) => {
          if (v) setParams({ type: v });
          setErrors({});
        }}
      >
        <ToggleButton value="YUR">{translate('login.typeYur')}</ToggleButton>
        <ToggleButton value="JIS">{translate('login.typeJis')}</ToggleButton>
      </ToggleButtonGroup>
      {failure && <Alert severity="error">{failure}</Alert>}
      <DigitsInput
        label={loginLabel}
        name="login"
        autoComplete="username"
        required
        digits={type === 'YUR' ? 9 : 14}
        value={values.login}
        onChange={(login) => setValues({ ...values, login })}
        error={!!errors.login}
        helperText={message('login')}
      />
      <TextField
        label={translate('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={!!errors.password}
        helperText={message('password')}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {translate('login.submit')}
      </Button>
      {thirdParty.data?.enabled && (
        // A full page load: the browser goes to the provider and comes back to /auth-with-third-part.
        <Button href="/api/auth/third-party/start" variant="outlined" size="large">
          {translate('login.thirdParty')}
        </Button>
      )}
    </SignInCard>
  );
}
