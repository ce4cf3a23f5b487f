import Delete from '@mui/icons-material/Delete';
import Replay from '@mui/icons-material/Replay';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { StaffJob } from '@rent/domain';
import { jobNameLabel, jobRefusal } from './job-labels';
import type { OperatorDataProvider } from './operator-data';

type Action = 'retry' | 'remove';

/**
 * A job's retry (a failed one) and removal (any a worker is not running), each after a confirmation;
 * `onDone` reads the list again, whatever the answer, since a refusal means the job has moved on.
 */
export function JobActions({
  job,
  onDone,
}: {
  job: Pick<StaffJob, 'queue' | 'id' | 'name' | 'state'>;
  onDone(): void;
}) {
  const translate = useTranslate();
  const data = useDataProvider<OperatorDataProvider>();
  const notify = useNotify();
  const [asked, setAsked] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const name = jobNameLabel(translate, job.name);
  async function run(action: Action) {
    setBusy(true);
    try {
      await data.jobAction(action, job);
      notify(`operator.jobs.${action}Done`, { type: 'success', messageArgs: { id: job.id } });
    } catch (error) {
      notify(jobRefusal(error), { type: 'error', messageArgs: { id: job.id } });
    } finally {
      setBusy(false);
      setAsked(null);
      onDone();
    }
  }
  return (
    <Stack direction="row" spacing={1}>
      {job.state === 'failed' && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<Replay />}
          disabled={busy}
          onClick={() => setAsked('retry')}
        >
          {translate('operator.jobs.retry')}
        </Button>
      )}
      {job.state !== 'active' && (
        <Button size="small" color="error" startIcon={<Delete />} disabled={busy} onClick={() => setAsked('remove')}>
          {translate('operator.jobs.remove')}
        </Button>
      )}
      <Confirm
        isOpen={asked !== null}
        loading={busy}
        title={translate(`operator.jobs.${asked ?? 'retry'}Title`, { name, id: job.id })}
        content={translate(`operator.jobs.${asked ?? 'retry'}Text`)}
        onConfirm={() => asked && run(asked)}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
