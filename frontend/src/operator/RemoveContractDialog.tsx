import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { REMOVAL_STEP, type StaffContract } from '@rent/domain';
import { ApiError } from '@/api/http';
import { useSign } from '@/signing/SigningProvider';
import { formatDate, todayInTashkent } from '@/ui/format';
import { DateInput } from '@/ui/inputs';
import type { OperatorDataProvider } from './operator-data';
import { checkRemoval, type RemovalErrors, type RemovalForm, refusedFields } from './removal-form';

interface Props {
  contract: Pick<StaffContract, 'id' | 'version' | 'contractNumber'>;
  onClose(): void;
}

/** What the API's refusal tells the operator: a missing contract as gone, anything else in the API's own words. */
function refusalText(error: unknown, translate: (key: string, args?: Record<string, unknown>) => string): string {
  if (!(error instanceof ApiError)) return translate('errors.errorOccurred');
  if (error.status === 404) return translate('operator.removal.gone');
  return translate(error.messageKey, error.params);
}

/**
 * Taking a contract off the register (issue 19, screen 1): the date it takes effect (today unless told)
 * and the reason, checked as the API checks them, then signed with the operator's own E-IMZO key over
 * exactly what is sent, at the version the page shows. A refusal stays in the dialog; a contract that
 * moved on meanwhile is shown anew, to be signed again.
 */
export function RemoveContractDialog({ contract, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const data = useDataProvider<OperatorDataProvider>();
  const sign = useSign();
  const titleId = useId();
  const [form, setForm] = useState<RemovalForm>(() => ({ removalDate: formatDate(todayInTashkent()), reason: '' }));
  const [errors, setErrors] = useState<RemovalErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A field edited is no longer the one refused: its message goes until the form is checked again.
  const set = (field: keyof RemovalForm) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _edited, ...others }) => others);
  };
  const field = (name: keyof RemovalForm) => ({
    label: translate(`operator.removal.${name}`),
    value: form[name],
    error: !!errors[name],
    helperText: translate(errors[name] ?? `operator.removal.${name}Hint`),
    required: true,
    fullWidth: true,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefusal(undefined);
    const checked = checkRemoval(form);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const id = String(contract.id);
      const signature = await sign(REMOVAL_STEP, id, checked.removal, contract.version);
      // The operator closed the key dialog: nothing is sent, the form stays as it was.
      if (signature === null) return;
      await data.removeContract(id, checked.removal, signature);
      notify('operator.removal.done', { type: 'success' });
      onClose();
      refresh();
    } catch (error) {
      const fields = error instanceof ApiError ? refusedFields(error.errors) : null;
      if (fields) setErrors(fields);
      else setRefusal(refusalText(error, translate));
      // Signed for a version the contract has left: show it as it is now, to be read and signed again.
      if (error instanceof ApiError && error.code === 'SIGNATURE_OUTDATED') refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>
          {translate('operator.removal.title', { number: contract.contractNumber })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('operator.removal.text')}</DialogContentText>
          <Stack spacing={2}>
            <DateInput {...field('removalDate')} onChange={set('removalDate')} />
            <TextField
              {...field('reason')}
              onChange={(e) => set('reason')(e.target.value)}
              multiline
              minRows={2}
              autoFocus
            />
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {translate('operator.removal.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
