import { Alert, CircularProgress, Link, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { type PublicNotification, publicViewPath } from '@rent/domain';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { api } from '@/api/http';
import { formatInstant } from '@/ui/format';
import { PublicContractTerms } from './PublicContractView';

/**
 * `/public-notification/{id}/{beginDate}/{endDate}`: open to everyone, the public notice of a step that
 * changed the register (registered, new terms, cancelled, expired, removed). A wrong link finds nothing.
 */
export function PublicNotificationView() {
  const translate = useTranslate();
  const { id = '', beginDate = '', endDate = '' } = useParams();
  const path = `/public/notifications/${encodeURIComponent(id)}?beginDate=${encodeURIComponent(beginDate)}&endDate=${encodeURIComponent(endDate)}`;
  const {
    data: n,
    isPending,
    error,
  } = useQuery({ queryKey: ['public-notification', path], queryFn: () => api<PublicNotification>(path), retry: false });

  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !n) return <Alert severity="warning">{translate('errors.notFound')}</Alert>;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        {translate('publicNotice.title', { number: n.contract.contractNumber })}
      </Typography>
      <Typography sx={{ mt: 1 }} data-testid="public-notice">
        {translate(`publicNotice.events.${n.eventType}`, { at: formatInstant(n.occurredAt) })}
      </Typography>
      <PublicContractTerms contract={n.contract} />
      <Link component={RouterLink} to={publicViewPath(n.contract)}>
        {translate('publicNotice.openContract')}
      </Link>
    </Paper>
  );
}
