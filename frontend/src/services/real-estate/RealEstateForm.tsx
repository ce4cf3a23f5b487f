import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Grid, MenuItem, Paper, Stack, TextField, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatArea, formatSum, REGISTRATION_SCHEMAS, type RegistrableKind, type Registration, type RentableProperty, type VehicleServiceKind } from '@rent/domain';
import { api } from '@/api/http';
import { AdjacentAreaFields, type AdjacentAreaText, EMPTY_ADJACENT_AREA } from '@/services/adjacent-area/AdjacentAreaFields';
import { LandFeeField } from '@/services/land-rent/LandFeeField';
import { MinimumRentPanel } from '@/services/MinimumRentPanel';
import { EMPTY_MOBILE_OBJECT, MobileObjectFields, type MobileObjectText } from '@/services/mobile-trade/MobileObjectFields';
import { StudentsField } from '@/services/student/StudentsField';
import { LesseeField } from '@/services/LesseeField';
import type { Prefill } from '@/services/service-plugin';
import { EMPTY_TERMS, TermsFields, termsFromText, type TermsText } from '@/services/terms-form';
import { useRegistration } from '@/services/useRegistration';
import { useFormSettings } from '@/reference/useFormSettings';
import { BhmPaymentField, useBhmPayment } from '@/services/BhmPaymentField';
import { EMPTY_WAREHOUSE, WarehouseFields, type WarehouseText } from '@/services/warehouse/WarehouseFields';

/** What the object select's value names: an operative space by its contract, an own object by its number. */
const choiceOf = (p: RentableProperty) => p.operativeContractId ?? p.cadastralNumber;

interface RealEstateValues extends TermsText {
  lesseeId: string;
  /** The chosen object (`choiceOf`): its cadastral number, or the operative contract whose space it is. */
  cadastralNumber: string;
}

const EMPTY_REAL_ESTATE: RealEstateValues = { ...EMPTY_TERMS, lesseeId: '', cadastralNumber: '' };

/** The kinds whose subject is a cadastral object (the car rents have a form of their own). */
type RealEstateKind = Exclude<RegistrableKind, VehicleServiceKind>;

/** Optional numbers of a form: an empty field is "not entered", which the schema names as required. */
const numberOrUndefined = (text: string) => (text === '' ? undefined : Number(text));

/**
 * The registration form of the real-estate kinds: a lessor (the giver) registers a contract on one of
 * its objects and sends it to the lessee (the taker). The kind picks the title, the lessee's label, the
 * fields it adds and the schema with its own rules. `prefill` starts it from an old contract (recreating it).
 */

export function RealEstateForm({ kind, prefill }: { kind: RealEstateKind; prefill?: Prefill }) {
  const translate = useTranslate();
  const [values, setValues] = useState<RealEstateValues>(() => (prefill ? { ...prefill.terms, lesseeId: prefill.lesseeId, cadastralNumber: prefill.cadastralNumber } : EMPTY_REAL_ESTATE));
  const [students, setStudents] = useState<string[]>(['']);
  const [multiplier, setMultiplier] = useState('');
  const [mobile, setMobile] = useState<MobileObjectText>(EMPTY_MOBILE_OBJECT);
  const [warehouse, setWarehouse] = useState<WarehouseText>(EMPTY_WAREHOUSE);
  const [adjacent, setAdjacent] = useState<AdjacentAreaText>(EMPTY_ADJACENT_AREA);
  const isLand = kind === 'LAND_RENT';
  // Land rent and adjacent area rent part of a land plot; the other kinds rent premises.
  const onPlot = isLand || kind === 'ADJACENT_AREA';
  const label = (field: string) => translate(field === 'lesseeId' ? `form.lessee.${kind}` : `form.fields.${field}`);
  const { errors, errorParams, busy, error, clearErrors, invalid, send } = useRegistration(label);

  const properties = useQuery({ queryKey: ['my-properties'], queryFn: () => api<RentableProperty[]>('/catalog-general/my-properties') });

  const set = (field: keyof RealEstateValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearErrors(field);
  };
  const typed = termsFromText(values);
  const chosen = properties.data?.find((p) => choiceOf(p) === values.cadastralNumber);
  const bhm = useBhmPayment(setValues);
  const settings = useFormSettings();
  const [confirming, setConfirming] = useState<Registration>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Student rent names its lessees in the students list; every other kind has one lessee by TIN or PINFL.
    const lessees = kind === 'STUDENT' ? { students: students.map((pinfl) => ({ pinfl })) } : { lesseeId: values.lesseeId };
    // Land rent's fee follows from the plot's land tax rate and the multiplier: it sends the multiplier.
    const { monthlyPayment, ...terms } = termsFromText(values);
    const price = isLand ? { rentMultiplier: numberOrUndefined(multiplier) } : { monthlyPayment, ...bhm.body };
    const object = kindFields();
    const parsed = REGISTRATION_SCHEMAS[kind].safeParse({ ...terms, ...price, ...lessees, ...object, ...subject(), kind });
    if (!parsed.success) return invalid(parsed.error.issues);
    // A rent above the committee's threshold is asked about once more (spec §5): a typo costs real tax.
    const threshold = settings.data?.rentConfirmationThreshold;
    if ('monthlyPayment' in parsed.data && threshold !== undefined && parsed.data.monthlyPayment > threshold) setConfirming(parsed.data);
    else await send(parsed.data);
  }

  /** The object rented: the chosen cadastral object, and the operative contract when it is space held under one. */
  function subject() {
    if (!chosen) return { cadastralNumber: values.cadastralNumber };
    return { cadastralNumber: chosen.cadastralNumber, ...(chosen.operativeContractId && { operativeContractId: chosen.operativeContractId }) };
  }

  /** What the kind adds to the common terms, as its schema reads it. */
  function kindFields() {
    switch (kind) {
      case 'MOBILE_TRADE':
        return { objectType: mobile.objectType || undefined, usageType: mobile.usageType || undefined, objectArea: numberOrUndefined(mobile.objectArea) };
      case 'WAREHOUSE':
        return { turnoverBasis: warehouse.turnoverBasis || undefined, turnoverRate: numberOrUndefined(warehouse.turnoverRate) };
      case 'ADJACENT_AREA':
        return { adjacentObjectName: adjacent.adjacentObjectName, locationStage: adjacent.locationStage || undefined };
      default:
        return {};
    }
  }

  const confirm = (registration: Registration) => {
    setConfirming(undefined);
    void send(registration);
  };


  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {translate(`form.title.${kind}`)}
      </Typography>
      {(kind === 'LEASING' || kind === 'LETTER_OF_GUARANTEE' || kind === 'WAREHOUSE' || kind === 'ADJACENT_AREA') && <Alert severity="info" sx={{ mb: 2 }}>{translate(`form.hint.${kind}`)}</Alert>}
      <Grid container spacing={2}>
        {kind === 'STUDENT' && (
          <StudentsField
            pinfls={students}
            onChange={(next) => {
              setStudents(next);
              clearErrors('students');
            }}
            error={(path) => error(path)}
          />
        )}
        {kind !== 'STUDENT' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <LesseeField
              id="real-estate-lesseeId"
              label={label('lesseeId')}
              role={translate(`form.lesseeRole.${kind}`)}
              value={values.lesseeId}
              onChange={(v) => set('lesseeId', v)}
              error={error('lesseeId')}
              checkDigitWarning
            />
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
            {/* Land kinds take plots; space held in operative management is rented on, not handed on again. */}
            {(properties.data ?? []).filter((p) => (p.landTaxRate !== null) === onPlot && !(p.operativeContractId && kind === 'OPERATIVE')).map((p) => (
              <MenuItem key={choiceOf(p)} value={choiceOf(p)}>
                {p.cadastralNumber} — {p.address}
                {p.operativeContractNumber && `, ${translate('form.operativeSpace', { number: p.operativeContractNumber })}`} (
                {translate('form.areas', { total: formatArea(p.totalArea), vacant: formatArea(p.vacantArea) })})
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
              clearErrors('objectType', 'usageType', 'objectArea');
            }}
            error={error}
          />
        )}
        {kind === 'WAREHOUSE' && (
          <WarehouseFields
            value={warehouse}
            onChange={(next) => {
              setWarehouse(next);
              clearErrors('turnoverBasis', 'turnoverRate');
            }}
            error={error}
          />
        )}
        {kind === 'ADJACENT_AREA' && (
          <AdjacentAreaFields
            value={adjacent}
            onChange={(next) => {
              setAdjacent(next);
              clearErrors('adjacentObjectName', 'locationStage');
            }}
            error={error}
          />
        )}
        {!isLand && <BhmPaymentField {...bhm.field} contractDate={typed.contractDate} error={error('bhmMultiple')} />}
        <TermsFields values={values} errors={errors} onChange={set} idPrefix="real-estate" errorParams={errorParams} noPayment={isLand} paymentReadOnly={bhm.inBhm} />
        {isLand && (
          <LandFeeField
            multiplier={multiplier}
            onChange={(v) => {
              setMultiplier(v);
              clearErrors('rentMultiplier');
            }}
            landTaxRate={chosen?.landTaxRate}
            area={typed.area}
            error={error('rentMultiplier')}
          />
        )}
        {/* Minimum rents are for premises; a plot's rent is bounded by its land tax instead. */}
        {!onPlot && (
          <Grid size={12}>
            <MinimumRentPanel cadastralNumber={chosen?.cadastralNumber ?? ''} beginDate={typed.beginDate} area={typed.area} monthlyPayment={typed.monthlyPayment} />
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
          <Button variant="contained" onClick={() => confirming && confirm(confirming)}>
            {translate('form.confirmSum.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
