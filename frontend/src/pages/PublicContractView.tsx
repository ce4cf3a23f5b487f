import {
  Alert,
  Box,
  CircularProgress,
  Divider,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PublicContract } from '@rent/domain';
import { api } from '@/api/http';
import { StateLabel } from '@/contracts/StateLabel';
import { formatDate, formatInstant, formatSum } from '@/ui/format';
import { partyFactRows, propertyFactRows, type PublicFactRow } from './public-fact-rows';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <TableRow data-testid={testId}>
      <TableCell component="th" scope="row" sx={{ width: { sm: '40%' }, color: 'text.secondary' }}>
        {label}
      </TableCell>
      <TableCell>{children}</TableCell>
    </TableRow>
  );
}

/** What the registries said at registration, as far as it is public, each under its label. */
function FactRows({ rows }: { rows: PublicFactRow[] }) {
  return rows.map(({ label, value, testId }) => (
    <Row key={testId} label={label} testId={testId}>
      {value}
    </Row>
  ));
}

/** The terms of a registered contract as its certificate shows them (also on its public notices). */
export function PublicContractTerms({ contract: c }: { contract: PublicContract }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`view.fields.${key}`);
  return (
    <Table size="small" sx={{ my: 2 }} aria-label={translate('publicView.title')}>
      <TableBody>
        {c.registrationNumber && (
          <Row label={f('registrationNumber')}>
            <span data-testid="registration-number">{c.registrationNumber}</span>
          </Row>
        )}
        <Row label={f('kind')}>{translate(`kinds.${c.kind}`)}</Row>
        <Row label={f('contractDate')}>{formatDate(c.contractDate)}</Row>
        <Row label={f('lessor')}>{`${c.lessor.id} — ${c.lessor.name}`}</Row>
        <Row label={f('lessee')}>{`${c.lessee.id} — ${c.lessee.name}`}</Row>
        {c.facts && <FactRows rows={partyFactRows(c.facts, translate)} />}
        <Row label={translate(c.area === null ? 'publicView.vehicle' : 'publicView.object')}>{c.object}</Row>
        {c.area !== null && <Row label={f('area')}>{c.area}</Row>}
        {c.morePlots.map((p, i) => (
          <Row key={p.object} label={translate('publicView.morePlot', { n: i + 2 })}>
            {p.object}, {p.area} m²
          </Row>
        ))}
        {c.facts && <FactRows rows={propertyFactRows(c.facts, translate)} />}
        <Row label={f('monthlyPayment')}>{formatSum(c.monthlyPayment)}</Row>
        <Row label={f('beginDate')}>{formatDate(c.beginDate)}</Row>
        <Row label={f('endDate')}>{formatDate(c.endDate)}</Row>
      </TableBody>
    </Table>
  );
}

/**
 * `/public-contract-view/{id}/{beginDate}/{endDate}` and `/car/public-contract-view/{id}`: open to everyone
 * (the QR code of a registration certificate leads here); what the certificate shows and who signed it.
 * A wrong or guessed link says "information not found".
 */
export function PublicContractView({ vehicle = false }: { vehicle?: boolean }) {
  const translate = useTranslate();
  const { id = '', beginDate = '', endDate = '' } = useParams();
  const path = vehicle
    ? `/public/car-contracts/${encodeURIComponent(id)}`
    : `/public/contracts/${encodeURIComponent(id)}?beginDate=${encodeURIComponent(beginDate)}&endDate=${encodeURIComponent(endDate)}`;
  const {
    data: c,
    isPending,
    error,
  } = useQuery({ queryKey: ['public-contract', path], queryFn: () => api<PublicContract>(path), retry: false });

  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !c) return <Alert severity="warning">{translate('errors.notFound')}</Alert>;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('publicView.title')} № {c.contractNumber}
        </Typography>
        <StateLabel state={c.state} />
      </Stack>
      <Typography color="text.secondary">{translate('publicView.intro')}</Typography>
      {c.removed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('publicView.removed')}
        </Alert>
      )}
      <PublicContractTerms contract={c} />
      <Divider />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('publicView.signatures')}
      </Typography>
      {c.signatures.length === 0 && (
        <Typography color="text.secondary">{translate('publicView.noSignatures')}</Typography>
      )}
      <Box component="ul" sx={{ pl: 2.5 }}>
        {c.signatures.map((s) => (
          <li key={`${s.eventType}-${s.signedAt}`} data-testid="public-signature">
            <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
              {translate(`history.events.${s.eventType}`)}:{' '}
            </Typography>
            <Typography variant="body2" component="span">
              {translate('publicView.signature', {
                holder: s.organisation ? `${s.holder}, ${s.organisation}` : s.holder,
                serial: s.serialNumber.toUpperCase(),
                at: formatInstant(s.signedAt),
              })}
              {s.timestamp &&
                ` ${translate('history.timestamp', { at: formatInstant(s.timestamp.at), authority: s.timestamp.authority })}`}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
