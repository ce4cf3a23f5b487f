import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { asText, type FieldProps } from './ProposalForm';

/** One of the table's codes chosen by its name in the reader's language (`zones.*`, `uses.*`, `vehicleClasses.*`, `operator.reference.taxCodes.*`). */
export function CodeSelect({ codes, names, ...field }: FieldProps & { codes: readonly string[]; names: string }) {
  const translate = useTranslate();
  return (
    <TextField {...asText(field)} select>
      {codes.map((code) => (
        <MenuItem key={code} value={code}>
          {translate(`${names}.${code}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
