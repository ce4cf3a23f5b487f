import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MessageKeys } from '@rent/domain';

export interface ReasonInput {
  reason: string;
  effectiveYear?: number;
}

interface Props {
  title: string;
  submitLabel: string;
  open: boolean;
  busy: boolean;
  /** A withdrawal may give a reason; every other step must. */
  reasonRequired?: boolean;
  /** For a cancellation: the years of the term, one of which it takes effect from. */
  years?: number[];
  onClose: () => void;
  onSubmit: (input: ReasonInput) => void;
}

/** Asks for the reason of a step (and for a cancellation, the year it takes effect from). */
export function ReasonDialog({
  title,
  submitLabel,
  open,
  busy,
  reasonRequired = true,
  years,
  onClose,
  onSubmit,
}: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [year, setYear] = useState<number | ''>(years?.[0] ?? '');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (reasonRequired && !reason.trim()) return setError(MessageKeys.reasonRequired);
    onSubmit({ reason: reason.trim(), ...(years ? { effectiveYear: Number(year) } : {}) });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reason-dialog-title">
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {years && (
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('dialogs.effectiveYear')}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={translate(reasonRequired ? 'dialogs.reason' : 'dialogs.reasonOptional')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          error={!!error}
          helperText={error && translate(error)}
          required={reasonRequired}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dialogs.cancel')}</Button>
        <Button onClick={submit} variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
