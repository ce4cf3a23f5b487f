import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  formatArea,
  formatSum,
  partyIdSchema,
  REGISTRATION_SCHEMAS,
  type Registration,
  type RentableProperty,
} from '@rent/domain';
import { MinimumRentPanel } from '@/services/MinimumRentPanel';
import { LesseeField } from '@/services/LesseeField';
import { useMyProperties } from './my-properties';
import type { RealEstateKindForm } from './real-estate-kind';
import type { AnyKindSection } from '@/services/kind-fields';
import type { Prefill } from '@/services/service-plugin';
import { EMPTY_TERMS, TermsFields, termsFromText, type TermsText } from '@/services/terms-form';
import { useRegistration } from '@/services/useRegistration';
import { useFormSettings } from '@/reference/useFormSettings';
import { BhmPaymentField, useBhmPayment } from '@/services/BhmPaymentField';

/** What the object select's value names: an operative space by its contract, an own object by its number. */
const choiceOf = (p: RentableProperty) => p.operativeContractId ?? p.cadastralNumber;

/**
 * A field of a list's row is named as its label names it, by its place in the list: a student from 1, a
 * further plot from 2 (the first plot is the object above).
 */
function rowLabel(field: string, translate: (key: string, options?: object) => string): string | undefined {
  const student = /^students\.(\d+)\.pinfl$/.exec(field);
  if (student) return translate('form.student.pinfl', { n: Number(student[1]) + 1 });
  const plot = /^morePlots\.(\d+)\.(cadastralNumber|area)$/.exec(field);
  if (plot) return translate(`form.plot.${plot[2]}`, { n: Number(plot[1]) + 2 });
  return undefined;
}

interface RealEstateValues extends TermsText {
  lesseeId: string;
  /** The chosen object (`choiceOf`): its cadastral number, or the operative contract whose space it is. */
  cadastralNumber: string;
}

const EMPTY_REAL_ESTATE: RealEstateValues = { ...EMPTY_TERMS, lesseeId: '', cadastralNumber: '' };

type Slot = 'lessees' | 'details' | 'price';

interface FormProps {
  form: RealEstateKindForm;
  prefill?: Prefill;
  /**
   * Issue 21: the signed-in lessee registers a contract its lessor has not. The form names the lessor (by
   * TIN or PINFL) instead of the lessee, and the lessor's object by its cadastral number; the lessor then
   * confirms or rejects it.
   */
  asLessee?: boolean;
  /** Where the lessee's form of this kind is, offered to a lessee who opened the lessor's. */
  asLesseePath?: string;
  /** Where the lessor's form is, offered back from the lessee's. */
  lessorFormPath?: string;
}

/**
 * The registration form of the real-estate kinds: a lessor (the giver) registers a contract on one of
 * its objects and sends it to the lessee (the taker). It is composed from the kind's form (its folder's
 * RealEstateKindForm): the sections it supplies in place of the lessee or the payment or after the
 * object, the objects it offers, its hint; the kind names the title, the lessee's label and the schema
 * with its own rules. `prefill` starts it from an old contract (recreating it).
 */
export function RealEstateForm({ form, prefill, asLessee = false, asLesseePath, lessorFormPath }: FormProps) {
  const { kind } = form;
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const ownId = (identity as { partyId?: string } | undefined)?.partyId ?? '';
  const [lessorId, setLessorId] = useState('');
  const [values, setValues] = useState<RealEstateValues>(() =>
    prefill
      ? { ...prefill.terms, lesseeId: prefill.lesseeId, cadastralNumber: prefill.cadastralNumber }
      : EMPTY_REAL_ESTATE,
  );
  // Each kind section starts empty, or as the old contract's details fill it.
  const [sections, setSections] = useState<Record<Slot, unknown>>(() => {
    const start = (section?: AnyKindSection) =>
      section && (prefill?.details ? section.fromDetails(prefill.details) : section.empty);
    return { lessees: start(form.lessees), details: start(form.details), price: start(form.price) };
  });
  const label = (field: string) =>
    rowLabel(field, translate) ??
    translate(
      field === 'lesseeId'
        ? `form.lessee.${kind}`
        : field === 'lessorId'
          ? 'form.asLessee.lessorId'
          : `form.fields.${field}`,
    );
  const { errors, errorParams, busy, error, clearErrors, invalid, send } = useRegistration(label);

  const properties = useMyProperties();

  const set = (field: keyof RealEstateValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearErrors(field);
  };
  const typed = termsFromText(values);
  const chosen = properties.data?.find((p) => choiceOf(p) === values.cadastralNumber);
  const bhm = useBhmPayment(setValues);
  const settings = useFormSettings();
  const [confirming, setConfirming] = useState<Registration>();
  // A lessee declared a close relative pays no minimum rent (kinship.ts): the panel says so instead.
  const kinshipDeclared = form.details?.body(sections.details).kinship !== undefined;

  /** The kind's section in a slot, drawn with what the form knows; its text is kept here. */
  function section(slot: Slot) {
    const supplied = form[slot];
    if (!supplied) return null;
    const onChange = (value: unknown) => {
      setSections((s) => ({ ...s, [slot]: value }));
      clearErrors(...supplied.fields);
    };
    return (
      <supplied.Fields
        value={sections[slot]}
        onChange={onChange}
        error={error}
        chosen={chosen}
        terms={typed}
        lesseeId={values.lesseeId}
      />
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    // The lessee names itself: the lessor's form's lessee is the one who registers.
    const lessees = asLessee
      ? { lesseeId: ownId }
      : form.lessees
        ? form.lessees.body(sections.lessees)
        : { lesseeId: values.lesseeId };
    const { monthlyPayment, ...terms } = termsFromText(values);
    const price = form.price ? form.price.body(sections.price) : { monthlyPayment, ...bhm.body };
    const details = asLessee ? undefined : form.details?.body(sections.details);
    const parsed = REGISTRATION_SCHEMAS[kind].safeParse({
      ...terms,
      ...price,
      ...lessees,
      ...details,
      ...subject(),
      kind,
    });
    const lessor = asLessee ? partyIdSchema.safeParse(lessorId) : undefined;
    const issues = [
      ...(parsed.success ? [] : parsed.error.issues),
      ...(lessor && !lessor.success ? lessor.error.issues.map((i) => ({ ...i, path: ['lessorId'] })) : []),
    ];
    if (!parsed.success || issues.length > 0) return invalid(issues);
    // A rent above the committee's threshold is asked about once more (spec §5): a typo costs real tax.
    const threshold = settings.data?.rentConfirmationThreshold;
    if ('monthlyPayment' in parsed.data && threshold !== undefined && parsed.data.monthlyPayment > threshold)
      setConfirming(parsed.data);
    else await send(parsed.data, asLessee ? lessorId : undefined);
  }

  /** The object rented: the chosen cadastral object, and the operative contract when it is space held under one. */
  function subject() {
    if (!chosen) return { cadastralNumber: values.cadastralNumber };
    return {
      cadastralNumber: chosen.cadastralNumber,
      ...(chosen.operativeContractId && { operativeContractId: chosen.operativeContractId }),
    };
  }

  const confirm = (registration: Registration) => {
    setConfirming(undefined);
    void send(registration, asLessee ? lessorId : undefined);
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {translate(asLessee ? 'form.asLessee.title' : `form.title.${kind}`)}
      </Typography>
      {asLessee && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('form.asLessee.hint')}
        </Alert>
      )}
      {(asLesseePath ?? lessorFormPath) && (
        <Link
          component={RouterLink}
          to={(asLesseePath ?? lessorFormPath)!}
          variant="body2"
          sx={{ display: 'block', mb: 2 }}
        >
          {translate(asLesseePath ? 'form.asLessee.link' : 'form.asLessee.back')}
        </Link>
      )}
      {form.hint && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`form.hint.${kind}`)}
        </Alert>
      )}
      <Grid container spacing={2}>
        {asLessee ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <LesseeField
              id="real-estate-lessorId"
              label={label('lessorId')}
              role={translate('form.asLessee.lessorRole')}
              value={lessorId}
              onChange={(v) => {
                setLessorId(v);
                clearErrors('lessorId');
              }}
              error={error('lessorId')}
              checkDigitWarning
            />
          </Grid>
        ) : form.lessees ? (
          section('lessees')
        ) : (
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
        {asLessee ? (
          // The lessor's object, by its number: the registry checks it is the named lessor's.
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="real-estate-cadastralNumber"
              label={label('cadastralNumber')}
              fullWidth
              required
              value={values.cadastralNumber}
              onChange={(e) => set('cadastralNumber', e.target.value.trim())}
              error={!!errors.cadastralNumber}
              helperText={error('cadastralNumber')}
            />
          </Grid>
        ) : (
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
              {(properties.data ?? [])
                .filter(
                  (p) => (p.landTaxRate !== null) === !!form.onPlot && !(p.operativeContractId && form.ownObjectsOnly),
                )
                .map((p) => (
                  <MenuItem key={choiceOf(p)} value={choiceOf(p)}>
                    {p.cadastralNumber} — {p.address}
                    {p.operativeContractNumber &&
                      `, ${translate('form.operativeSpace', { number: p.operativeContractNumber })}`}{' '}
                    ({translate('form.areas', { total: formatArea(p.totalArea), vacant: formatArea(p.vacantArea) })})
                  </MenuItem>
                ))}
            </TextField>
            {properties.data?.length === 0 && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {translate('form.noProperties')}
              </Alert>
            )}
          </Grid>
        )}
        {!asLessee && section('details')}
        {!form.price && (
          <BhmPaymentField {...bhm.field} contractDate={typed.contractDate} error={error('bhmMultiple')} />
        )}
        <TermsFields
          values={values}
          errors={errors}
          onChange={set}
          idPrefix="real-estate"
          errorParams={errorParams}
          noPayment={!!form.price}
          paymentReadOnly={bhm.inBhm}
        />
        {section('price')}
        {/* Minimum rents are for premises; a plot's rent is bounded by its land tax instead. */}
        {!form.onPlot && (
          <Grid size={12}>
            <MinimumRentPanel
              cadastralNumber={chosen?.cadastralNumber ?? (asLessee ? values.cadastralNumber : '')}
              beginDate={typed.beginDate}
              area={typed.area}
              monthlyPayment={typed.monthlyPayment}
              waived={kinshipDeclared}
            />
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
