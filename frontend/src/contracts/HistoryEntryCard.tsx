import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { HistoryEntry } from '@rent/domain';
import { formatDate, formatInstant, formatSum } from '@/ui/format';
import { ChangesTable } from './ChangesTable';
import { formatMonth } from './invoice-format';

function Details({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const d = entry.details ?? {};
  const lines: string[] = [];
  // A contract the lessee registered says so (issue 21); a lessor's registration is named by its actor alone.
  if (d.initiatedBy === 'LESSEE') lines.push(translate('history.details.initiatedByLessee'));
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
  if (typeof d.paidOn === 'string' && typeof d.number === 'string')
    lines.push(
      translate('history.details.receipt', {
        number: d.number,
        month: formatMonth(String(d.month)),
        amount: formatSum(Number(d.amount)),
        date: formatDate(d.paidOn),
      }),
    );
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

/**
 * One entry of a contract's document history: the step, when, who acted (a party, an operator of the
 * committee or the system), its signature and time stamp, its reason and figures, what changed. The
 * parties' history page and the back-office's contract page both show it; `children` follow it.
 * `heading`: the step's heading level under the page's own (the back-office's history is a section);
 * `actor`: more of who acted, under that line (the back-office shows the actor's kind and identifier).
 */
export function HistoryEntryCard({
  entry: e,
  heading = 'h2',
  actor,
  children,
}: {
  entry: HistoryEntry;
  heading?: 'h2' | 'h3';
  actor?: ReactNode;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const who =
    e.actorKind === 'system'
      ? translate('history.system')
      : e.actorKind === 'operator'
        ? `${translate('history.operator')}: ${e.actorName}`
        : e.byRepresentative
          ? translate('history.representativeFor', { who: e.actorName, party: e.actorPartyId })
          : `${e.actorName} (${e.actorPartyId})`;
  return (
    <Paper component="li" sx={{ p: 2 }} data-testid="history-entry">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 600 }}>
          {translate(`history.events.${e.eventType}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatInstant(e.occurredAt)}
        </Typography>
      </Stack>
      <Typography variant="body2">{translate('history.who', { who })}</Typography>
      {actor}
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
      {children}
    </Paper>
  );
}
