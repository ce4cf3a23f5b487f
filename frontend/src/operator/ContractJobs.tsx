import { Alert, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { mayDo } from '@rent/domain';
import { formatInstant } from '@/ui/format';
import { JobActions } from './JobActions';
import { jobNameLabel } from './job-labels';
import type { OperatorDataProvider } from './operator-data';

/**
 * A contract's scheduled work (`GET /api/operator/jobs/by-contract/{id}`): its expiry, reminders,
 * guarantee check and end of a cancellation, in whatever state each is, with retry and removal.
 */
export function ContractJobs({ id }: { id: string }) {
  const translate = useTranslate();
  const data = useDataProvider<OperatorDataProvider>();
  const { permissions } = usePermissions<string[]>();
  const mayRun = mayDo(permissions ?? [], 'runJobs');
  const jobs = useQuery({ queryKey: ['operator', 'contract-jobs', id], queryFn: () => data.contractJobs(id) });
  if (jobs.isError) return <Alert severity="error">{translate('errors.fetchError')}</Alert>;
  if (!jobs.data) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  if (jobs.data.length === 0) return <Typography>{translate('operator.contract.noJobs')}</Typography>;
  const column = (key: string) => translate(`operator.jobs.columns.${key}`);
  return (
    <Table size="small" data-testid="contract-jobs">
      <TableHead>
        <TableRow>
          <TableCell>{column('name')}</TableCell>
          <TableCell>{column('state')}</TableCell>
          <TableCell>{column('runAt')}</TableCell>
          <TableCell>{column('finishedAt')}</TableCell>
          <TableCell>{column('attempts')}</TableCell>
          <TableCell>{column('failedReason')}</TableCell>
          {mayRun && <TableCell>{column('actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {jobs.data.map((job) => (
          <TableRow key={job.id}>
            <TableCell>{jobNameLabel(translate, job.name)}</TableCell>
            <TableCell>{translate(`operator.jobs.states.${job.state}`, { _: job.state })}</TableCell>
            <TableCell>{formatInstant(job.runAt) || '—'}</TableCell>
            <TableCell>{formatInstant(job.finishedAt) || '—'}</TableCell>
            <TableCell>{job.attemptsMade}</TableCell>
            <TableCell>{job.failedReason ?? '—'}</TableCell>
            {mayRun && (
              <TableCell>
                <JobActions job={job} onDone={() => void jobs.refetch()} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
