import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';

const PAGES = [
  { to: '/faq', label: 'help.nav.faq' },
  { to: '/car/help', label: 'help.nav.carHelp' },
  { to: '/car/video/help', label: 'help.nav.carVideo' },
  { to: '/guide', label: 'help.nav.guide' },
];

/** The help pages lead to one another: FAQ, vehicle rent help, its video, e-signature guidance. */
export function HelpNav() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Stack
      component="nav"
      aria-label={translate('help.nav.label')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      {PAGES.map((p) => (
        <Button
          key={p.to}
          component={RouterLink}
          to={p.to}
          size="small"
          variant={pathname === p.to ? 'contained' : 'outlined'}
          aria-current={pathname === p.to ? 'page' : undefined}
        >
          {translate(p.label)}
        </Button>
      ))}
    </Stack>
  );
}
