import { TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { MessageKeys, partyIdKind, pinflCheckDigitMatches } from '@rent/domain';
import { api } from '@/api/http';

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
    queryFn: () => api<{ id: string; name: string }>(`/catalog-general/party/${value}`),
    enabled: complete,
    retry: false,
  });
  const helper = !complete
    ? undefined
    : lessee.isPending
      ? translate('form.lesseeSearching')
      : lessee.data
        ? translate('form.lesseeFound', { role, name: lessee.data.name })
        : translate(MessageKeys.lesseeNotFound);
  // The PINFL check digit comes from a third-party description, not an official text.
  const warn = checkDigitWarning && partyIdKind(value) === 'PINFL' && !pinflCheckDigitMatches(value);
  return (
    <>
      <TextField
        id={id}
        label={label}
        fullWidth
        required
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 14))}
        error={!!error}
        helperText={error ?? helper}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {warn && (
        <Typography variant="body2" color="warning.main" data-testid="pinfl-warning">
          {translate('warnings.pinflCheckDigit')}
        </Typography>
      )}
    </>
  );
}
