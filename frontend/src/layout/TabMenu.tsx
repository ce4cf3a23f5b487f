import MenuIcon from '@mui/icons-material/Menu';
import { Badge, Box, Button, Menu, MenuItem, Tab, Tabs, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useIncomingCount } from '@/contracts/useIncomingCount';
import { type Account, isLegal } from '@/providers/authProvider';
import { visibleServices } from '@/services/registry';

export const MOBILE_QUERY = '(max-width:780px)';

/** Read by screen readers, not shown: the badge's number in words. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface TabEntry {
  path: string;
  label: string;
  badge?: number;
}

function useTabs(): TabEntry[] {
  const { identity } = useGetIdentity();
  const incoming = useIncomingCount();
  const legal = isLegal(identity as Account | undefined);
  return [
    { path: '/main', label: 'tabs.main' },
    { path: '/home', label: 'tabs.register' },
    ...visibleServices(legal).flatMap((s) => (s.tab ? [{ path: s.path, label: s.tab }] : [])),
    { path: '/estate-list', label: 'tabs.contracts', badge: incoming },
  ];
}

/** The page-head tab menu (spec §2); below 780 px it folds into a menu button. */
export function TabMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const tabs = useTabs();
  // Read at once, not after a first render as the desktop tabs (which would then fold: a wasted render and a shift).
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = tabs.find((t) => pathname === t.path)?.path ?? false;

  const label = (t: TabEntry) =>
    t.badge ? (
      <Badge
        badgeContent={t.badge}
        color="error"
        slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'incoming-badge' } as object }}
        sx={{ '& .MuiBadge-badge': { right: -12 } }}
      >
        {translate(t.label)}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {` (${translate('tabs.incomingBadge', { count: t.badge })})`}
        </Box>
      </Badge>
    ) : (
      translate(t.label)
    );

  if (mobile) {
    return (
      <Box component="nav" aria-label={translate('tabs.label')} sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Button startIcon={<MenuIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
          {translate('tabs.openMenu')}
        </Button>
        <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          {tabs.map((t) => (
            <MenuItem
              key={t.path}
              component={RouterLink}
              to={t.path}
              selected={t.path === current}
              onClick={() => setAnchor(null)}
            >
              {label(t)}
            </MenuItem>
          ))}
        </Menu>
      </Box>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={translate('tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={translate('tabs.label')}>
        {tabs.map((t) => (
          <Tab
            key={t.path}
            value={t.path}
            label={label(t)}
            component={RouterLink}
            to={t.path}
            sx={{ textTransform: 'none' }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
