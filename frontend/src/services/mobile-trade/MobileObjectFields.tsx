import { Grid } from '@mui/material';
import { MOBILE_OBJECT_TYPES, MOBILE_USAGE_TYPES } from '@rent/domain';
import { DecimalInput } from '@/ui/inputs';
import { CodeSelect, type KindFieldsProps, kindSection, numberOrUndefined, useKindField } from '@/services/kind-fields';

interface MobileObjectText {
  objectType: string;
  usageType: string;
  objectArea: string;
}

/** What stands on a mobile-trade spot: its type, its use and its own area (spec §3). */
function MobileObjectFields({ value, onChange, error }: KindFieldsProps<MobileObjectText>) {
  const field = useKindField<MobileObjectText>('mobile', error);
  return (
    <>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CodeSelect
          {...field('objectType')}
          codes={MOBILE_OBJECT_TYPES}
          labels="mobileObjects"
          value={value.objectType}
          onChange={(objectType) => onChange({ ...value, objectType })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CodeSelect
          {...field('usageType')}
          codes={MOBILE_USAGE_TYPES}
          labels="mobileUsages"
          value={value.usageType}
          onChange={(usageType) => onChange({ ...value, usageType })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DecimalInput
          {...field('objectArea')}
          value={value.objectArea}
          onChange={(v) => onChange({ ...value, objectArea: v })}
        />
      </Grid>
    </>
  );
}

/** Mobile trade's section after the object: what stands on the spot. */
export const mobileObjectSection = kindSection<MobileObjectText>({
  empty: { objectType: '', usageType: '', objectArea: '' },
  fromDetails: ({ mobileTrade: m }) =>
    m
      ? { objectType: m.objectType, usageType: m.usageType, objectArea: String(m.objectArea) }
      : { objectType: '', usageType: '', objectArea: '' },
  fields: ['objectType', 'usageType', 'objectArea'],
  body: (m) => ({
    objectType: m.objectType || undefined,
    usageType: m.usageType || undefined,
    objectArea: numberOrUndefined(m.objectArea),
  }),
  Fields: MobileObjectFields,
});
