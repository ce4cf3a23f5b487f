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
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type TranslateFunction, useTranslate } from 'react-admin';
import {
  type FormSettings,
  formatSum,
  type MinimumRateTable,
  type ReferenceKind,
  type RegionalCoefficient,
  type SearchRegion,
  type TaxRate,
  PROPERTY_USES,
  SETTLEMENT_ZONES,
  VEHICLE_CLASSES,
} from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatDate, todayInTashkent } from '@/ui/format';
import { usePlaceName } from './places';

const SX = { maxWidth: 720 } as const;

/** The committee's settings in force on `today`, as the portal's forms read them (`GET /api/reference/form-settings`). */
const settingsOn = (today: string) => ({
  queryKey: ['operator-reference', 'form-settings', today],
  queryFn: () => api<FormSettings>('/reference/form-settings'),
});

/** The committee's settings in force today, as the portal's forms read them. */
export function useSettingsToday() {
  return useQuery(settingsOn(todayInTashkent()));
}

/** The public minimum-rate table, every year's rates for premises and vehicles (`GET /api/reference/minimum-rates`). */
const rateTable = {
  queryKey: ['operator-reference', 'minimum-rates'],
  queryFn: () => api<MinimumRateTable>('/reference/minimum-rates'),
};

/** What a kind's value is shown with: the reader's words, a place's name in them, and this year in Tashkent. */
interface Shown {
  translate: TranslateFunction;
  placeName: (name: SearchRegion['name']) => string;
  year: number;
}

/** A column of a kind's table: its heading's key, whether it holds numbers (set right), its cell for a row. */
interface Column<R> {
  title: string;
  numeric?: true;
  cell(row: R, shown: Shown): ReactNode;
}

/**
 * How a kind's value in force today is read and shown: a notice that says it (and what it says when the API
 * has none, a 404), or a table under a title, a row per item, with what it says when there are no rows.
 */
type InForce<T, R> = { read(today: string): UseQueryOptions<T> } & (
  | { notice(data: T, shown: Shown): ReactNode; missing?: string }
  | {
      title: string;
      rows(data: T, shown: Shown): R[];
      columns: Column<NoInfer<R>>[];
      rowKey(row: NoInfer<R>): string;
      empty?: string;
    }
);

/** A kind's entry of the table below, typed by its own answer and rows, then kept beside the others. */
/** A kind's entry with its own types forgotten, as the table of kinds holds it. */
type AnyInForce = InForce<unknown, unknown>;
const inForce = <T, R = never>(spec: InForce<T, R>) => spec as unknown as AnyInForce;

const amount: Column<{ rate?: { amount: number } }>['cell'] = ({ rate }) => (rate ? formatSum(rate.amount) : '—');
const year: Column<{ rate?: { year: number } }>['cell'] = ({ rate }) => rate?.year ?? '—';

/** Every kind's value in force today but the help videos' (HelpVideosInForce: a query per help page). */
const KINDS: Record<Exclude<ReferenceKind, 'helpVideo'>, AnyInForce> = {
  // The BHM in force today (`GET /api/reference/bhm?date=`), as the portal's forms use it now.
  bhm: inForce({
    read: (today) => ({
      queryKey: ['operator-reference', 'bhm', today],
      queryFn: () => api<{ validFrom: string; amount: number }>(`/reference/bhm?date=${today}`),
      retry: false,
    }),
    notice: (bhm, { translate }) =>
      translate('operator.reference.inForce', { amount: formatSum(bhm.amount), date: formatDate(bhm.validFrom) }),
    missing: 'operator.reference.noneInForce',
  }),
  // The rent above which a form asks the lessor to confirm the sum.
  rentConfirmationThreshold: inForce({
    read: settingsOn,
    notice: (settings, { translate }) =>
      translate('operator.reference.thresholdInForce', { amount: formatSum(settings.rentConfirmationThreshold) }),
  }),
  // The services switched off today: their pages say "under development" and take no registration.
  servicesOff: inForce({
    read: settingsOn,
    notice: ({ servicesOff }, { translate }) =>
      servicesOff.length
        ? translate('operator.reference.servicesOffInForce', {
            services: servicesOff.map((k) => translate(`kinds.${k}`)).join(', '),
          })
        : translate('operator.reference.allServicesOn'),
  }),
  // The minimum-rent rates for each use and zone: the latest year's not after this one, as the portal takes
  // them. The table comes newest year first: the first row not after this year is the one in force.
  minimumRentRate: inForce({
    read: () => rateTable,
    title: 'operator.reference.ratesInForce',
    rows: (table, { year: now }) =>
      PROPERTY_USES.flatMap((use) =>
        SETTLEMENT_ZONES.map((zone) => ({
          use,
          zone,
          rate: table.premises.find((r) => r.propertyUse === use && r.settlementZone === zone && r.year <= now),
        })),
      ),
    rowKey: ({ use, zone }) => `${use}-${zone}`,
    columns: [
      { title: 'minimumRates.use', cell: ({ use }, { translate }) => translate(`uses.${use}`) },
      { title: 'minimumRates.zone', cell: ({ zone }, { translate }) => translate(`zones.${zone}`) },
      { title: 'minimumRates.perM2', numeric: true, cell: amount },
      { title: 'minimumRates.year', cell: year },
    ],
  }),
  // The minimum monthly rent per vehicle for each class: the latest year's not after this one (newest first).
  vehicleRentRate: inForce({
    read: () => rateTable,
    title: 'operator.reference.vehicleRatesInForce',
    rows: (table, { year: now }) =>
      VEHICLE_CLASSES.map((vehicleClass) => ({
        vehicleClass,
        rate: table.vehicles.find((r) => r.vehicleClass === vehicleClass && r.year <= now),
      })),
    rowKey: ({ vehicleClass }) => vehicleClass,
    columns: [
      {
        title: 'minimumRates.vehicleClass',
        cell: ({ vehicleClass }, { translate }) => translate(`vehicleClasses.${vehicleClass}`),
      },
      { title: 'minimumRates.perVehicle', numeric: true, cell: amount },
      { title: 'minimumRates.year', cell: year },
    ],
  }),
  // The raising coefficients, a region's or a district's each (none: every rate as the table's).
  regionalCoefficient: inForce({
    read: (today) => ({
      queryKey: ['operator-reference', 'coefficients', today],
      queryFn: () => api<RegionalCoefficient[]>(`/reference/regional-coefficients?date=${today}`),
    }),
    title: 'operator.reference.coefficientsInForce',
    rows: (coefficients) => coefficients,
    rowKey: (c) => c.soato,
    empty: 'operator.reference.noCoefficients',
    columns: [
      { title: 'operator.reference.form.region', cell: (c, { placeName }) => placeName(c.name) },
      { title: 'operator.reference.form.coefficient', numeric: true, cell: (c) => c.coefficient },
      { title: 'operator.reference.columns.effectiveFrom', cell: (c) => formatDate(c.validFrom) },
    ],
  }),
  // The tax rates, each with the day it took effect.
  taxRate: inForce({
    read: (today) => ({
      queryKey: ['operator-reference', 'tax-rates', today],
      queryFn: () => api<TaxRate[]>(`/reference/tax-rates?date=${today}`),
    }),
    notice: (rates, { translate }) =>
      rates.map((r) => (
        <div key={r.code}>
          {translate('operator.reference.taxRateInForce', {
            tax: translate(`operator.reference.taxCodes.${r.code}`),
            percent: r.percent,
            date: formatDate(r.validFrom),
          })}
        </div>
      )),
  }),
};

/** A kind's value in force today, as the portal takes it now, read and shown as the table above says. */
export function ReferenceInForce({ kind }: { kind: keyof typeof KINDS }) {
  const translate = useTranslate();
  const placeName = usePlaceName();
  const today = todayInTashkent();
  const spec = KINDS[kind];
  const answer = useQuery(spec.read(today));
  const shown: Shown = { translate, placeName, year: Number(today.slice(0, 4)) };
  const testId = `${kind}-in-force`;
  if (answer.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  if ('notice' in spec)
    return (
      <Alert severity={answer.data ? 'info' : 'warning'} sx={SX} data-testid={testId}>
        {answer.data
          ? spec.notice(answer.data, shown)
          : translate(
              spec.missing && answer.error instanceof ApiError && answer.error.status === 404
                ? spec.missing
                : 'errors.fetchError',
            )}
      </Alert>
    );
  if (!answer.data) return <Alert severity="warning">{translate('errors.fetchError')}</Alert>;
  const rows = spec.rows(answer.data, shown);
  if (rows.length === 0 && spec.empty)
    return (
      <Alert severity="info" sx={SX} data-testid={testId}>
        {translate(spec.empty)}
      </Alert>
    );
  const title = translate(spec.title);
  return (
    <Paper sx={{ ...SX, p: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {spec.columns.map((c) => (
              <TableCell key={c.title} align={c.numeric && 'right'}>
                {translate(c.title)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={spec.rowKey(row)}>
              {spec.columns.map((c) => (
                <TableCell key={c.title} align={c.numeric && 'right'}>
                  {c.cell(row, shown)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
