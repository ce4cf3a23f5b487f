import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Grid, MenuItem, Paper, Stack, TextField, Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatArea, formatSum, MessageKeys, partyIdKind, pinflCheckDigitMatches, REGISTRATION_SCHEMAS, type RegistrableKind, type Registration } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { contractViewPath } from '@/contracts/contract-record';
import { INFO_PANEL_KEY } from '@/contracts/useIncomingCount';
import type { PortalDataProvider } from '@/providers/dataProvider';
import { LandFeeField } from '@/services/land-rent/LandFeeField';
import { MinimumRentPanel } from '@/services/MinimumRentPanel';
import { EMPTY_MOBILE_OBJECT, MobileObjectFields, type MobileObjectText } from '@/services/mobile-trade/MobileObjectFields';
import { StudentsField } from '@/services/student/StudentsField';
import { EMPTY_TERMS, type FieldErrors, fieldErrors, TermsFields, termsFromText, type TermsText } from '@/services/terms-form';

interface Property {
  cadastralNumber: string;
  address: string;
  totalArea: number;
  vacantArea: number;
  propertyType: string;
  settlementZone: string | null;
  landTaxRate: number | null;
}

export interface RealEstateValues extends TermsText {
  lesseeId: string;
  cadastralNumber: string;
}

export const EMPTY_REAL_ESTATE: RealEstateValues = { ...EMPTY_TERMS, lesseeId: '', cadastralNumber: '' };

/**
 * The registration form of the real-estate kinds (other rent, leasing, operative management): a lessor
 * (the giver) registers a contract on one of its objects and sends it to the lessee (the taker). The
 * kind picks the title, the lessee's label and the schema with the kind's own rules. `initial` prefills
 * it (recreating a contract from an old one).
 */
/** The kinds whose subject is a cadastral object (car rent has a form of its own). */
export type RealEstateKind = Exclude<RegistrableKind, 'CAR_RENT'>;
export const isRealEstateKind = (kind: string): kind is RealEstateKind => kind in REGISTRATION_SCHEMAS && kind !== 'CAR_RENT';

export function RealEstateForm({ kind, initial = EMPTY_REAL_ESTATE }: { kind: RealEstateKind; initial?: RealEstateValues }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { identity } = useGetIdentity();
  const [values, setValues] = useState<RealEstateValues>(initial);
  const [students, setStudents] = useState<string[]>(['']);
  const [multiplier, setMultiplier] = useState('');
  const [mobile, setMobile] = useState<MobileObjectText>(EMPTY_MOBILE_OBJECT);
  const isLand = kind === 'LAND_RENT';
  const [errors, setErrors] = useState<FieldErrors>({});
  // What a server refusal names (the minimum rent it checked against) fills the field's message too.
  const [errorParams, setErrorParams] = useState<Record<string, string | number>>({});
  const [busy, setBusy] = useState(false);

  const properties = useQuery({ queryKey: ['my-properties'], queryFn: () => api<Property[]>('/catalog-general/my-properties') });
  const lesseeComplete = partyIdKind(values.lesseeId) !== undefined;
  const lessee = useQuery({
    queryKey: ['party', values.lesseeId],
    queryFn: () => api<{ id: string; name: string }>(`/catalog-general/party/${values.lesseeId}`),
    enabled: lesseeComplete,
    retry: false,
  });

  const set = (field: keyof RealEstateValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const label = (field: string) => translate(field === 'lesseeId' ? `form.lessee.${kind}` : `form.fields.${field}`);
  const error = (field: string) => (errors[field] ? translate(errors[field], { ...errorParams, label: label(field) }) : undefined);
  const typed = termsFromText(values);
  const settings = useQuery({ queryKey: ['form-settings'], queryFn: () => api<{ rentConfirmationThreshold: number }>('/reference/form-settings'), staleTime: 10 * 60_000 });
  const [confirming, setConfirming] = useState<Registration>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Student rent names its lessees in the students list; every other kind has one lessee by TIN or PINFL.
    const lessees = kind === 'STUDENT' ? { students: students.map((pinfl) => ({ pinfl })) } : { lesseeId: values.lesseeId };
    // Land rent's fee follows from the plot's land tax rate and the multiplier: it sends the multiplier.
    const { monthlyPayment, ...terms } = termsFromText(values);
    const price = isLand ? { rentMultiplier: multiplier === '' ? undefined : Number(multiplier) } : { monthlyPayment };
    const object =
      kind === 'MOBILE_TRADE'
        ? { objectType: mobile.objectType || undefined, usageType: mobile.usageType || undefined, objectArea: mobile.objectArea === '' ? undefined : Number(mobile.objectArea) }
        : {};
    const parsed = REGISTRATION_SCHEMAS[kind].safeParse({ ...terms, ...price, ...lessees, ...object, cadastralNumber: values.cadastralNumber, kind });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      notify(MessageKeys.fillAllInformation, { type: 'warning' });
      return;
    }
    // A rent above the committee's threshold is asked about once more (spec §5): a typo costs real tax.
    const threshold = settings.data?.rentConfirmationThreshold;
    if ('monthlyPayment' in parsed.data && threshold !== undefined && parsed.data.monthlyPayment > threshold) setConfirming(parsed.data);
    else await send(parsed.data);
  }

  async function send(registration: Registration) {
    setConfirming(undefined);
    setBusy(true);
    try {
      const { id } = await dataProvider.createContract(registration);
      notify(MessageKeys.contractRegistered, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: INFO_PANEL_KEY });
      const partyId = (identity as { partyId?: string } | undefined)?.partyId ?? '';
      navigate(contractViewPath({ id, beginDate: registration.beginDate, endDate: registration.endDate, initiatorId: partyId }));
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.errors);
        setErrorParams(err.params);
        notify(err.messageKey, { type: 'error', messageArgs: err.params });
      } else notify(MessageKeys.errorOccurred, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  // The PINFL check digit comes from a third-party description, not an official text: a warning, never a refusal.
  const pinflWarning = partyIdKind(values.lesseeId) === 'PINFL' && !pinflCheckDigitMatches(values.lesseeId);
  const lesseeHelper = !lesseeComplete
    ? undefined
    : lessee.isPending
      ? translate('form.lesseeSearching')
      : lessee.data
        ? translate('form.lesseeFound', { role: translate(`form.lesseeRole.${kind}`), name: lessee.data.name })
        : translate(MessageKeys.lesseeNotFound);

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {translate(`form.title.${kind}`)}
      </Typography>
      {(kind === 'LEASING' || kind === 'LETTER_OF_GUARANTEE') && <Alert severity="info" sx={{ mb: 2 }}>{translate(`form.hint.${kind}`)}</Alert>}
      <Grid container spacing={2}>
        {kind === 'STUDENT' && (
          <StudentsField
            pinfls={students}
            onChange={(next) => {
              setStudents(next);
              setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('students'))));
            }}
            error={(path) => error(path)}
          />
        )}
        {kind !== 'STUDENT' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="real-estate-lesseeId"
              label={label('lesseeId')}
              fullWidth
              required
              value={values.lesseeId}
              onChange={(e) => set('lesseeId', e.target.value.replace(/\D/g, '').slice(0, 14))}
              error={!!errors.lesseeId}
              helperText={error('lesseeId') ?? lesseeHelper}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {pinflWarning && (
              <Typography variant="body2" color="warning.main" data-testid="pinfl-warning">
                {translate('warnings.pinflCheckDigit')}
              </Typography>
            )}
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="real-estate-cadastralNumber"
            label={label('cadastralNumber')}
            fullWidth
            select
            required
            value={properties.data ? values.cadastralNumber : ''}
            onChange={(e) => set('cadastralNumber', e.target.value)}
            error={!!errors.cadastralNumber}
            helperText={error('cadastralNumber')}
          >
            {(properties.data ?? []).filter((p) => (p.landTaxRate !== null) === isLand).map((p) => (
              <MenuItem key={p.cadastralNumber} value={p.cadastralNumber}>
                {p.cadastralNumber} — {p.address} ({translate('form.areas', { total: formatArea(p.totalArea), vacant: formatArea(p.vacantArea) })})
              </MenuItem>
            ))}
          </TextField>
          {properties.data?.length === 0 && <Alert severity="info" sx={{ mt: 1 }}>{translate('form.noProperties')}</Alert>}
        </Grid>
        {kind === 'MOBILE_TRADE' && (
          <MobileObjectFields
            value={mobile}
            onChange={(next) => {
              setMobile(next);
              setErrors((e) => ({ ...e, objectType: undefined, usageType: undefined, objectArea: undefined }));
            }}
            error={error}
          />
        )}
        <TermsFields values={values} errors={errors} onChange={set} idPrefix="real-estate" errorParams={errorParams} noPayment={isLand} />
        {isLand ? (
          <LandFeeField
            multiplier={multiplier}
            onChange={(v) => {
              setMultiplier(v);
              setErrors((e) => ({ ...e, rentMultiplier: undefined }));
            }}
            landTaxRate={properties.data?.find((p) => p.cadastralNumber === values.cadastralNumber)?.landTaxRate}
            area={typed.area}
            error={error('rentMultiplier')}
          />
        ) : (
          <Grid size={12}>
            <MinimumRentPanel cadastralNumber={values.cadastralNumber} beginDate={typed.beginDate} area={typed.area} monthlyPayment={typed.monthlyPayment} />
          </Grid>
        )}
      </Grid>
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('form.submit')}
          </Button>
        </Box>
      </Stack>
      <Dialog open={!!confirming} onClose={() => setConfirming(undefined)} aria-labelledby="confirm-sum-title">
        <DialogTitle id="confirm-sum-title">{translate('form.confirmSum.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('form.confirmSum.text', {
              payment: formatSum(confirming && 'monthlyPayment' in confirming ? confirming.monthlyPayment : 0),
              sum: formatSum(settings.data?.rentConfirmationThreshold ?? 0),
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(undefined)}>{translate('form.confirmSum.fix')}</Button>
          <Button variant="contained" onClick={() => confirming && void send(confirming)}>
            {translate('form.confirmSum.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
