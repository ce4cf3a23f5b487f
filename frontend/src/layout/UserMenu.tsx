import AccountCircle from '@mui/icons-material/AccountCircle';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';

export function UserMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton color="inherit" aria-label={translate('app.userMenu')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => logout()}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {translate('app.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
