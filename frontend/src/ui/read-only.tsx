import { CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { Account } from '@rent/domain';
import { PageUnavailable } from './PageUnavailable';

/** True in a read-only session (an operator in a taxpayer's cabinet through the backdoor): nothing it sees writes. */
export function useReadOnly(): boolean {
  const { identity } = useGetIdentity();
  return !!(identity as Account | undefined)?.readOnly;
}

/**
 * A page whose form writes: a read-only session is told why it cannot use it (spec §8's "you entered
 * through a backdoor, creation unavailable" for a registration) and led back, instead of being offered a
 * form that the API refuses only once it is sent.
 */
export function WritableOnly({
  children,
  reason = 'errors.readOnlySession',
}: {
  children: ReactNode;
  reason?: string;
}) {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if ((identity as Account | undefined)?.readOnly)
    return <PageUnavailable reason={reason} back="/estate-list" backLabel="view.back" />;
  return children;
}
