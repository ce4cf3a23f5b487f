import Home from '@mui/icons-material/Home';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { AppBar, LoadingIndicator, Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSelect } from '@/layout/LanguageSelect';
import { OperatorBrand } from './OperatorBrand';

/** Back to the taxpayers' side of the portal, where the operator's own cabinet is. */
const PortalLink = forwardRef<HTMLAnchorElement>(function PortalLink(_props, ref) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem component={RouterLink} to="/" ref={ref} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <Home fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('operator.toPortal')}</ListItemText>
    </MenuItem>
  );
});

/** The portal's header look (its blue, emblem and language choice) over the back-office's pages. */
export function OperatorAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      color="secondary"
      alwaysOn
      // Room above the language field for its label, as in the portal's header.
      sx={{ '& .RaAppBar-toolbar': { py: 1, gap: 1 } }}
      toolbar={
        <>
          <LanguageSelect />
          {/* react-admin hands the other props to its spinner: named, a screen reader says what it is. */}
          <LoadingIndicator aria-label={translate('app.loading')} />
        </>
      }
      userMenu={
        <UserMenu>
          <PortalLink />
          <Logout />
        </UserMenu>
      }
    >
      <OperatorBrand />
    </AppBar>
  );
}
