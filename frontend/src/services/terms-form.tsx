import { Grid, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDisplayDate, parseDisplayDate, PAYMENT_TYPES, type PaymentType } from '@rent/domain';
import { DateInput, DecimalInput, SumInput } from '@/ui/inputs';
import { CodeSelect } from './kind-fields';

/**
 * The terms every contract form asks for (number, date, area, payment, term, purpose, payment type, notes,
 * the documents' date), as typed text,
 * shared by registration, change, resubmission and supplementary agreement.
 */
export interface TermsText {
  contractNumber: string;
  contractDate: string;
  area: string;
  monthlyPayment: string;
  beginDate: string;
  endDate: string;
  purpose: string;
  /** A PAYMENT_TYPES code, or '' when not stated. */
  paymentType: string;
  notes: string;
  documentsDate: string;
}

export const EMPTY_TERMS: TermsText = {
  contractNumber: '',
  contractDate: '',
  area: '',
  monthlyPayment: '',
  beginDate: '',
  endDate: '',
  purpose: '',
  paymentType: '',
  notes: '',
  documentsDate: '',
};

/** The payment type's select: "not stated" first, then the domain's types. */
const NOT_STATED = 'NONE';
const PAYMENT_CHOICES = [NOT_STATED, ...PAYMENT_TYPES];

export type FieldErrors = Partial<Record<string, string>>;

/** Typed text as the API takes it: ISO dates and numbers; what does not parse stays for the schema to name. */
export const termsFromText = (v: TermsText) => ({
  contractNumber: v.contractNumber,
  contractDate: parseDisplayDate(v.contractDate) ?? v.contractDate,
  area: v.area === '' ? undefined : Number(v.area),
  monthlyPayment: v.monthlyPayment === '' ? undefined : Number(v.monthlyPayment),
  beginDate: parseDisplayDate(v.beginDate) ?? v.beginDate,
  endDate: parseDisplayDate(v.endDate) ?? v.endDate,
  // A form shows every term: a purpose (a payment type, notes, a date) left empty is cleared (null), not
  // kept as it was.
  purpose: v.purpose.trim() || null,
  paymentType: (v.paymentType || null) as PaymentType | null,
  notes: v.notes.trim() || null,
  documentsDate: v.documentsDate.trim() ? (parseDisplayDate(v.documentsDate) ?? v.documentsDate) : null,
});

export type TypedTerms = ReturnType<typeof termsFromText>;

/** A contract's current terms as the text a form starts from. */
export const textFromTerms = (t: {
  contractNumber: string;
  contractDate: string;
  area: number;
  monthlyPayment: number;
  beginDate: string;
  endDate: string;
  purpose: string | null;
  paymentType: string | null;
  notes: string | null;
  documentsDate: string | null;
}): TermsText => ({
  contractNumber: t.contractNumber,
  contractDate: formatDisplayDate(t.contractDate),
  area: String(t.area),
  monthlyPayment: String(t.monthlyPayment),
  beginDate: formatDisplayDate(t.beginDate),
  endDate: formatDisplayDate(t.endDate),
  purpose: t.purpose ?? '',
  paymentType: t.paymentType ?? '',
  notes: t.notes ?? '',
  documentsDate: formatDisplayDate(t.documentsDate),
});

/** The first message of each field by its path (`area`, `students.1.pinfl`), as the API names them too. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

interface Props {
  values: TermsText;
  errors: FieldErrors;
  onChange: (field: keyof TermsText, value: string) => void;
  idPrefix: string;
  /** Values a refusal names, for its message (the minimum rent). */
  errorParams?: Record<string, string | number>;
  /** The payment follows from other terms (land rent): no field for it. */
  noPayment?: boolean;
  /** The subject has no area (a vehicle). */
  noArea?: boolean;
  /** The payment is worked out from a BHM multiple: shown, not typed. */
  paymentReadOnly?: boolean;
}

export function TermsFields({
  values,
  errors,
  onChange,
  idPrefix,
  errorParams,
  noPayment,
  noArea,
  paymentReadOnly,
}: Props) {
  const translate = useTranslate();
  const props = (field: keyof TermsText) => {
    const label = translate(`form.fields.${field}`);
    return {
      id: `${idPrefix}-${field}`,
      label,
      error: !!errors[field],
      helperText: errors[field] ? translate(errors[field], { ...errorParams, label }) : undefined,
      fullWidth: true,
    };
  };
  const datePlaceholder = translate('form.datePlaceholder');
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...props('contractNumber')}
          required
          value={values.contractNumber}
          onChange={(e) => onChange('contractNumber', e.target.value)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput
          {...props('contractDate')}
          required
          placeholder={datePlaceholder}
          value={values.contractDate}
          onChange={(v) => onChange('contractDate', v)}
        />
      </Grid>
      {!noArea && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DecimalInput {...props('area')} required value={values.area} onChange={(v) => onChange('area', v)} />
        </Grid>
      )}
      {!noPayment && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <SumInput
            {...props('monthlyPayment')}
            required
            readOnly={paymentReadOnly}
            value={values.monthlyPayment}
            onChange={(v) => onChange('monthlyPayment', v)}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput
          {...props('beginDate')}
          required
          placeholder={datePlaceholder}
          value={values.beginDate}
          onChange={(v) => onChange('beginDate', v)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput
          {...props('endDate')}
          required
          placeholder={datePlaceholder}
          value={values.endDate}
          onChange={(v) => onChange('endDate', v)}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...props('purpose')}
          multiline
          minRows={2}
          value={values.purpose}
          onChange={(e) => onChange('purpose', e.target.value)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CodeSelect
          {...props('paymentType')}
          codes={PAYMENT_CHOICES}
          labels="paymentTypes"
          value={values.paymentType || NOT_STATED}
          onChange={(v) => onChange('paymentType', v === NOT_STATED ? '' : v)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput
          {...props('documentsDate')}
          placeholder={datePlaceholder}
          value={values.documentsDate}
          onChange={(v) => onChange('documentsDate', v)}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...props('notes')}
          multiline
          minRows={2}
          value={values.notes}
          onChange={(e) => onChange('notes', e.target.value)}
        />
      </Grid>
    </>
  );
}
