import PhoneIcon from '@mui/icons-material/Phone';
import { AppBar, Box, Button, Link, Stack, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetIdentity, useTranslate } from 'react-admin';
import { getToken } from '../api/session';
import { type Account, isLegal } from '../providers/authProvider';
import { FullScreenToggle } from './FullScreenToggle';
import { LanguageSelect } from './LanguageSelect';
import { NotificationsBell } from './NotificationsBell';
import { UserMenu } from './UserMenu';

export const CALL_CENTRE = '1198';

/** Logo, call centre, the signed-in party (TIN for a legal entity, PINFL for a person), language, menu. */
export function Header() {
  const translate = useTranslate();
  const signedIn = !!getToken();
  const { identity } = useGetIdentity({ enabled: signedIn });
  const account = identity as (Account & { id: string }) | undefined;
  const partyLabel = account && (isLegal(account) ? `${translate('app.tin')}: ${account.tin}` : `${translate('app.pinfl')}: ${account.pinfl}`);
  return (
    <AppBar position="static" component="header" elevation={0} sx={{ bgcolor: '#0b3d6e' }}>
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        <Link component={RouterLink} to="/" color="inherit" underline="none" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mr: 'auto' }}>
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36 }} />
          <Box>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.2 }}>
              {translate('app.title')}
            </Typography>
            <Typography component="span" variant="caption" sx={{ opacity: 0.85 }}>
              {translate('app.subtitle')}
            </Typography>
          </Box>
        </Link>
        <Link href={`tel:${CALL_CENTRE}`} color="inherit" underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PhoneIcon fontSize="small" />
          <span>
            {translate('app.callCentre')}: <strong>{CALL_CENTRE}</strong>
          </span>
        </Link>
        {account && (
          <Stack sx={{ textAlign: 'right' }}>
            <Typography variant="body2" data-testid="header-party-id">
              {partyLabel}
            </Typography>
            <Typography variant="caption" data-testid="header-name">
              {account.name}
            </Typography>
          </Stack>
        )}
        <FullScreenToggle />
        <LanguageSelect />
        {signedIn ? (
          <>
            <NotificationsBell />
            <UserMenu />
          </>
        ) : (
          <Button component={RouterLink} to="/login?type=YUR" color="inherit" variant="outlined">
            {translate('app.login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
