import { Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { hasPublicNotice, type HistoryEntry, publicNoticePath } from '@rent/domain';
import { api } from '@/api/http';
import { formatDate, formatInstant, formatSum } from '@/ui/format';
import { PageUnavailable } from '@/ui/PageUnavailable';
import { ChangesTable } from './ChangesTable';

function Details({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const d = entry.details ?? {};
  const lines: string[] = [];
  if (typeof d.effectiveYear === 'number')
    lines.push(translate('history.details.effectiveYear', { year: d.effectiveYear }));
  if (d.agreement && typeof d.agreement === 'object') {
    const a = d.agreement as { number: string; date: string };
    lines.push(translate('pending.agreement', { number: a.number, date: formatDate(a.date) }));
  }
  if (typeof d.daysBefore === 'number') lines.push(translate('history.details.daysBefore', { count: d.daysBefore }));
  if (typeof d.byContractNumber === 'string')
    lines.push(translate('history.details.byContractNumber', { number: d.byContractNumber }));
  if (typeof d.deadline === 'string')
    lines.push(translate('history.details.deadline', { date: formatDate(d.deadline) }));
  if (typeof d.year === 'number' && typeof d.due === 'number') {
    const sum = (v: unknown) => formatSum(Number(v));
    lines.push(
      translate('history.details.turnover', {
        year: d.year,
        amount: sum(d.amount),
        fee: sum(d.fee),
        minimum: sum(d.minimumAmount),
        due: sum(d.due),
      }),
    );
  }
  if (typeof d.removalDate === 'string')
    lines.push(translate('history.details.removalDate', { date: formatDate(d.removalDate) }));
  if (typeof d.registrationNumber === 'string')
    lines.push(translate('history.details.registrationNumber', { number: d.registrationNumber }));
  if (typeof d.holders === 'string') lines.push(translate('history.details.holders', { holders: d.holders || '—' }));
  return (
    <>
      {lines.map((l) => (
        <Typography key={l} variant="body2">
          {l}
        </Typography>
      ))}
    </>
  );
}

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
  const who = (e: HistoryEntry) =>
    e.actorKind === 'system'
      ? translate('history.system')
      : e.actorKind === 'operator'
        ? `${translate('history.operator')}: ${e.actorName}`
        : `${e.actorName} (${e.actorPartyId})`;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {translate('history.title')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {data.map((e) => (
          <Paper component="li" key={e.eventId} sx={{ p: 2 }} data-testid="history-entry">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {translate(`history.events.${e.eventType}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatInstant(e.occurredAt)}
              </Typography>
            </Stack>
            <Typography variant="body2">{translate('history.who', { who: who(e) })}</Typography>
            {e.signature && (
              <Typography variant="body2" data-testid="history-signature">
                {translate('history.signature', {
                  holder: e.signature.holder,
                  id: e.signature.tin ?? e.signature.pinfl ?? '',
                  serial: e.signature.serialNumber.toUpperCase(),
                  at: formatInstant(e.signature.signedAt),
                  to: formatInstant(e.signature.validTo, false),
                })}
              </Typography>
            )}
            {e.signature?.timestamp && (
              <Typography variant="body2" data-testid="history-timestamp">
                {translate('history.timestamp', {
                  at: formatInstant(e.signature.timestamp.at),
                  authority: e.signature.timestamp.authority,
                })}
              </Typography>
            )}
            {e.reason && <Typography variant="body2">{translate('history.reason', { reason: e.reason })}</Typography>}
            <Details entry={e} />
            {e.changes && e.changes.length > 0 && <ChangesTable changes={e.changes} />}
            {hasPublicNotice(e.eventType) && (
              <Link component={RouterLink} to={publicNoticePath(e.eventId, { beginDate, endDate })} variant="body2">
                {translate('publicNotice.link')}
              </Link>
            )}
          </Paper>
        ))}
      </Box>
      <Button component={RouterLink} to="/estate-list" sx={{ alignSelf: 'flex-start' }}>
        {translate('view.back')}
      </Button>
    </Stack>
  );
}
