import { Alert } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { Account } from '@/providers/authProvider';

/** On every page of a backdoor session: the operator sees whose cabinet this is, and that it is read-only. */
export function ReadOnlyBanner() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (!(identity as Account | undefined)?.readOnly) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }} data-testid="read-only-banner">
      {translate('errors.backdoorReadOnly')}
    </Alert>
  );
}
