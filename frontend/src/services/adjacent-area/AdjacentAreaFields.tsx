import { Grid, TextField } from '@mui/material';
import { LOCATION_STAGES } from '@rent/domain';
import { CodeSelect, type KindFieldsProps, kindSection, useKindField } from '@/services/kind-fields';

interface AdjacentAreaText {
  adjacentObjectName: string;
  locationStage: string;
}

/** Adjacent area: the business object the area serves and where it lies against the street (spec §3, land plot). */
function AdjacentAreaFields({ value, onChange, error }: KindFieldsProps<AdjacentAreaText>) {
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
        <CodeSelect
          {...field('locationStage')}
          codes={LOCATION_STAGES}
          labels="locationStages"
          value={value.locationStage}
          onChange={(locationStage) => onChange({ ...value, locationStage })}
        />
      </Grid>
    </>
  );
}

/** The adjacent area's section after the plot: what it serves and where it lies. */
export const adjacentAreaSection = kindSection<AdjacentAreaText>({
  empty: { adjacentObjectName: '', locationStage: '' },
  fromDetails: ({ adjacentArea: a }) =>
    a
      ? { adjacentObjectName: a.objectName, locationStage: a.locationStage }
      : { adjacentObjectName: '', locationStage: '' },
  fields: ['adjacentObjectName', 'locationStage'],
  body: (a) => ({ adjacentObjectName: a.adjacentObjectName, locationStage: a.locationStage || undefined }),
  Fields: AdjacentAreaFields,
});
