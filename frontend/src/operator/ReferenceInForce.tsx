import {
  Alert,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import {
  type FormSettings,
  formatSum,
  type MinimumRateTable,
  type RegionalCoefficient,
  type TaxRate,
  PROPERTY_USES,
  SETTLEMENT_ZONES,
  VEHICLE_CLASSES,
} from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatDate, todayInTashkent } from '@/ui/format';
import { usePlaceName } from './places';

const SX = { maxWidth: 720 } as const;

/** The BHM in force today (`GET /api/reference/bhm?date=`), as the portal's forms use it now. */
export function BhmInForce() {
  const translate = useTranslate();
  const today = todayInTashkent();
  const bhm = useQuery({
    queryKey: ['operator-reference', 'bhm', today],
    queryFn: () => api<{ validFrom: string; amount: number }>(`/reference/bhm?date=${today}`),
    retry: false,
  });
  if (bhm.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  return (
    <Alert severity={bhm.data ? 'info' : 'warning'} sx={SX} data-testid="bhm-in-force">
      {bhm.data
        ? translate('operator.reference.inForce', {
            amount: formatSum(bhm.data.amount),
            date: formatDate(bhm.data.validFrom),
          })
        : translate(
            bhm.error instanceof ApiError && bhm.error.status === 404
              ? 'operator.reference.noneInForce'
              : 'errors.fetchError',
          )}
    </Alert>
  );
}

/** The committee's settings in force today, as the portal's forms read them (`GET /api/reference/form-settings`). */
export function useSettingsToday() {
  return useQuery({
    queryKey: ['operator-reference', 'form-settings', todayInTashkent()],
    queryFn: () => api<FormSettings>('/reference/form-settings'),
  });
}

/** The rent above which a form asks the lessor to confirm the sum, in force today. */
export function ThresholdInForce() {
  const translate = useTranslate();
  const settings = useSettingsToday();
  if (settings.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  return (
    <Alert severity={settings.data ? 'info' : 'warning'} sx={SX} data-testid="rentConfirmationThreshold-in-force">
      {settings.data
        ? translate('operator.reference.thresholdInForce', {
            amount: formatSum(settings.data.rentConfirmationThreshold),
          })
        : translate('errors.fetchError')}
    </Alert>
  );
}

/** The services switched off today: their pages say "under development" and take no registration. */
export function ServicesOffInForce() {
  const translate = useTranslate();
  const settings = useSettingsToday();
  if (settings.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  const off = settings.data?.servicesOff;
  return (
    <Alert severity={settings.data ? 'info' : 'warning'} sx={SX} data-testid="servicesOff-in-force">
      {!off
        ? translate('errors.fetchError')
        : off.length
          ? translate('operator.reference.servicesOffInForce', {
              services: off.map((kind) => translate(`kinds.${kind}`)).join(', '),
            })
          : translate('operator.reference.allServicesOn')}
    </Alert>
  );
}

/** The public minimum-rate table, every year's rates for premises and vehicles. */
function useRateTable() {
  return useQuery({
    queryKey: ['operator-reference', 'minimum-rates'],
    queryFn: () => api<MinimumRateTable>('/reference/minimum-rates'),
  });
}

/**
 * The minimum-rent rates in force today for each use and zone (`GET /api/reference/minimum-rates`): the
 * latest year's not after this one, as the portal takes them.
 */
export function MinimumRatesInForce() {
  const translate = useTranslate();
  const year = Number(todayInTashkent().slice(0, 4));
  const table = useRateTable();
  if (table.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  if (!table.data) return <Alert severity="warning">{translate('errors.fetchError')}</Alert>;
  // The table comes newest year first: the first row not after this year is the one in force.
  const inForce = (use: string, zone: string) =>
    table.data.premises.find((r) => r.propertyUse === use && r.settlementZone === zone && r.year <= year);
  const title = translate('operator.reference.ratesInForce');
  return (
    <Paper sx={{ ...SX, p: 2 }} data-testid="minimumRentRate-in-force">
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('minimumRates.use')}</TableCell>
            <TableCell>{translate('minimumRates.zone')}</TableCell>
            <TableCell align="right">{translate('minimumRates.perM2')}</TableCell>
            <TableCell>{translate('minimumRates.year')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PROPERTY_USES.flatMap((use) =>
            SETTLEMENT_ZONES.map((zone) => {
              const rate = inForce(use, zone);
              return (
                <TableRow key={`${use}-${zone}`}>
                  <TableCell>{translate(`uses.${use}`)}</TableCell>
                  <TableCell>{translate(`zones.${zone}`)}</TableCell>
                  <TableCell align="right">{rate ? formatSum(rate.amount) : '—'}</TableCell>
                  <TableCell>{rate?.year ?? '—'}</TableCell>
                </TableRow>
              );
            }),
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** The minimum monthly rent per vehicle in force today for each class: the latest year's not after this one. */
export function VehicleRatesInForce() {
  const translate = useTranslate();
  const year = Number(todayInTashkent().slice(0, 4));
  const table = useRateTable();
  if (table.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  if (!table.data) return <Alert severity="warning">{translate('errors.fetchError')}</Alert>;
  const title = translate('operator.reference.vehicleRatesInForce');
  return (
    <Paper sx={{ ...SX, p: 2 }} data-testid="vehicleRentRate-in-force">
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('minimumRates.vehicleClass')}</TableCell>
            <TableCell align="right">{translate('minimumRates.perVehicle')}</TableCell>
            <TableCell>{translate('minimumRates.year')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {VEHICLE_CLASSES.map((vehicleClass) => {
            // Newest year first: the first not after this year is in force.
            const rate = table.data.vehicles.find((r) => r.vehicleClass === vehicleClass && r.year <= year);
            return (
              <TableRow key={vehicleClass}>
                <TableCell>{translate(`vehicleClasses.${vehicleClass}`)}</TableCell>
                <TableCell align="right">{rate ? formatSum(rate.amount) : '—'}</TableCell>
                <TableCell>{rate?.year ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** The raising coefficients in force today, a region's or a district's each (none: every rate as the table's). */
export function CoefficientsInForce() {
  const translate = useTranslate();
  const placeName = usePlaceName();
  const today = todayInTashkent();
  const coefficients = useQuery({
    queryKey: ['operator-reference', 'coefficients', today],
    queryFn: () => api<RegionalCoefficient[]>(`/reference/regional-coefficients?date=${today}`),
  });
  if (coefficients.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  if (!coefficients.data) return <Alert severity="warning">{translate('errors.fetchError')}</Alert>;
  if (coefficients.data.length === 0)
    return (
      <Alert severity="info" sx={SX} data-testid="regionalCoefficient-in-force">
        {translate('operator.reference.noCoefficients')}
      </Alert>
    );
  const title = translate('operator.reference.coefficientsInForce');
  return (
    <Paper sx={{ ...SX, p: 2 }} data-testid="regionalCoefficient-in-force">
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('operator.reference.form.region')}</TableCell>
            <TableCell align="right">{translate('operator.reference.form.coefficient')}</TableCell>
            <TableCell>{translate('operator.reference.columns.effectiveFrom')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {coefficients.data.map((c) => (
            <TableRow key={c.soato}>
              <TableCell>{placeName(c.name)}</TableCell>
              <TableCell align="right">{c.coefficient}</TableCell>
              <TableCell>{formatDate(c.validFrom)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** The tax rates in force today, each with the day it took effect. */
export function TaxRatesInForce() {
  const translate = useTranslate();
  const today = todayInTashkent();
  const rates = useQuery({
    queryKey: ['operator-reference', 'tax-rates', today],
    queryFn: () => api<TaxRate[]>(`/reference/tax-rates?date=${today}`),
  });
  if (rates.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  return (
    <Alert severity={rates.data ? 'info' : 'warning'} sx={SX} data-testid="taxRate-in-force">
      {rates.data
        ? rates.data.map((r) => (
            <div key={r.code}>
              {translate('operator.reference.taxRateInForce', {
                tax: translate(`operator.reference.taxCodes.${r.code}`),
                percent: r.percent,
                date: formatDate(r.validFrom),
              })}
            </div>
          ))
        : translate('errors.fetchError')}
    </Alert>
  );
}
