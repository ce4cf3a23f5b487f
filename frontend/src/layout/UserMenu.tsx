import AccountCircle from '@mui/icons-material/AccountCircle';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import Groups from '@mui/icons-material/Groups';
import HowToReg from '@mui/icons-material/HowToReg';
import Key from '@mui/icons-material/Key';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import UploadFile from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isStaff } from '@rent/domain';
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
        {/* A party's own upload: not the staff's, nor a read-only look. */}
        {account && !account.readOnly && !isStaff(account.roles) && (
          <MenuItem onClick={() => go('/contracts/bulk-upload')}>
            <ListItemIcon>
              <UploadFile fontSize="small" />
            </ListItemIcon>
            {translate('bulkUpload.menu', { format: 'CSV' })}
          </MenuItem>
        )}
        <MenuItem onClick={() => go('/receipts/statement')}>
          <ListItemIcon>
            <RequestQuote fontSize="small" />
          </ListItemIcon>
          {translate('receipts.statementTitle')}
        </MenuItem>
        {/* Keys are the party's own: not the staff's, nor an employee's acting for the entity. */}
        {account && !account.actingFor && !account.readOnly && !isStaff(account.roles) && (
          <MenuItem onClick={() => go('/account/api-keys')}>
            <ListItemIcon>
              <Key fontSize="small" />
            </ListItemIcon>
            {translate('apiKeys.title')}
          </MenuItem>
        )}
        {/* Representatives too: the party itself authorises them, never someone acting for it. */}
        {account && !account.actingFor && !account.readOnly && !isStaff(account.roles) && (
          <MenuItem onClick={() => go('/account/representatives')}>
            <ListItemIcon>
              <HowToReg fontSize="small" />
            </ListItemIcon>
            {translate('representatives.menu')}
          </MenuItem>
        )}
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
