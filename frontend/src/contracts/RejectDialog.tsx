import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { rejectionSchema } from '@rent/domain';

/** Asks for the reason of a rejection; the reason is required (the decider refuses an empty one too). */
export function RejectDialog({ open, busy, onClose, onReject }: { open: boolean; busy: boolean; onClose: () => void; onReject: (reason: string) => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const parsed = rejectionSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onReject(parsed.data.reason);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-title">
      <DialogTitle id="reject-title">{translate('view.rejectTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={translate('view.rejectReason')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          error={!!error}
          helperText={error && translate(error)}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('view.cancel')}</Button>
        <Button onClick={submit} color="error" variant="contained" disabled={busy}>
          {translate('view.submitReject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
