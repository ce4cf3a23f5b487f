import { Alert, Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { isLocalDate, minimumMonthlyRent, type ObjectMinimumRate, rentTaxPreview } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatSum, todayInTashkent } from '@/ui/format';

/** The minimum rent of an object at a date (the API's reference figures); fetched once per pair. */
export function useMinimumRate(cadastralNumber: string, beginDate: string | undefined) {
  const date = beginDate && isLocalDate(beginDate) ? beginDate : todayInTashkent();
  return useQuery({
    queryKey: ['minimum-rent', cadastralNumber, date],
    queryFn: () =>
      api<ObjectMinimumRate>(
        `/reference/minimum-rent?cadastralNumber=${encodeURIComponent(cadastralNumber)}&date=${date}`,
      ),
    enabled: cadastralNumber !== '',
    retry: false,
    staleTime: 5 * 60_000,
  });
}

interface Props {
  cadastralNumber: string;
  beginDate: string | undefined;
  area: number | undefined;
  monthlyPayment: number | undefined;
  /** The lessee is declared a close relative: the minimum is shown, but it binds neither rent nor tax base. */
  waived?: boolean;
}

/**
 * Beside the form: the object's cadastral zone, the minimum rent its area must bring (spec §5), and the
 * monthly tax preview (the base is the rent but never less than the minimum; 12% for an individual).
 */
export function MinimumRentPanel({ cadastralNumber, beginDate, area, monthlyPayment, waived = false }: Props) {
  const translate = useTranslate();
  const rate = useMinimumRate(cadastralNumber, beginDate);
  if (!cadastralNumber || rate.isPending) return null;
  if (rate.error) {
    const key = rate.error instanceof ApiError ? rate.error.messageKey : 'errors.errorOccurred';
    return (
      <Alert severity="error" data-testid="minimum-rent">
        {translate(key)}
      </Alert>
    );
  }
  const r = rate.data;
  const minimum = area && area > 0 ? minimumMonthlyRent(r.ratePerM2, area) : undefined;
  const preview =
    minimum !== undefined && monthlyPayment && monthlyPayment > 0
      ? rentTaxPreview({ monthlyPayment, minimumRent: waived ? 0 : minimum, incomeTaxPercent: r.incomeTaxPercent })
      : undefined;
  const below = !waived && minimum !== undefined && monthlyPayment !== undefined && monthlyPayment < minimum;
  return (
    <Alert severity={below ? 'warning' : 'info'} data-testid="minimum-rent">
      <Typography variant="body2" data-testid="cadastral-zone">
        {translate('minimum.zone', {
          zone: translate(`zones.${r.settlementZone}`),
          use: translate(`uses.${r.propertyUse}`),
        })}
      </Typography>
      <Typography variant="body2">
        {translate('minimum.rate', { year: r.year, rate: formatSum(r.ratePerM2) })}
        {r.coefficient !== 1 &&
          ` ${translate('minimum.coefficient', { coefficient: String(r.coefficient).replace('.', ',') })}`}
      </Typography>
      {minimum !== undefined && (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="minimum-amount">
          {translate(waived ? 'minimum.waived' : 'minimum.amount', {
            area: formatSum(area!),
            minimum: formatSum(minimum),
          })}
        </Typography>
      )}
      {preview && (
        <Box data-testid="tax-preview">
          <Typography variant="body2">{translate('minimum.taxBase', { base: formatSum(preview.base) })}</Typography>
          {preview.tax !== null && (
            <Typography variant="body2">
              {translate('minimum.incomeTax', { percent: r.incomeTaxPercent ?? 0, tax: formatSum(preview.tax) })}
            </Typography>
          )}
        </Box>
      )}
      <Link component={RouterLink} to="/minimum-rates" variant="body2">
        {translate('minimum.reference')}
      </Link>
    </Alert>
  );
}
