import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOCATION_STAGES } from '@rent/domain';

export interface AdjacentAreaText {
  adjacentObjectName: string;
  locationStage: string;
}

export const EMPTY_ADJACENT_AREA: AdjacentAreaText = { adjacentObjectName: '', locationStage: '' };

/** Adjacent area: the business object the area serves and where it lies against the street (spec §3, land plot). */
export function AdjacentAreaFields({ value, onChange, error }: { value: AdjacentAreaText; onChange: (v: AdjacentAreaText) => void; error: (field: string) => string | undefined }) {
  const translate = useTranslate();
  const field = (key: keyof AdjacentAreaText) => ({
    id: `adjacent-${key}`,
    label: translate(`form.fields.${key}`),
    fullWidth: true,
    required: true,
    error: !!error(key),
    helperText: error(key),
  });
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('adjacentObjectName')} value={value.adjacentObjectName} onChange={(e) => onChange({ ...value, adjacentObjectName: e.target.value })} slotProps={{ htmlInput: { maxLength: 200 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('locationStage')} select value={value.locationStage} onChange={(e) => onChange({ ...value, locationStage: e.target.value })}>
          {LOCATION_STAGES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`locationStages.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </>
  );
}
