import Send from '@mui/icons-material/Send';
import { Alert, Button, Paper, Stack, type TextFieldProps, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { LocalDate, ReferenceChange, ReferenceKind } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatDate, todayInTashkent } from '@/ui/format';
import { type CheckedProposal, NOT_AFTER_TODAY, type ProposalErrors, type ProposalFields } from './reference-proposal';

/** A field's props: its label and hint from operator.reference.form.*, its value, and its refusal if any. */
export type FieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A field's props as a plain text field takes them (its change event read for its text). */
export const asText = ({ onChange, ...props }: FieldProps): TextFieldProps => ({
  ...props,
  onChange: (e) => onChange(e.target.value),
});

interface Props<F extends ProposalFields> {
  kind: ReferenceKind;
  empty: F;
  /** The form checked as the API checks it (reference-proposal.ts). */
  check: (form: F, today: LocalDate) => CheckedProposal<F>;
  /** The day the API's CHANGE_IN_THE_PAST is placed on: the field that sets the change's day. */
  dayField: keyof F & string;
  /** What that refusal says on it (a date not after today, unless told otherwise). */
  notAhead?: string;
  children: (field: (name: keyof F & string) => FieldProps) => ReactNode;
}

/**
 * A change of one kind of reference data proposed (`POST /api/operator/reference/changes`): checked as the
 * API checks it, each refusal placed on its field; a supervisor other than its proposer approves it.
 */
export function ProposalForm<F extends ProposalFields>({
  kind,
  empty,
  check,
  dayField,
  notAhead = NOT_AFTER_TODAY,
  children,
}: Props<F>) {
  const translate = useTranslate();
  const notify = useNotify();
  const queries = useQueryClient();
  const [form, setForm] = useState<F>(empty);
  const [errors, setErrors] = useState<ProposalErrors<F>>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = (name: keyof F & string): FieldProps => ({
    label: translate(`operator.reference.form.${name}`),
    value: form[name] ?? '',
    onChange: (value: string) => setForm((f) => ({ ...f, [name]: value })),
    error: !!errors[name],
    helperText: errors[name] ? translate(errors[name]) : translate(`operator.reference.form.${name}Hint`),
    required: true,
    fullWidth: true,
  });

  /** The API's refusal placed on its field: a day not after today on the day, a field's own key on it. */
  function refusedFields(error: ApiError): ProposalErrors<F> | null {
    if (error.code === 'CHANGE_IN_THE_PAST') return { [dayField]: notAhead } as ProposalErrors<F>;
    const fields = Object.entries(error.errors).filter(([name]) => name in empty);
    return fields.length ? (Object.fromEntries(fields) as ProposalErrors<F>) : null;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefusal(undefined);
    const checked = check(form, todayInTashkent());
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const change = await api<ReferenceChange>('/operator/reference/changes', {
        method: 'POST',
        body: checked.proposal,
      });
      notify('operator.reference.proposed', {
        type: 'success',
        messageArgs: { date: formatDate(change.effectiveFrom), what: translate(`operator.reference.what.${kind}`) },
      });
      setForm(empty);
      await queries.invalidateQueries({ queryKey: ['operator-reference'] });
    } catch (error) {
      const fields = error instanceof ApiError ? refusedFields(error) : null;
      if (fields) setErrors(fields);
      else
        setRefusal(
          error instanceof ApiError ? translate(error.messageKey, error.params) : translate('errors.errorOccurred'),
        );
    } finally {
      setBusy(false);
    }
  }

  const titleId = `${kind}-proposal-title`;
  return (
    <Paper sx={{ p: 2, my: 2, maxWidth: 720 }} component="section" aria-labelledby={titleId}>
      <Typography variant="h6" component="h2" id={titleId} gutterBottom>
        {translate(`operator.reference.proposeTitles.${kind}`)}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate data-testid={`${kind}-proposal`}>
        {children(field)}
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Button type="submit" variant="contained" startIcon={<Send />} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {translate('operator.reference.form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
