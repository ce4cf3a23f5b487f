import { Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  NumberField,
  TextField,
  useGetList,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  JOB_STATES,
  type JobState,
  mayDo,
  type QueueCounts,
  STAFF_QUEUES,
  type StaffJob,
  type StaffQueue,
} from '@rent/domain';
import { formatInstant } from '@/ui/format';
import { JobActions } from './JobActions';
import { jobNameLabel } from './job-labels';
import { ScreenList } from './ScreenList';
import { ScreenTitle } from './ScreenTitle';
import { SweepButton } from './SweepButton';

/** A job as the jobs list keys it: its queue's id is `jobId`, `id` being the queue and it together. */
type ListedJob = Omit<StaffJob, 'id'> & { id: string; jobId: string };

interface Selection {
  queue: StaffQueue;
  state: JobState;
}

/**
 * Each queue with how many of its jobs are in each state; a count opens that queue's jobs in that state.
 * The one shown is pressed.
 */
function QueueCountsTable({ selected, onSelect }: { selected: Selection; onSelect(s: Selection): void }) {
  const translate = useTranslate();
  const { data, isError } = useGetList<QueueCounts & { id: string }>('job-queues');
  const queueName = (queue: string) => translate(`operator.jobs.queues.${queue}`, { _: queue });
  const stateName = (state: string) => translate(`operator.jobs.states.${state}`);
  return (
    <Paper sx={{ my: 2, overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('operator.jobs.countsCaption')} data-testid="queue-counts">
        <TableHead>
          <TableRow>
            <TableCell>{translate('operator.jobs.queue')}</TableCell>
            {JOB_STATES.map((state) => (
              <TableCell key={state} align="right">
                {stateName(state)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {isError && (
            <TableRow>
              <TableCell colSpan={JOB_STATES.length + 1}>
                <Typography color="error">{translate('errors.fetchError')}</Typography>
              </TableCell>
            </TableRow>
          )}
          {(data ?? []).map(({ queue, counts }) => (
            <TableRow key={queue} data-testid={`queue-${queue}`}>
              <TableCell component="th" scope="row">
                {queueName(queue)}
              </TableCell>
              {JOB_STATES.map((state) => {
                const pressed = selected.queue === queue && selected.state === state;
                return (
                  <TableCell key={state} align="right">
                    <Button
                      size="small"
                      variant={pressed ? 'contained' : 'text'}
                      aria-pressed={pressed}
                      aria-label={translate('operator.jobs.showJobs', {
                        queue: queueName(queue),
                        state: stateName(state),
                        n: counts[state] ?? 0,
                      })}
                      onClick={() => onSelect({ queue, state })}
                    >
                      {counts[state] ?? 0}
                    </Button>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/**
 * The portal's queues (issue 19, screen 3, on BullMQ's own API): their counts by state, one queue's jobs
 * in one state with what each is for, its error and its times; a failed job retried, any a worker is not
 * running removed, each after a confirmation; and the daily sweep run by hand. The queue and state shown
 * are in the address (`?queue=sms&state=failed`), so the dashboard links to the failed ones.
 */
export function JobList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { permissions } = usePermissions<string[]>();
  const mayRun = mayDo(permissions ?? [], 'runJobs');
  const [params, setParams] = useSearchParams();
  const selected: Selection = {
    queue: STAFF_QUEUES.find((q) => q === params.get('queue')) ?? 'contract-jobs',
    state: JOB_STATES.find((s) => s === params.get('state')) ?? 'failed',
  };
  const column = (key: string) => translate(`operator.jobs.columns.${key}`);
  return (
    <>
      <ScreenTitle>{translate('operator.jobs.title')}</ScreenTitle>
      {mayRun && <SweepButton />}
      <QueueCountsTable selected={selected} onSelect={({ queue, state }) => setParams({ queue, state })} />
      <Typography variant="h6" component="h2" data-testid="jobs-shown">
        {translate('operator.jobs.shown', {
          queue: translate(`operator.jobs.queues.${selected.queue}`),
          state: translate(`operator.jobs.states.${selected.state}`),
        })}
      </Typography>
      <ScreenList
        // Another queue or state starts from its first page.
        key={`${selected.queue}/${selected.state}`}
        filter={selected}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          data-testid="job-rows"
          empty={<Typography sx={{ p: 2 }}>{translate('operator.jobs.none')}</Typography>}
        >
          <TextField source="jobId" label={column('id')} sortable={false} />
          <FunctionField<ListedJob> label={column('name')} render={(job) => jobNameLabel(translate, job.name)} />
          <FunctionField<ListedJob> label={column('data')} render={(job) => <code>{JSON.stringify(job.data)}</code>} />
          <NumberField source="attemptsMade" label={column('attempts')} sortable={false} />
          <TextField source="failedReason" label={column('failedReason')} sortable={false} emptyText="—" />
          <FunctionField<ListedJob> label={column('createdAt')} render={(job) => formatInstant(job.createdAt)} />
          {selected.state === 'delayed' && (
            <FunctionField<ListedJob> label={column('runAt')} render={(job) => formatInstant(job.runAt)} />
          )}
          <FunctionField<ListedJob>
            label={column('finishedAt')}
            render={(job) => formatInstant(job.finishedAt) || '—'}
          />
          {mayRun && (
            <FunctionField<ListedJob>
              label={column('actions')}
              render={(job) => <JobActions job={{ ...job, id: job.jobId }} onDone={refresh} />}
            />
          )}
        </Datagrid>
      </ScreenList>
    </>
  );
}
