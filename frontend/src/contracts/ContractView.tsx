import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Divider, Grid, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ContractRecord } from './contract-record';
import { ContractSteps } from './ContractSteps';
import { formatDate, formatSum } from './format';
import { RemainingTerm } from './RemainingTerm';
import { StateLabel } from './StateLabel';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Grid>
  );
}

/** /contract-view/{id}/{beginDate}/{endDate}/{fromTinOrPinfl}: a contract as its parties see it. */
export function ContractView() {
  const translate = useTranslate();
  const { id = '', beginDate, endDate, fromTinOrPinfl } = useParams();
  const { data, isPending, error } = useGetOne<ContractRecord>('contracts', { id }, { retry: false });
  // The path's dates and initiator must be this contract's: a guessed path shows nothing.
  const matches = data && data.beginDate === beginDate && data.endDate === endDate && data.initiatorId === fromTinOrPinfl;

  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !data || !matches) return <Alert severity="warning">{translate('errors.notFound')}</Alert>;
  const f = (key: string) => translate(`view.fields.${key}`);
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/estate-list" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        {translate('view.back')}
      </Button>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('view.title')} № {data.contractNumber}
          </Typography>
          <StateLabel state={data.state} />
        </Stack>
        <Typography variant="h6" component="h2">
          {translate('view.section.parties')}
        </Typography>
        <Grid container spacing={2} sx={{ my: 1 }}>
          <Field label={f('lessor')}>
            {data.lessorId} — {data.lessorName}
          </Field>
          <Field label={f('lessee')}>
            {data.lesseeId} — {data.lesseeName}
          </Field>
        </Grid>
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          {translate('view.section.object')}
        </Typography>
        <Grid container spacing={2} sx={{ my: 1 }}>
          <Field label={f('cadastralNumber')}>{data.cadastralNumber}</Field>
          <Field label={f('address')}>{data.address}</Field>
          <Field label={f('area')}>{formatSum(data.area)}</Field>
        </Grid>
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          {translate('view.section.terms')}
        </Typography>
        <Grid container spacing={2} sx={{ my: 1 }}>
          <Field label={f('contractNumber')}>{data.contractNumber}</Field>
          <Field label={f('contractDate')}>{formatDate(data.contractDate)}</Field>
          <Field label={f('monthlyPayment')}>{formatSum(data.monthlyPayment)}</Field>
          <Field label={f('beginDate')}>{formatDate(data.beginDate)}</Field>
          <Field label={f('endDate')}>{formatDate(data.endDate)}</Field>
          <Field label={f('remainingTerm')}>
            <RemainingTerm endDate={data.endDate} />
          </Field>
          {data.purpose && <Field label={f('purpose')}>{data.purpose}</Field>}
          <Field label={f('createdAt')}>{formatDate(data.createdAt.slice(0, 10))}</Field>
          {data.rejectionReason && <Field label={f('rejectionReason')}>{data.rejectionReason}</Field>}
        </Grid>
      </Paper>
      <ContractSteps contract={data} />
    </Stack>
  );
}
