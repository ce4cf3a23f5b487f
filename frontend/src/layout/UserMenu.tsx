import AccountCircle from '@mui/icons-material/AccountCircle';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import Groups from '@mui/icons-material/Groups';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { type Account, isLegal } from '@/providers/authProvider';

export function UserMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const account = identity as Account | undefined;
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.userMenu')}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {account && isLegal(account) && !account.actingFor && (
          <MenuItem onClick={() => go('/employees')}>
            <ListItemIcon>
              <Groups fontSize="small" />
            </ListItemIcon>
            {translate('employees.title')}
          </MenuItem>
        )}
        <MenuItem onClick={() => go('/invoices')}>
          <ListItemIcon>
            <ReceiptLong fontSize="small" />
          </ListItemIcon>
          {translate('invoices.listTitle')}
        </MenuItem>
        <MenuItem onClick={() => go('/account/phone')}>
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
