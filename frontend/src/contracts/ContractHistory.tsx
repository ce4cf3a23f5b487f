import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { hasPublicNotice, type HistoryEntry, publicNoticePath } from '@rent/domain';
import { api } from '@/api/http';
import { PageUnavailable } from '@/ui/PageUnavailable';
import { HistoryEntryCard } from './HistoryEntryCard';

/** /contract/changes/…: the document history, one entry per step, oldest first, with what changed. */
export function ContractHistory() {
  const translate = useTranslate();
  const { id = '', beginDate = '', endDate = '' } = useParams();
  const { data, isPending, error } = useQuery({
    queryKey: ['contract-history', id],
    queryFn: () => api<HistoryEntry[]>(`/contracts/${id}/history`),
    retry: false,
  });
  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !data) return <PageUnavailable reason="errors.notFound" back="/estate-list" backLabel="view.back" />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {translate('history.title')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {data.map((e) => (
          <HistoryEntryCard key={e.eventId} entry={e}>
            {hasPublicNotice(e.eventType) && (
              <Link component={RouterLink} to={publicNoticePath(e.eventId, { beginDate, endDate })} variant="body2">
                {translate('publicNotice.link')}
              </Link>
            )}
          </HistoryEntryCard>
        ))}
      </Box>
      <Button component={RouterLink} to="/estate-list" sx={{ alignSelf: 'flex-start' }}>
        {translate('view.back')}
      </Button>
    </Stack>
  );
}
