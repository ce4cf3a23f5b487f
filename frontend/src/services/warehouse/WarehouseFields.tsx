import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TURNOVER_BASES } from '@rent/domain';
import { DecimalInput } from '@/services/inputs';

export interface WarehouseText {
  turnoverBasis: string;
  turnoverRate: string;
}

export const EMPTY_WAREHOUSE: WarehouseText = { turnoverBasis: '', turnoverRate: '' };

/** Warehouse services: what the yearly fee is a share of (turnover or goods stock value) and the rate in per cent. */
export function WarehouseFields({ value, onChange, error }: { value: WarehouseText; onChange: (v: WarehouseText) => void; error: (field: string) => string | undefined }) {
  const translate = useTranslate();
  const field = (key: keyof WarehouseText) => ({
    id: `warehouse-${key}`,
    label: translate(`form.fields.${key}`),
    fullWidth: true,
    required: true,
    error: !!error(key),
    helperText: error(key) ?? (key === 'turnoverRate' ? translate('form.turnoverRateHint') : undefined),
  });
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('turnoverBasis')} select value={value.turnoverBasis} onChange={(e) => onChange({ ...value, turnoverBasis: e.target.value })}>
          {TURNOVER_BASES.map((b) => (
            <MenuItem key={b} value={b}>
              {translate(`turnoverBases.${b}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DecimalInput {...field('turnoverRate')} value={value.turnoverRate} onChange={(v) => onChange({ ...value, turnoverRate: v })} />
      </Grid>
    </>
  );
}
