import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Divider, Grid, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { isRegistered } from '@rent/domain';
import { Link as RouterLink } from 'react-router-dom';
import { type Account, isLegal } from '@/providers/authProvider';
import { contractPath, contractViewPath } from '@/ui/contract-paths';
import { formatDate, formatInstant, formatSum } from '@/ui/format';
import { CertificateButton } from './CertificateButton';
import type { ContractRecord } from './contract-record';
import { ContractSteps } from './ContractSteps';
import { HoldersButton } from './HoldersDialog';
import { PendingPanel } from './PendingPanel';
import { RemainingTerm } from './RemainingTerm';
import { StateLabel } from './StateLabel';
import { useContract } from './useContract';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box data-testid={testId}>{children}</Box>
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Grid container spacing={2} sx={{ my: 1 }}>
        {children}
      </Grid>
    </>
  );
}

/** /contract-view/{id}/{beginDate}/{endDate}/{fromTinOrPinfl}: a contract as its parties see it. */
export function ContractView() {
  const translate = useTranslate();
  const { data, isPending, error } = useContract(contractViewPath);

  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !data) return <Alert severity="warning">{translate('errors.notFound')}</Alert>;
  return <ContractDetails contract={data} />;
}

function ContractDetails({ contract: c }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const account = identity as Account | undefined;
  // A legal party, as itself (not an employee acting for it), names the employees who hold the contract.
  const mayAssignHolders = !!account && isLegal(account) && !account.actingFor && !account.readOnly;
  const f = (key: string) => translate(`view.fields.${key}`);
  const at = (iso: string | null) => formatInstant(iso, false);
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/estate-list" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        {translate('view.back')}
      </Button>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h1">
            {translate('view.title')} № {c.contractNumber}
          </Typography>
          <StateLabel state={c.state} />
        </Stack>
        {c.removedAt && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('view.removed', { date: formatDate(c.removalDate), reason: c.removalReason ?? '' })}
          </Alert>
        )}
        <Section title={translate('view.section.parties')}>
          <Field label={f('lessor')}>
            {c.lessorId} — {c.lessorName}
          </Field>
          <Field label={f('lessee')}>
            {c.lesseeId} — {c.lesseeName}
          </Field>
          {c.details?.students && (
            <Field label={f('students')}>
              <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="students">
                {c.details.students.map((s) => (
                  <li key={s.pinfl}>
                    {s.pinfl} — {s.name}, {s.university}, {s.faculty}
                  </li>
                ))}
              </Box>
            </Field>
          )}
        </Section>
        <Section title={translate('view.section.object')}>
          <Field label={f('cadastralNumber')}>{c.cadastralNumber}</Field>
          <Field label={f('address')}>{c.address}</Field>
          <Field label={f('area')}>{formatSum(c.area)}</Field>
          {c.details?.guarantee && (
            <Field label={f('guaranteeDeadline')} testId="guarantee">
              {formatDate(c.details.guarantee.deadline)} — {translate(`guarantee.${c.guaranteeStatus ?? 'PENDING'}`)}
            </Field>
          )}
          {c.details?.adjacentArea && (
            <Field label={f('adjacentArea')} testId="adjacent-area">
              {c.details.adjacentArea.objectName}, {translate(`locationStages.${c.details.adjacentArea.locationStage}`)}
              , {translate('view.landArea', { area: formatSum(c.details.adjacentArea.landArea) })}
            </Field>
          )}
          {c.details?.warehouse && (
            <Field label={f('warehouse')} testId="warehouse-terms">
              {translate('turnover.terms', {
                basis: translate(`turnoverBases.${c.details.warehouse.basis}`),
                rate: formatSum(c.details.warehouse.ratePercent),
              })}
            </Field>
          )}
          {c.details?.mobileTrade && (
            <Field label={f('mobileObject')} testId="mobile-object">
              {translate(`mobileObjects.${c.details.mobileTrade.objectType}`)},{' '}
              {translate(`mobileUsages.${c.details.mobileTrade.usageType}`)},{' '}
              {formatSum(c.details.mobileTrade.objectArea)} m²
            </Field>
          )}
        </Section>
        <Section title={translate('view.section.terms')}>
          <Field label={f('kind')} testId="contract-kind">
            {translate(`kinds.${c.kind}`)}
          </Field>
          <Field label={f('contractNumber')}>{c.contractNumber}</Field>
          <Field label={f('contractDate')}>{formatDate(c.contractDate)}</Field>
          <Field label={f('monthlyPayment')} testId="monthly-payment">
            {formatSum(c.monthlyPayment)}
          </Field>
          {c.details?.payment && (
            <Field label={f('bhmPayment')} testId="bhm-payment">
              {translate('view.bhmPayment', {
                multiple: formatSum(c.details.payment.bhmMultiple),
                bhm: formatSum(c.details.payment.bhmAmount),
                from: formatDate(c.details.payment.bhmDate),
              })}
            </Field>
          )}
          {c.previousMonthlyPayment !== null && (
            <Field label={f('previousMonthlyPayment')} testId="previous-monthly-payment">
              {formatSum(c.previousMonthlyPayment)}
            </Field>
          )}
          {c.initialMonthlyPayment !== null && c.initialMonthlyPayment !== c.monthlyPayment && (
            <Field label={f('initialMonthlyPayment')}>{formatSum(c.initialMonthlyPayment)}</Field>
          )}
          <Field label={f('beginDate')}>{formatDate(c.beginDate)}</Field>
          <Field label={f('endDate')}>{formatDate(c.endDate)}</Field>
          <Field label={f('remainingTerm')}>
            <RemainingTerm endDate={c.endDate} />
          </Field>
          {c.purpose && <Field label={f('purpose')}>{c.purpose}</Field>}
          <Field label={f('createdAt')}>{at(c.createdAt)}</Field>
          {c.changeDate && <Field label={f('changeDate')}>{at(c.changeDate)}</Field>}
          {c.stateChangedAt && <Field label={f('stateChangedAt')}>{at(c.stateChangedAt)}</Field>}
          {c.rejectionReason && <Field label={f('rejectionReason')}>{c.rejectionReason}</Field>}
          {c.cancellationReason && <Field label={f('cancellationReason')}>{c.cancellationReason}</Field>}
          {c.cancellationYear && <Field label={f('cancellationYear')}>{c.cancellationYear}</Field>}
        </Section>
      </Paper>
      <PendingPanel contract={c} />
      <ContractSteps contract={c} />
      <Stack direction="row" spacing={1}>
        {isRegistered(c.state) && <CertificateButton contract={c} />}
        {mayAssignHolders && !c.removedAt && <HoldersButton contractId={c.id} />}
        <Button component={RouterLink} to={contractPath('changes', c)}>
          {translate('steps.history')}
        </Button>
        {c.details?.warehouse && (
          <Button component={RouterLink} to={contractPath('turnover', c)}>
            {translate('steps.turnover')}
          </Button>
        )}
        {c.viewerRole === 'LESSOR' && (
          <Button component={RouterLink} to={contractPath('recreate', c)}>
            {translate('steps.recreate')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
