import { Alert, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatSum, isLandMultiplier, LAND_MULTIPLIER_MAX, LAND_MULTIPLIER_MIN, landMonthlyFee } from '@rent/domain';
import { type KindFieldsProps, kindSection, numberOrUndefined } from '@/services/kind-fields';
import { DecimalInput } from '@/ui/inputs';

/** Land rent's price: a multiplier of the chosen plot's land tax rate (1 to 3), and the monthly fee it makes. */
function LandFeeField({
  value: multiplier,
  onChange,
  error: errorOf,
  chosen,
  terms: { area },
}: KindFieldsProps<string>) {
  const translate = useTranslate();
  const landTaxRate = chosen?.landTaxRate;
  const error = errorOf('rentMultiplier');
  const m = Number(multiplier);
  const fee = landTaxRate && area && area > 0 && isLandMultiplier(m) ? landMonthlyFee(landTaxRate, m, area) : undefined;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DecimalInput
          id="land-rentMultiplier"
          label={translate('form.fields.rentMultiplier', { min: LAND_MULTIPLIER_MIN, max: LAND_MULTIPLIER_MAX })}
          fullWidth
          required
          value={multiplier}
          onChange={onChange}
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

/** Land rent's price section, in place of the monthly payment: the fee follows from the plot, so the form sends the multiplier. */
export const landFeeSection = kindSection<string>({
  empty: '',
  fields: ['rentMultiplier'],
  body: (multiplier) => ({ rentMultiplier: numberOrUndefined(multiplier) }),
  Fields: LandFeeField,
});
