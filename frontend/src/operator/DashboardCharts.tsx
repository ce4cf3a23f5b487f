import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { type StaffDashboard, stateLabelKey } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatDate, formatInstant } from '@/ui/format';
import { ChartFigure } from './ChartFigure';
import {
  PENDING_DAYS,
  type Period,
  PERIODS,
  projectionFigures,
  registrationsByKind,
  registrationsByRegion,
  sumOf,
} from './dashboard-series';

/**
 * What every chart here shares. Keyboard navigation off: the table beside each chart is the way a
 * keyboard or screen reader user reads its numbers; the library's own announcements (English only)
 * would be a second, worse way to them, inside a drawing hidden from assistive technology.
 */
const CHART = { height: 300, disableKeyboardNavigation: true } as const;

/** One figure of the register's state, with what it is made of below it. */
function Figure({
  title,
  value,
  detail,
  testId,
}: {
  title: string;
  value: number;
  detail?: ReactNode;
  testId: string;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
      <Card component="section" aria-label={title} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="subtitle1" component="h3">
            {title}
          </Typography>
          <Typography variant="h4" component="p" data-testid={testId}>
            {value}
          </Typography>
          {detail && (
            <Typography variant="body2" color="text.secondary" component="div">
              {detail}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}

/** The period's days as DD.MM under the bars, few enough to be read at 90 days. */
const dayTick = (day: string) => formatDate(day).slice(0, 5);

/**
 * The register at a glance (issue 19, screen 7, `GET /api/operator/dashboard`): registrations per day
 * stacked by kind, contracts by state, by region, and what waits for someone: long-pending confirmations,
 * failed jobs, SMS failures, read models behind. A chunk of its own (Dashboard.tsx loads it lazily), so
 * neither taxpayers nor the back-office's other screens download the chart library.
 */
export default function DashboardCharts() {
  const translate = useTranslate();
  // In the back-office's store: a change of language draws the screen anew and keeps the period chosen.
  const [days, setDays] = useStore<Period>('operator.dashboard.days', 30);
  const dashboard = useQuery({
    queryKey: ['operator-dashboard', days],
    queryFn: () => api<StaffDashboard>(`/operator/dashboard?days=${days}&pendingDays=${PENDING_DAYS}`),
  });
  const d = dashboard.data;

  return (
    <ChartsLocalizationProvider
      localeText={{ noData: translate('operator.dashboard.noData'), loading: translate('app.loading') }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 4, mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          {translate('operator.dashboard.register')}
          {d && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {translate('operator.dashboard.asOf', { at: formatInstant(d.asOf) })}
            </Typography>
          )}
        </Typography>
        <ToggleButtonGroup
          value={days}
          exclusive
          size="small"
          aria-label={translate('operator.dashboard.period')}
          onChange={(_e, value: Period | null) => value && setDays(value)}
        >
          {PERIODS.map((p) => (
            <ToggleButton key={p} value={p}>
              {translate('operator.dashboard.days', { n: p })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {dashboard.error && (
        <Alert severity="error">
          {dashboard.error instanceof ApiError
            ? translate(dashboard.error.messageKey, dashboard.error.params)
            : translate('errors.errorOccurred')}
        </Alert>
      )}
      {!d && !dashboard.error && <CircularProgress aria-label={translate('app.loading')} />}
      {d && <DashboardBody d={d} days={days} />}
    </ChartsLocalizationProvider>
  );
}

function DashboardBody({ d, days }: { d: StaffDashboard; days: Period }) {
  const translate = useTranslate();
  const byKind = registrationsByKind(d, days);
  const byRegion = registrationsByRegion(d);
  const projections = projectionFigures(d.projections);
  const kindLabel = (kind: string) => translate(`kinds.${kind}`, { _: kind });
  const stateLabel = (state: number) =>
    `${translate(stateLabelKey(state) ?? String(state), { _: String(state) })} (${state})`;
  const regionLabel = (region: string) =>
    region === '00'
      ? translate('operator.dashboard.noRegion')
      : translate('operator.dashboard.region', { code: region });
  const registered = sumOf(byKind.kinds.map((k) => ({ n: k.total })));
  const contracts = sumOf(d.byState);
  const every = Math.ceil(days / 15);

  return (
    <>
      <Grid container spacing={2}>
        <Figure
          title={translate('operator.dashboard.pending', { days: d.pendingConfirmations.olderThanDays })}
          value={d.pendingConfirmations.n}
          testId="pending-confirmations"
        />
        <Figure
          title={translate('operator.dashboard.failedJobsByQueue')}
          value={sumOf(d.failedJobs)}
          testId="failed-jobs-total"
          detail={d.failedJobs
            .map((q) => `${translate(`operator.jobs.queues.${q.queue}`, { _: q.queue })}: ${q.n}`)
            .join(', ')}
        />
        <Figure
          title={translate('operator.dashboard.smsFailures')}
          value={sumOf(d.smsFailures)}
          testId="sms-failures"
          detail={d.smsFailures.map((g) => `${g.gateway}: ${g.n}`).join(', ')}
        />
        <Figure
          title={translate('operator.dashboard.projectionsBehind')}
          value={projections.lagging + projections.stalled}
          testId="projections-behind"
          detail={translate('operator.dashboard.projectionsDetail', {
            lagging: projections.lagging,
            stalled: projections.stalled,
            seconds: projections.maxLagSeconds,
          })}
        />
      </Grid>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        <Grid size={12}>
          <ChartFigure
            testId="chart-registrations"
            title={translate('operator.dashboard.registrations', { n: days })}
            description={translate('operator.dashboard.registrationsText', { total: registered, n: days })}
            table={{
              columns: [translate('operator.dashboard.day'), ...byKind.kinds.map((k) => kindLabel(k.kind))],
              rows: byKind.days.map((day, i) => [formatDate(day), ...byKind.kinds.map((k) => k.perDay[i]!)]),
            }}
          >
            <BarChart
              {...CHART}
              xAxis={[
                {
                  scaleType: 'band',
                  data: byKind.days,
                  valueFormatter: dayTick,
                  tickLabelInterval: (_value: string, index: number) => index % every === 0,
                },
              ]}
              series={byKind.kinds.map((k) => ({
                data: k.perDay,
                label: kindLabel(k.kind),
                stack: 'registered',
              }))}
            />
          </ChartFigure>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartFigure
            testId="chart-states"
            title={translate('operator.dashboard.states')}
            description={translate('operator.dashboard.statesText', { total: contracts })}
            table={{
              columns: [translate('operator.dashboard.state'), translate('operator.dashboard.count')],
              rows: d.byState.map((s) => [stateLabel(s.state), s.n]),
            }}
          >
            <BarChart
              {...CHART}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: d.byState.map((s) => stateLabel(s.state)), width: 'auto' }]}
              series={[{ data: d.byState.map((s) => s.n), label: translate('operator.dashboard.count') }]}
              hideLegend
            />
          </ChartFigure>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartFigure
            testId="chart-regions"
            title={translate('operator.dashboard.regions', { n: days })}
            description={translate('operator.dashboard.regionsText', { total: registered, n: days })}
            table={{
              columns: [translate('operator.dashboard.regionColumn'), translate('operator.dashboard.count')],
              rows: byRegion.map((r) => [regionLabel(r.region), r.n]),
            }}
          >
            <BarChart
              {...CHART}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: byRegion.map((r) => regionLabel(r.region)), width: 'auto' }]}
              series={[{ data: byRegion.map((r) => r.n), label: translate('operator.dashboard.count') }]}
              hideLegend
            />
          </ChartFigure>
        </Grid>
      </Grid>
    </>
  );
}
