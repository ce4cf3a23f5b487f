import { Grid } from '@mui/material';
import { MOBILE_OBJECT_TYPES, MOBILE_USAGE_TYPES } from '@rent/domain';
import { DecimalInput } from '@/ui/inputs';
import { CodeSelect, type KindFieldsProps, useKindField } from '@/services/kind-fields';

export interface MobileObjectText {
  objectType: string;
  usageType: string;
  objectArea: string;
}

export const EMPTY_MOBILE_OBJECT: MobileObjectText = { objectType: '', usageType: '', objectArea: '' };

/** What stands on a mobile-trade spot: its type, its use and its own area (spec §3). */
export function MobileObjectFields({ value, onChange, error }: KindFieldsProps<MobileObjectText>) {
  const field = useKindField<MobileObjectText>('mobile', error);
  return (
    <>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CodeSelect {...field('objectType')} codes={MOBILE_OBJECT_TYPES} labels="mobileObjects" value={value.objectType} onChange={(objectType) => onChange({ ...value, objectType })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CodeSelect {...field('usageType')} codes={MOBILE_USAGE_TYPES} labels="mobileUsages" value={value.usageType} onChange={(usageType) => onChange({ ...value, usageType })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DecimalInput {...field('objectArea')} value={value.objectArea} onChange={(v) => onChange({ ...value, objectArea: v })} />
      </Grid>
    </>
  );
}
