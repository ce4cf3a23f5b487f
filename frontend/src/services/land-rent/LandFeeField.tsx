import { Alert, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  formatSum,
  isLandMultiplier,
  LAND_MULTIPLIER_MAX,
  LAND_MULTIPLIER_MIN,
  landRentMonthlyFee,
} from '@rent/domain';
import { type KindFieldsProps, kindSection, numberOrUndefined } from '@/services/kind-fields';
import { useMyProperties } from '@/services/real-estate/my-properties';
import { DecimalInput } from '@/ui/inputs';
import { MorePlotsField, type PlotText } from './MorePlotsField';

/** Land rent's price as typed: the multiplier, and the further plots it applies to as well. */
interface LandText {
  multiplier: string;
  plots: PlotText[];
}

/**
 * Land rent's price: a multiplier of the plots' land tax rates (1 to 3), the further plots of the lessor's
 * rented with the first, and the monthly fee they make together.
 */
function LandFeeField({ value, onChange, error: errorOf, chosen, terms: { area } }: KindFieldsProps<LandText>) {
  const translate = useTranslate();
  const properties = useMyProperties();
  const landTaxRate = chosen?.landTaxRate;
  const error = errorOf('rentMultiplier');
  const m = Number(value.multiplier);
  // The lessor's own plots, but the first: space held in operative management is not handed on.
  const offered = (properties.data ?? []).filter(
    (p) => p.landTaxRate !== null && !p.operativeContractId && p.cadastralNumber !== chosen?.cadastralNumber,
  );
  // Each further plot typed in full, with its land tax rate; a fee only once every row is.
  const more = value.plots.flatMap((p) => {
    const rate = offered.find((o) => o.cadastralNumber === p.cadastralNumber)?.landTaxRate;
    return rate && Number(p.area) > 0 ? [{ landTaxRate: rate, area: Number(p.area) }] : [];
  });
  const fee =
    landTaxRate && area && area > 0 && isLandMultiplier(m) && more.length === value.plots.length
      ? landRentMonthlyFee(landTaxRate, m, area, more)
      : undefined;
  return (
    <>
      <MorePlotsField
        plots={value.plots}
        onChange={(plots) => onChange({ ...value, plots })}
        error={errorOf}
        offered={offered}
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <DecimalInput
          id="land-rentMultiplier"
          label={translate('form.fields.rentMultiplier', { min: LAND_MULTIPLIER_MIN, max: LAND_MULTIPLIER_MAX })}
          fullWidth
          required
          value={value.multiplier}
          onChange={(multiplier) => onChange({ ...value, multiplier })}
          error={!!error}
          helperText={error}
        />
      </Grid>
      {landTaxRate !== undefined && landTaxRate !== null && (
        <Grid size={12}>
          <Alert severity="info" data-testid="land-fee">
            {translate('form.land.rate', { rate: formatSum(landTaxRate) })}
            {fee !== undefined && ` ${translate('form.land.fee', { fee: formatSum(fee) })}`}
          </Alert>
        </Grid>
      )}
    </>
  );
}

/** Land rent's price section, in place of the monthly payment: the fee follows from the plots, so the form sends the multiplier. */
export const landFeeSection = kindSection<LandText>({
  empty: { multiplier: '', plots: [] },
  fromDetails: ({ land }) => ({
    multiplier: land ? String(land.multiplier) : '',
    plots: (land?.morePlots ?? []).map((p) => ({ cadastralNumber: p.cadastralNumber, area: String(p.area) })),
  }),
  fields: ['rentMultiplier', 'morePlots'],
  body: ({ multiplier, plots }) => ({
    rentMultiplier: numberOrUndefined(multiplier),
    ...(plots.length > 0 && {
      morePlots: plots.map((p) => ({
        cadastralNumber: p.cadastralNumber || undefined,
        area: numberOrUndefined(p.area),
      })),
    }),
  }),
  Fields: LandFeeField,
});
