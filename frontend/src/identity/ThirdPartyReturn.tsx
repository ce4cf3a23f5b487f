import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionAnswer, ThirdPartyFinishInput } from '@rent/domain';
import { api } from '@/api/http';
import { signInFailure } from '@/pages/sign-in-failure';

/**
 * /auth-with-third-part (spec §2): where the outside identity provider sends the browser back. The
 * address (code, state) goes to the server, which finishes the sign-in; then the portal opens.
 */
export function ThirdPartyReturn() {
  const translate = useTranslate();
  const login = useLogin();
  const [failure, setFailure] = useState<string>();
  // The answer works once: a second run of the effect (React's development double call) must not spend it.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const body: ThirdPartyFinishInput = { query: window.location.search };
    api<SessionAnswer>('/auth/third-party/finish', { method: 'POST', body })
      .then((session) => login(session, '/estate-list'))
      .catch((error: unknown) => setFailure(signInFailure(error, translate)));
  }, [login, translate]);

  if (!failure) return <CircularProgress aria-label={translate('login.thirdPartyWorking')} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto', py: 4 }}>
      <Typography variant="h5" component="h1">
        {translate('login.title')}
      </Typography>
      <Alert severity="error">{failure}</Alert>
      <Button component={RouterLink} to="/login" variant="outlined">
        {translate('login.backToLogin')}
      </Button>
    </Stack>
  );
}
