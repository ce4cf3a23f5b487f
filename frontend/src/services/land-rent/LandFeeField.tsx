import { Alert, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatSum, isLandMultiplier, LAND_MULTIPLIER_MAX, LAND_MULTIPLIER_MIN, landMonthlyFee } from '@rent/domain';
import { DecimalInput } from '@/ui/inputs';

interface Props {
  multiplier: string;
  onChange: (value: string) => void;
  /** The chosen plot's land tax rate (so'm per m² a year), once a plot is chosen. */
  landTaxRate: number | null | undefined;
  area: number | undefined;
  error?: string;
}

/** Land rent's price: a multiplier of the plot's land tax rate (1 to 3), and the monthly fee it makes. */
export function LandFeeField({ multiplier, onChange, landTaxRate, area, error }: Props) {
  const translate = useTranslate();
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
