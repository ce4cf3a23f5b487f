import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MOBILE_OBJECT_TYPES, MOBILE_USAGE_TYPES } from '@rent/domain';
import { DecimalInput } from '@/services/inputs';

export interface MobileObjectText {
  objectType: string;
  usageType: string;
  objectArea: string;
}

export const EMPTY_MOBILE_OBJECT: MobileObjectText = { objectType: '', usageType: '', objectArea: '' };

/** What stands on a mobile-trade spot: its type, its use and its own area (spec §3). */
export function MobileObjectFields({ value, onChange, error }: { value: MobileObjectText; onChange: (v: MobileObjectText) => void; error: (field: string) => string | undefined }) {
  const translate = useTranslate();
  const field = (key: keyof MobileObjectText) => ({
    id: `mobile-${key}`,
    label: translate(`form.fields.${key}`),
    fullWidth: true,
    required: true,
    error: !!error(key),
    helperText: error(key),
  });
  return (
    <>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField {...field('objectType')} select value={value.objectType} onChange={(e) => onChange({ ...value, objectType: e.target.value })}>
          {MOBILE_OBJECT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`mobileObjects.${t}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField {...field('usageType')} select value={value.usageType} onChange={(e) => onChange({ ...value, usageType: e.target.value })}>
          {MOBILE_USAGE_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`mobileUsages.${t}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DecimalInput {...field('objectArea')} value={value.objectArea} onChange={(v) => onChange({ ...value, objectArea: v })} />
      </Grid>
    </>
  );
}
