import { Alert, Box, Button, CircularProgress, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  agreementSchema,
  type ContractStep,
  MessageKeys,
  parseDisplayDate,
  rentedWhole,
  termsChangeSchema,
} from '@rent/domain';
import { DateInput } from '@/ui/inputs';
import { PageUnavailable } from '@/ui/PageUnavailable';
import { useReadOnly } from '@/ui/read-only';
import {
  type FieldErrors,
  fieldErrors,
  TermsFields,
  termsFromText,
  type TermsText,
  textFromTerms,
} from '@/services/terms-form';
import { contractViewPath, editPath } from '@/ui/contract-paths';
import { type ContractRecord, stepsOf } from './contract-record';
import { useContract } from './useContract';
import { useContractStep } from './useContractStep';

type EditStep = Extract<ContractStep, 'change' | 'resubmit' | 'proposeChange' | 'addAgreement'>;

/** Which form this is, from what the party may do now: the same screen edits, resubmits, proposes, agrees. */
function editStep(c: ContractRecord, agreement: boolean): EditStep | undefined {
  const steps = stepsOf(c);
  if (agreement) return steps.includes('addAgreement') ? 'addAgreement' : undefined;
  return (['change', 'resubmit', 'proposeChange'] as const).find((s) => steps.includes(s));
}

/**
 * /contract/edit/… and /contract/edit-canceled/…: change a contract awaiting approval, edit a rejected,
 * withdrawn or cancelled one and send it again, propose a change after approval, or (?agreement=1) offer
 * a supplementary agreement.
 */
export function ContractEdit() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [sent, setSent] = useState(false);
  const readOnly = useReadOnly();
  const { data, isPending, error } = useContract(editPath, !sent);
  // Once sent, the page only waits for the contract's view to open.
  if (isPending || sent) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !data) return <PageUnavailable reason="errors.notFound" back="/estate-list" backLabel="view.back" />;
  const step = editStep(data, params.get('agreement') === '1');
  // Who cannot edit it now (the other party, a state that takes no change, a read-only session) is told
  // why and led back to the contract (the API offers a read-only session no step).
  if (!step || readOnly)
    return (
      <PageUnavailable
        reason={readOnly ? 'errors.readOnlySession' : MessageKeys.stepNotAllowed}
        back={contractViewPath(data)}
        backLabel="review.back"
      />
    );
  return <EditForm contract={data} step={step} onSent={() => setSent(true)} />;
}

function EditForm({ contract, step, onSent }: { contract: ContractRecord; step: EditStep; onSent: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { run, busy } = useContractStep();
  const [values, setValues] = useState<TermsText>(textFromTerms(contract));
  const [agreement, setAgreement] = useState({ agreementNumber: '', agreementDate: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorParams, setErrorParams] = useState<Record<string, string | number>>({});

  const set = (field: string, value: string) => {
    if (field === 'agreementNumber' || field === 'agreementDate') setAgreement((a) => ({ ...a, [field]: value }));
    else setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  // A vehicle is rented whole: its terms name no area (the kind's rule in domain).
  const whole = rentedWhole(contract.kind);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { area, ...named } = termsFromText(values);
    const terms = whole ? named : { ...named, area };
    const parsed =
      step === 'addAgreement'
        ? agreementSchema.safeParse({
            ...terms,
            agreementNumber: agreement.agreementNumber,
            agreementDate: parseDisplayDate(agreement.agreementDate) ?? agreement.agreementDate,
          })
        : termsChangeSchema.safeParse(terms);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      notify(MessageKeys.fillAllInformation, { type: 'warning' });
      return;
    }
    const result = await run(contract, step, parsed.data);
    if (!result.ok) {
      setErrors(result.errors);
      setErrorParams(result.params);
      return;
    }
    onSent();
    navigate(contractViewPath({ ...contract, beginDate: parsed.data.beginDate, endDate: parsed.data.endDate }));
  }

  const agreementLabel = (field: 'agreementNumber' | 'agreementDate') => translate(`form.fields.${field}`);
  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(`edit.title.${step}`)}
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {translate('view.title')} № {contract.contractNumber} · {contract.lessorName} → {contract.lesseeName}
      </Typography>
      <Grid container spacing={2}>
        {step === 'addAgreement' && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="edit-agreementNumber"
                fullWidth
                required
                label={agreementLabel('agreementNumber')}
                value={agreement.agreementNumber}
                onChange={(e) => set('agreementNumber', e.target.value)}
                error={!!errors.agreementNumber}
                helperText={
                  errors.agreementNumber &&
                  translate(errors.agreementNumber, { label: agreementLabel('agreementNumber') })
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateInput
                id="edit-agreementDate"
                fullWidth
                required
                label={agreementLabel('agreementDate')}
                placeholder={translate('form.datePlaceholder')}
                value={agreement.agreementDate}
                onChange={(v) => set('agreementDate', v)}
                error={!!errors.agreementDate}
                helperText={
                  errors.agreementDate && translate(errors.agreementDate, { label: agreementLabel('agreementDate') })
                }
              />
            </Grid>
          </>
        )}
        <TermsFields
          values={values}
          errors={errors}
          onChange={set}
          idPrefix="edit"
          errorParams={errorParams}
          noArea={whole}
        />
      </Grid>
      {errors._ && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(errors._, errorParams)}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate(`steps.${step}`)}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
