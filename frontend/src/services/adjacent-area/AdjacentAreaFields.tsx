import { Grid, TextField } from '@mui/material';
import { LOCATION_STAGES } from '@rent/domain';
import { CodeSelect, type KindFieldsProps, useKindField } from '@/services/kind-fields';

export interface AdjacentAreaText {
  adjacentObjectName: string;
  locationStage: string;
}

export const EMPTY_ADJACENT_AREA: AdjacentAreaText = { adjacentObjectName: '', locationStage: '' };

/** Adjacent area: the business object the area serves and where it lies against the street (spec §3, land plot). */
export function AdjacentAreaFields({ value, onChange, error }: KindFieldsProps<AdjacentAreaText>) {
  const field = useKindField<AdjacentAreaText>('adjacent', error);
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('adjacentObjectName')}
          value={value.adjacentObjectName}
          onChange={(e) => onChange({ ...value, adjacentObjectName: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CodeSelect {...field('locationStage')} codes={LOCATION_STAGES} labels="locationStages" value={value.locationStage} onChange={(locationStage) => onChange({ ...value, locationStage })} />
      </Grid>
    </>
  );
}
