import PhoneIcon from '@mui/icons-material/Phone';
import { AppBar, Box, Button, Link, Stack, Toolbar, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetIdentity, useTranslate } from 'react-admin';
import { getToken } from '@/api/session';
import { type Account, isLegal } from '@/providers/authProvider';
// Small enough for the build to inline as a data: address: the header's logo costs no request.
import logo from './logo.svg?inline';
import { CALL_CENTRE } from '@/ui/call-centre';
import { FullScreenToggle } from './FullScreenToggle';
import { LanguageSelect } from './LanguageSelect';
import { SessionControls } from './lazy-session-chrome';
import { IDENTITY_FRESH_MS } from '@/providers/session-reads';

/** Holds a line's height while its text is on the way. */
const NBSP = '\u00a0';

/** Logo, call centre, the signed-in party (TIN for a legal entity, PINFL for a person), language, menu. */
export function Header() {
  const translate = useTranslate();
  const signedIn = !!getToken();
  // Options replace react-admin's own, its staleTime with them: without it the header asked again for the identity the page was drawn with.
  const { identity } = useGetIdentity({ enabled: signedIn, staleTime: IDENTITY_FRESH_MS });
  const account = identity as (Account & { id: string }) | undefined;
  const partyLabel =
    account &&
    (isLegal(account) ? `${translate('app.tin')}: ${account.tin}` : `${translate('app.pinfl')}: ${account.pinfl}`);
  return (
    <AppBar position="static" component="header" elevation={0} sx={{ bgcolor: '#0b3d6e' }}>
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mr: 'auto' }}
        >
          <Box component="img" src={logo} alt="" sx={{ width: 36, height: 36 }} />
          <Box>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.2 }}>
              {translate('app.title')}
            </Typography>
            <Typography component="span" variant="caption" sx={{ opacity: 0.85 }}>
              {translate('app.subtitle')}
            </Typography>
          </Box>
        </Link>
        <Link
          href={`tel:${CALL_CENTRE}`}
          color="inherit"
          underline="hover"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <PhoneIcon fontSize="small" />
          <span>
            {translate('app.callCentre')}: <strong>{CALL_CENTRE}</strong>
          </span>
        </Link>
        {signedIn && (
          // Its place is kept, of one size, from the first paint on: the party arrives with the account a
          // moment later and must not push the header's other items, and the page under it, aside.
          <Stack sx={{ textAlign: 'right', width: 240 }} title={account?.name}>
            <Typography variant="body2" noWrap data-testid={account && 'header-party-id'}>
              {partyLabel ?? NBSP}
            </Typography>
            <Typography variant="caption" noWrap data-testid={account && 'header-name'}>
              {account?.name ?? NBSP}
            </Typography>
          </Stack>
        )}
        <FullScreenToggle />
        <LanguageSelect />
        {signedIn ? (
          <Suspense fallback={null}>
            <SessionControls />
          </Suspense>
        ) : (
          <Button component={RouterLink} to="/login?type=YUR" color="inherit" variant="outlined">
            {translate('app.login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
