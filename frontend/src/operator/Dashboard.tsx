import { Button, Card, CardActions, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useBasename, useGetList, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { mayDo, type QueueCounts } from '@rent/domain';
import type { ProjectionStatus } from './ProjectionList';
import { ScreenTitle } from './ScreenTitle';

/** The register's charts: a chunk of their own, so the chart library loads with this screen only. */
const DashboardCharts = lazy(() => import('./DashboardCharts'));

interface CountCardProps {
  title: string;
  count: number | undefined;
  failed: boolean;
  to: string;
  testId: string;
}

/** One figure of the dashboard, with the screen that shows what it counts. */
function CountCard({ title, count, failed, to, testId }: CountCardProps) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Card component="section" aria-label={title} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="h3" component="p" data-testid={testId}>
            {failed ? '—' : count === undefined ? <CircularProgress size={32} /> : count}
          </Typography>
          {failed && <Typography color="error">{translate('errors.fetchError')}</Typography>}
        </CardContent>
        <CardActions>
          <Button component={RouterLink} to={to}>
            {translate('operator.dashboard.open')}
          </Button>
        </CardActions>
      </Card>
    </Grid>
  );
}

/** The back-office's landing: what needs an operator now, counted from the screens' own lists. */
export function Dashboard() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<string[]>();
  const roles = permissions ?? [];
  const projections = useGetList<ProjectionStatus>('projections', {}, { enabled: mayDo(roles, 'readProjections') });
  const queues = useGetList<QueueCounts & { id: string }>('job-queues', {}, { enabled: mayDo(roles, 'readJobs') });
  return (
    <>
      <ScreenTitle>{translate('operator.dashboard.title')}</ScreenTitle>
      <Grid container spacing={2}>
        {mayDo(roles, 'readProjections') && (
          <CountCard
            title={translate('operator.dashboard.stalledProjections')}
            count={projections.data?.filter((p) => p.stalled).length}
            failed={projections.isError}
            to={`${basename}/projections`}
            testId="stalled-projections"
          />
        )}
        {mayDo(roles, 'readJobs') && (
          <CountCard
            title={translate('operator.dashboard.failedJobs')}
            count={queues.data?.reduce((sum, q) => sum + (q.counts.failed ?? 0), 0)}
            failed={queues.isError}
            to={`${basename}/jobs?queue=contract-jobs&state=failed`}
            testId="failed-jobs"
          />
        )}
      </Grid>
      {mayDo(roles, 'readDashboard') && (
        <Suspense fallback={<CircularProgress aria-label={translate('app.loading')} />}>
          <DashboardCharts />
        </Suspense>
      )}
    </>
  );
}
