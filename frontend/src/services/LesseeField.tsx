import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MessageKeys, type PartyLookup, partyIdKind, pinflCheckDigitMatches } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { DigitsInput } from '@/ui/inputs';

interface Props {
  id: string;
  label: string;
  /** What the found party is called on this form ("Lessee", "Taker", …). */
  role: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Warn of a PINFL whose check digit does not match (a warning, never a refusal). */
  checkDigitWarning?: boolean;
}

/** The lessee by TIN or PINFL, looked up in the registries once the id is whole (spec: lessor/lessee search). */
export function LesseeField({ id, label, role, value, onChange, error, checkDigitWarning = false }: Props) {
  const translate = useTranslate();
  const complete = partyIdKind(value) !== undefined;
  const lessee = useQuery({
    queryKey: ['party', value],
    queryFn: () => api<PartyLookup>(`/catalog-general/party/${value}`),
    enabled: complete,
    retry: false,
  });
  // Spec §2: the server refusing a lookup (403) is a warning in a modal, in the server's words.
  const refusal = lessee.error instanceof ApiError && lessee.error.status === 403 ? lessee.error.messageKey : undefined;
  const [dismissed, setDismissed] = useState<string>();
  const helper = !complete
    ? undefined
    : lessee.isPending
      ? translate('form.lesseeSearching')
      : lessee.data
        ? translate('form.lesseeFound', { role, name: lessee.data.name })
        : translate(refusal ?? MessageKeys.lesseeNotFound);
  // The PINFL check digit comes from a third-party description, not an official text.
  const warn = checkDigitWarning && partyIdKind(value) === 'PINFL' && !pinflCheckDigitMatches(value);
  return (
    <>
      <DigitsInput
        id={id}
        label={label}
        fullWidth
        required
        digits={14}
        value={value}
        onChange={onChange}
        error={!!error}
        helperText={error ?? helper}
      />
      <Dialog
        open={!!refusal && dismissed !== value}
        onClose={() => setDismissed(value)}
        aria-labelledby={`${id}-warning`}
      >
        <DialogTitle id={`${id}-warning`}>{translate('dialogs.warning')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{refusal && translate(refusal)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDismissed(value)} autoFocus>
            {translate('dialogs.understood')}
          </Button>
        </DialogActions>
      </Dialog>
      {warn && (
        <Typography variant="body2" color="warning.main" data-testid="pinfl-warning">
          {translate('warnings.pinflCheckDigit')}
        </Typography>
      )}
    </>
  );
}
