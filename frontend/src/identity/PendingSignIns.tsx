import { Alert, Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { Account, PendingSignIn } from '@rent/domain';
import { api } from '@/api/http';
import { formatInstant } from '@/ui/format';

/**
 * The person's sign-ins waiting elsewhere (spec §2 "confirmation by mobile app"): this signed-in device
 * shows where each comes from and approves or refuses it.
 */
export function PendingSignIns() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const account = identity as Account | undefined;
  const canDecide = !!account && !account.readOnly;
  const pending = useQuery({
    queryKey: ['pending-sign-ins'],
    queryFn: () => api<PendingSignIn[]>('/auth/pending-sign-ins'),
    enabled: canDecide,
    refetchInterval: 5000,
  });

  async function decide(challengeId: string, verb: 'approve' | 'refuse') {
    await api(`/auth/pending-sign-ins/${challengeId}/${verb}`, { method: 'POST' }).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: ['pending-sign-ins'] });
  }

  if (!canDecide) return null;
  return (
    <>
      {(pending.data ?? []).map((p) => (
        <Alert
          key={p.challengeId}
          severity="info"
          sx={{ borderRadius: 0 }}
          data-testid="pending-sign-in"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => void decide(p.challengeId, 'approve')}>
                {translate('pendingSignIn.approve')}
              </Button>
              <Button color="inherit" size="small" onClick={() => void decide(p.challengeId, 'refuse')}>
                {translate('pendingSignIn.refuse')}
              </Button>
            </Stack>
          }
        >
          {translate('pendingSignIn.text', {
            at: formatInstant(p.createdAt),
            address: p.address ?? '-',
            browser: p.userAgent ?? '-',
          })}
        </Alert>
      ))}
    </>
  );
}
