import Send from '@mui/icons-material/Send';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ReferenceChange } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { DateInput, SumInput } from '@/ui/inputs';
import { formatDate, todayInTashkent } from '@/ui/format';
import { type BhmForm, type BhmFormErrors, bhmProposal, NOT_AFTER_TODAY } from './reference-proposal';

const EMPTY: BhmForm = { validFrom: '', amount: '', source: '', reason: '' };

/** The API's refusal placed on its field: a date not after today on the date, a field's own key on it. */
function refusedFields(error: ApiError): BhmFormErrors | null {
  if (error.code === 'CHANGE_IN_THE_PAST') return { validFrom: NOT_AFTER_TODAY };
  const fields = Object.entries(error.errors).filter(([field]) => field in EMPTY);
  return fields.length ? (Object.fromEntries(fields) as BhmFormErrors) : null;
}

/**
 * A new BHM amount proposed (`POST /api/operator/reference/changes`): from a date after today, with the act
 * that set it and why; checked as the API checks it. A supervisor other than its proposer approves it.
 */
export function BhmProposalForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const queries = useQueryClient();
  const [form, setForm] = useState<BhmForm>(EMPTY);
  const [errors, setErrors] = useState<BhmFormErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof BhmForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const field = (name: keyof BhmForm) => ({
    label: translate(`operator.reference.form.${name}`),
    value: form[name],
    onChange: set(name),
    error: !!errors[name],
    helperText: errors[name] ? translate(errors[name]) : translate(`operator.reference.form.${name}Hint`),
    required: true,
    fullWidth: true,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefusal(undefined);
    const checked = bhmProposal(form, todayInTashkent());
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
        messageArgs: { date: formatDate(change.effectiveFrom) },
      });
      setForm(EMPTY);
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

  return (
    <Paper sx={{ p: 2, my: 2, maxWidth: 720 }} component="section" aria-labelledby="bhm-proposal-title">
      <Typography variant="h6" component="h2" id="bhm-proposal-title" gutterBottom>
        {translate('operator.reference.form.title')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate data-testid="bhm-proposal">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateInput {...field('validFrom')} />
          <SumInput {...field('amount')} />
        </Stack>
        <TextField {...field('source')} onChange={(e) => set('source')(e.target.value)} />
        <TextField {...field('reason')} onChange={(e) => set('reason')(e.target.value)} multiline minRows={2} />
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Button type="submit" variant="contained" startIcon={<Send />} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {translate('operator.reference.form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
