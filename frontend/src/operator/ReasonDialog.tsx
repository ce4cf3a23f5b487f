import { DialogContentText, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { staffReasonSchema } from '@rent/domain';
import { ApiError } from '@/api/http';
import { FormDialog } from './FormDialog';

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

/** The reason for an action, which the audit trail keeps; its hint is shown until there is an error to show. */
export function ReasonField({
  value,
  onChange,
  error,
  autoFocus,
}: {
  value: string;
  onChange(reason: string): void;
  error?: string;
  autoFocus?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('operator.accounts.reason')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? translate('operator.accounts.reasonHint')}
      multiline
      minRows={2}
      fullWidth
      autoFocus={autoFocus}
      required
    />
  );
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
    <FormDialog open={open} title={title} onSubmit={submit} onClose={close} busy={busy}>
      <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
      <ReasonField value={reason} onChange={setReason} error={error} autoFocus />
    </FormDialog>
  );
}
