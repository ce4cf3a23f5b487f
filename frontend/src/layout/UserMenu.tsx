import AccountCircle from '@mui/icons-material/AccountCircle';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export function UserMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton color="inherit" aria-label={translate('app.userMenu')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/account/phone');
          }}
        >
          <ListItemIcon>
            <PhoneIphone fontSize="small" />
          </ListItemIcon>
          {translate('phone.title')}
        </MenuItem>
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
