import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { staffReasonSchema } from '@rent/domain';
import { ApiError } from '@/api/http';

interface Props {
  open: boolean;
  title: string;
  text: string;
  /** Sends the action with the reason; a refusal is shown in the dialog, which stays open. */
  onConfirm(reason: string): Promise<void>;
  /** What a 404 means for this action (the session already ended, the user gone). */
  goneKey: string;
  onClose(): void;
}

/**
 * Why the API refused, as a key of the reader's language: a 404 as the action names it, else the reason's
 * own field (too short), else the answer's message (403: not this role's to do).
 */
export function refusalKey(error: unknown, goneKey: string): { key: string; args: Record<string, string | number> } {
  if (!(error instanceof ApiError)) return { key: 'errors.errorOccurred', args: {} };
  if (error.status === 404) return { key: goneKey, args: {} };
  return { key: error.errors.reason ?? error.messageKey, args: error.params };
}

/**
 * An action on someone's account, asked for with its reason (at least five characters, as the API's
 * staffReasonSchema wants), which the audit trail keeps beside who did it and when.
 */
export function ReasonDialog({ open, title, text, onConfirm, goneKey, onClose }: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  function close() {
    setReason('');
    setError(undefined);
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = staffReasonSchema.safeParse({ reason });
    if (!parsed.success) return setError(translate(parsed.error.issues[0]!.message));
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm(parsed.data.reason);
      setReason('');
    } catch (refused) {
      const { key, args } = refusalKey(refused, goneKey);
      setError(translate(key, args));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          <TextField
            label={translate('operator.accounts.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!error}
            helperText={error ?? translate('operator.accounts.reasonHint')}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
