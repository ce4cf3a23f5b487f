import { Alert, Link } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type Account, isLegal } from '@/providers/authProvider';

/** How long the reminder stays (spec §2, §9: the first 10 seconds). */
export const REMINDER_MS = 10_000;

/**
 * Spec §2, §6: a person (not a legal entity) is reminded of the minimum rent rates for the first ten
 * seconds of a visit; it can be closed sooner.
 */
export function MinimumRateReminder() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const account = identity as Account | undefined;
  const userId = account?.userId;
  // The ten seconds count from when the signed-in person is known, not from the page's first paint.
  const [endedFor, setEndedFor] = useState<string>();
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => setEndedFor(userId), REMINDER_MS);
    return () => clearTimeout(timer);
  }, [userId]);
  if (!account || endedFor === account.userId || isLegal(account) || account.readOnly) return null;
  return (
    <Alert
      severity="info"
      role="status"
      onClose={() => setEndedFor(account.userId)}
      sx={{ borderRadius: 0 }}
      data-testid="minimum-rate-reminder"
    >
      {translate('reminder.minimumRates')}{' '}
      <Link component={RouterLink} to="/minimum-rates">
        {translate('reminder.open')}
      </Link>
    </Alert>
  );
}
