import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TURNOVER_BASES } from '@rent/domain';
import { DecimalInput } from '@/ui/inputs';
import { CodeSelect, type KindFieldsProps, kindSection, numberOrUndefined, useKindField } from '@/services/kind-fields';

interface WarehouseText {
  turnoverBasis: string;
  turnoverRate: string;
}

/** Warehouse services: what the yearly fee is a share of (turnover or goods stock value) and the rate in per cent. */
function WarehouseFields({ value, onChange, error }: KindFieldsProps<WarehouseText>) {
  const translate = useTranslate();
  const field = useKindField<WarehouseText>('warehouse', error);
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CodeSelect
          {...field('turnoverBasis')}
          codes={TURNOVER_BASES}
          labels="turnoverBases"
          value={value.turnoverBasis}
          onChange={(turnoverBasis) => onChange({ ...value, turnoverBasis })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DecimalInput
          {...field('turnoverRate')}
          helperText={error('turnoverRate') ?? translate('form.turnoverRateHint')}
          value={value.turnoverRate}
          onChange={(turnoverRate) => onChange({ ...value, turnoverRate })}
        />
      </Grid>
    </>
  );
}

/** The warehouse's section after the object: its yearly fee. */
export const warehouseSection = kindSection<WarehouseText>({
  empty: { turnoverBasis: '', turnoverRate: '' },
  fromDetails: ({ warehouse: w }) =>
    w ? { turnoverBasis: w.basis, turnoverRate: String(w.ratePercent) } : { turnoverBasis: '', turnoverRate: '' },
  fields: ['turnoverBasis', 'turnoverRate'],
  body: (w) => ({ turnoverBasis: w.turnoverBasis || undefined, turnoverRate: numberOrUndefined(w.turnoverRate) }),
  Fields: WarehouseFields,
});
