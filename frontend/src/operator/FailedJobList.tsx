import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, TextField, usePermissions, useTranslate } from 'react-admin';
import { mayDo } from '@rent/domain';
import { formatInstant } from '@/ui/format';
import { ScreenTitle } from './ScreenTitle';
import { SweepButton } from './SweepButton';

/** A failed job as `GET /api/operator/jobs/failed` answers it. */
interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  failedReason: string;
  attemptsMade: number;
  finishedOn: string | null;
}

/** The expiry and reminder jobs that failed after all their retries, and the daily sweep run by hand. */
export function FailedJobList() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  return (
    <>
      <ScreenTitle>{translate('operator.jobs.title')}</ScreenTitle>
      {mayDo(permissions ?? [], 'runJobs') && <SweepButton />}
      <List title={false} pagination={false} exporter={false} empty={false} actions={false}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>{translate('operator.jobs.none')}</Typography>}
        >
          <TextField source="id" label={translate('operator.jobs.id')} sortable={false} />
          <TextField source="name" label={translate('operator.jobs.name')} sortable={false} />
          <FunctionField<FailedJob>
            label={translate('operator.jobs.data')}
            render={(job) => <code>{JSON.stringify(job.data)}</code>}
          />
          <TextField source="failedReason" label={translate('operator.jobs.failedReason')} sortable={false} />
          <NumberField source="attemptsMade" label={translate('operator.jobs.attempts')} sortable={false} />
          <FunctionField<FailedJob>
            label={translate('operator.jobs.finishedOn')}
            render={(job) => formatInstant(job.finishedOn)}
          />
        </Datagrid>
      </List>
    </>
  );
}
