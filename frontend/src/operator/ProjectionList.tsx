import { Alert, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, TextField, usePermissions, useTranslate } from 'react-admin';
import { mayDo } from '@rent/domain';
import { formatInstant } from '@/ui/format';
import { ProjectionRebuilds } from './ProjectionRebuilds';
import { REACTORS } from './rebuilds';
import { RetryProjectionButton } from './RetryProjectionButton';
import { ScreenTitle } from './ScreenTitle';

/** A read model's place against the log, as `GET /api/operator/projections` answers it. */
export interface ProjectionStatus {
  id: string;
  name: string;
  position: string;
  updatedAt: string;
  behind: number;
  lagSeconds: number;
  stalled: { at: string; eventId: string | null; error: string } | null;
}

/**
 * Each read model (and the jobs reactor): the log position it has applied, how many events it is behind
 * and how old the oldest of them is; a stalled one shows the event and error that stopped it, and a retry.
 */
export function ProjectionList() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const mayRetry = mayDo(permissions ?? [], 'retryProjection');
  const mayRebuild = mayDo(permissions ?? [], 'rebuildProjection');
  return (
    <>
      <ScreenTitle>{translate('operator.projections.title')}</ScreenTitle>
      <List title={false} pagination={false} exporter={false} empty={false} actions={false}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" label={translate('operator.projections.name')} sortable={false} />
          <TextField source="position" label={translate('operator.projections.position')} sortable={false} />
          <NumberField source="behind" label={translate('operator.projections.behind')} sortable={false} />
          <NumberField source="lagSeconds" label={translate('operator.projections.lag')} sortable={false} />
          <FunctionField<ProjectionStatus>
            label={translate('operator.projections.updatedAt')}
            render={(row) => formatInstant(row.updatedAt)}
          />
          <FunctionField<ProjectionStatus>
            label={translate('operator.projections.state')}
            render={(row) =>
              row.stalled ? (
                <Alert severity="error" icon={false} sx={{ py: 0 }}>
                  <strong>{translate('operator.projections.stalled', { at: formatInstant(row.stalled.at) })}</strong>
                  <Typography variant="body2">
                    {translate('operator.projections.event', { id: row.stalled.eventId ?? '—' })}
                  </Typography>
                  <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
                    {row.stalled.error}
                  </Typography>
                </Alert>
              ) : (
                translate('operator.projections.running')
              )
            }
          />
          {mayRetry && (
            <FunctionField<ProjectionStatus>
              label={translate('operator.projections.actions')}
              render={(row) => (row.stalled ? <RetryProjectionButton name={row.name} /> : null)}
            />
          )}
          <FunctionField<ProjectionStatus>
            label={translate('operator.projections.rebuilds')}
            render={(row) =>
              REACTORS.includes(row.name) ? null : <ProjectionRebuilds name={row.name} mayRebuild={mayRebuild} />
            }
          />
        </Datagrid>
      </List>
    </>
  );
}
