import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The fields a service kind adds to the common terms: their typed text, and the field messages. */
export interface KindFieldsProps<T> {
  value: T;
  onChange: (v: T) => void;
  error: (field: string) => string | undefined;
}

/** The props each such field shares: its id, its label (form.fields.*), required, and its message. */
export function useKindField<T>(prefix: string, error: KindFieldsProps<T>['error']) {
  const translate = useTranslate();
  return (key: keyof T & string) => ({
    id: `${prefix}-${key}`,
    label: translate(`form.fields.${key}`),
    fullWidth: true,
    required: true,
    error: !!error(key),
    helperText: error(key),
  });
}

/** A select of one of a domain list's codes, each shown as `${labels}.${code}` in the user's language. */
export function CodeSelect({ codes, labels, value, onChange, ...props }: Omit<TextFieldProps, 'onChange'> & { codes: readonly string[]; labels: string; value: string; onChange: (code: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField {...props} select value={value} onChange={(e) => onChange(e.target.value)}>
      {codes.map((c) => (
        <MenuItem key={c} value={c}>
          {translate(`${labels}.${c}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
