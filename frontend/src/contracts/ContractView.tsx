import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { cancelledFromYear, isRegistered } from '@rent/domain';
import { Link as RouterLink } from 'react-router-dom';
import { type Account, isLegal } from '@/providers/authProvider';
import { PageUnavailable } from '@/ui/PageUnavailable';
import { contractPath, contractViewPath } from '@/ui/contract-paths';
import { formatDate, formatInstant, formatSum } from '@/ui/format';
import { ViewField, ViewSection } from '@/ui/view-section';
import { serviceOf } from '@/services/registry';
import { CertificateButton } from './CertificateButton';
import { ContractAttachments } from './ContractAttachments';
import { ContractInvoices } from './ContractInvoices';
import { ContractReceipts } from '@/contracts/receipts/ContractReceipts';
import { HouseholdView, TermsExtrasView } from './ContractFieldsView';
import type { ContractRecord } from './contract-record';
import { ContractSteps } from './ContractSteps';
import { HoldersButton } from './HoldersDialog';
import { LandPlotsField } from './LandPlotsField';
import { PendingPanel } from './PendingPanel';
import { RegisteredFactsSections } from './RegisteredFacts';
import { RemainingTerm } from './RemainingTerm';
import { StateLabel } from './StateLabel';
import { useContract } from './useContract';

/** /contract-view/{id}/{beginDate}/{endDate}/{fromTinOrPinfl}: a contract as its parties see it. */
export function ContractView() {
  const translate = useTranslate();
  const { data, isPending, error } = useContract(contractViewPath);

  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !data) return <PageUnavailable reason="errors.notFound" back="/estate-list" backLabel="view.back" />;
  return <ContractDetails contract={data} />;
}

function ContractDetails({ contract: c }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const account = identity as Account | undefined;
  // A legal party, as itself (not an employee acting for it), names the employees who hold the contract.
  const mayAssignHolders = !!account && isLegal(account) && !account.actingFor && !account.readOnly;
  const f = (key: string) => translate(`view.fields.${key}`);
  // A kind whose subject is no cadastral object (a vehicle) shows it its own way (its plug-in).
  const ObjectSection = serviceOf(c.kind)?.ObjectSection;
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
          <StateLabel state={c.state} cancelledFrom={cancelledFromYear(c)} />
        </Stack>
        {c.removedAt && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('view.removed', { date: formatDate(c.removalDate), reason: c.removalReason ?? '' })}
          </Alert>
        )}
        {c.details?.kinship && c.steps?.includes('confirm') && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="kinship-to-confirm">
            {translate('view.kinshipToConfirm')}
          </Alert>
        )}
        <ViewSection title={translate('view.section.parties')}>
          <ViewField label={f('lessor')}>
            {c.lessorId} — {c.lessorName}
          </ViewField>
          <ViewField label={f('lessee')}>
            {c.lesseeId} — {c.lesseeName}
          </ViewField>
          {c.details?.kinship && (
            <ViewField label={f('kinship')} testId="kinship">
              {translate(`kinshipBases.${c.details.kinship.basis}`)}:{' '}
              {translate(`kinshipRelations.${c.details.kinship.relation}`)}
            </ViewField>
          )}
          {c.details?.students && (
            <ViewField label={f('students')}>
              <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="students">
                {c.details.students.map((s) => (
                  <li key={s.pinfl}>
                    {s.pinfl} — {s.name}, {s.university}, {s.faculty}
                  </li>
                ))}
              </Box>
            </ViewField>
          )}
          <HouseholdView contract={c} />
        </ViewSection>
        {ObjectSection ? (
          <ObjectSection contract={c} />
        ) : (
          <ViewSection title={translate('view.section.object')}>
            <ViewField label={f('cadastralNumber')}>{c.cadastralNumber}</ViewField>
            <ViewField label={f('address')}>{c.address}</ViewField>
            <ViewField label={f('area')}>{formatSum(c.area)}</ViewField>
            <LandPlotsField details={c.details} first={c} />
            {c.details?.guarantee && (
              <ViewField label={f('guaranteeDeadline')} testId="guarantee">
                {formatDate(c.details.guarantee.deadline)} — {translate(`guarantee.${c.guaranteeStatus ?? 'PENDING'}`)}
              </ViewField>
            )}
            {c.details?.adjacentArea && (
              <ViewField label={f('adjacentArea')} testId="adjacent-area">
                {c.details.adjacentArea.objectName},{' '}
                {translate(`locationStages.${c.details.adjacentArea.locationStage}`)},{' '}
                {translate('view.landArea', { area: formatSum(c.details.adjacentArea.landArea) })}
              </ViewField>
            )}
            {c.details?.warehouse && (
              <ViewField label={f('warehouse')} testId="warehouse-terms">
                {translate('turnover.terms', {
                  basis: translate(`turnoverBases.${c.details.warehouse.basis}`),
                  rate: formatSum(c.details.warehouse.ratePercent),
                })}
              </ViewField>
            )}
            {c.details?.mobileTrade && (
              <ViewField label={f('mobileObject')} testId="mobile-object">
                {translate(`mobileObjects.${c.details.mobileTrade.objectType}`)},{' '}
                {translate(`mobileUsages.${c.details.mobileTrade.usageType}`)},{' '}
                {formatSum(c.details.mobileTrade.objectArea)} m²
              </ViewField>
            )}
          </ViewSection>
        )}
        {c.registered && <RegisteredFactsSections facts={c.registered} />}
        <ViewSection title={translate('view.section.terms')}>
          {c.registrationNumber && (
            <ViewField label={f('registrationNumber')} testId="registration-number">
              {c.registrationNumber}
            </ViewField>
          )}
          <ViewField label={f('kind')} testId="contract-kind">
            {translate(`kinds.${c.kind}`)}
          </ViewField>
          <ViewField label={f('contractNumber')}>{c.contractNumber}</ViewField>
          <ViewField label={f('contractDate')}>{formatDate(c.contractDate)}</ViewField>
          <ViewField label={f('monthlyPayment')} testId="monthly-payment">
            {formatSum(c.monthlyPayment)}
          </ViewField>
          {c.details?.payment && (
            <ViewField label={f('bhmPayment')} testId="bhm-payment">
              {translate('view.bhmPayment', {
                multiple: formatSum(c.details.payment.bhmMultiple),
                bhm: formatSum(c.details.payment.bhmAmount),
                from: formatDate(c.details.payment.bhmDate),
              })}
            </ViewField>
          )}
          {c.previousMonthlyPayment !== null && (
            <ViewField label={f('previousMonthlyPayment')} testId="previous-monthly-payment">
              {formatSum(c.previousMonthlyPayment)}
            </ViewField>
          )}
          {c.initialMonthlyPayment !== null && c.initialMonthlyPayment !== c.monthlyPayment && (
            <ViewField label={f('initialMonthlyPayment')}>{formatSum(c.initialMonthlyPayment)}</ViewField>
          )}
          <ViewField label={f('beginDate')}>{formatDate(c.beginDate)}</ViewField>
          <ViewField label={f('endDate')}>{formatDate(c.endDate)}</ViewField>
          <ViewField label={f('remainingTerm')}>
            <RemainingTerm contract={c} />
          </ViewField>
          {c.purpose && <ViewField label={f('purpose')}>{c.purpose}</ViewField>}
          <TermsExtrasView contract={c} />
          <ViewField label={f('createdAt')}>{at(c.createdAt)}</ViewField>
          {c.changeDate && <ViewField label={f('changeDate')}>{at(c.changeDate)}</ViewField>}
          {c.stateChangedAt && <ViewField label={f('stateChangedAt')}>{at(c.stateChangedAt)}</ViewField>}
          {c.rejectionReason && <ViewField label={f('rejectionReason')}>{c.rejectionReason}</ViewField>}
          {c.cancellationReason && <ViewField label={f('cancellationReason')}>{c.cancellationReason}</ViewField>}
          {c.cancellationYear && <ViewField label={f('cancellationYear')}>{c.cancellationYear}</ViewField>}
        </ViewSection>
      </Paper>
      <PendingPanel contract={c} />
      <ContractInvoices contract={c} />
      <ContractReceipts contract={c} />
      <ContractAttachments contract={c} />
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
        {c.viewerRole === 'LESSOR' && !account?.readOnly && (
          <Button component={RouterLink} to={contractPath('recreate', c)}>
            {translate('steps.recreate')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
