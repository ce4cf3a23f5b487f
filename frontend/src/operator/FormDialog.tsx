import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  open: boolean;
  title: ReactNode;
  /** Sends the form; its own checks and the API's refusal are shown by the fields it holds. */
  onSubmit(e: FormEvent): Promise<void>;
  onClose(): void;
  /** While the form is being sent: neither button takes a click. */
  busy: boolean;
  children: ReactNode;
}

/** A dialog that is one form, named by its title, confirmed or cancelled with the back-office's two buttons. */
export function FormDialog({ open, title, onSubmit, onClose, busy, children }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
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
