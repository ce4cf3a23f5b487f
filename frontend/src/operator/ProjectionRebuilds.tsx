import Build from '@mui/icons-material/Build';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { RebuildRun } from '@rent/domain';
import { api } from '@/api/http';
import { formatInstant } from '@/ui/format';
import { ReasonDialog } from './ReasonDialog';
import { isRunning } from './rebuilds';
import { namedRefusal } from './refusals';

/** How often a run that waits or runs is read again, for its count of events replayed. */
const POLL_MS = 1000;

/** One run: its state, the events replayed so far, who started it and when; a failed one says why. */
function RunLine({ run }: { run: RebuildRun }) {
  const translate = useTranslate();
  const state = translate(`operator.projections.runStates.${run.state}`, { _: run.state });
  return (
    <li data-testid="rebuild-run">
      <Typography variant="body2">
        <strong>{state}</strong> · {translate('operator.projections.replayed', { n: run.replayed })}
      </Typography>
      {isRunning(run) && <LinearProgress aria-label={state} sx={{ my: 0.5 }} />}
      <Typography variant="caption" color="text.secondary">
        {translate('operator.projections.startedBy', { who: run.startedBy, at: formatInstant(run.queuedAt) })}
        {run.finishedAt && ` · ${translate('operator.projections.finishedAt', { at: formatInstant(run.finishedAt) })}`}
      </Typography>
      {run.failedReason && (
        <Typography variant="body2" color="error" component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
          {run.failedReason}
        </Typography>
      )}
    </li>
  );
}

/**
 * A read model's rebuild from the log (`POST /api/operator/projections/{name}/rebuild`, with a reason the
 * audit trail keeps) and its latest runs (`GET …/rebuilds`), read again every second while one waits or
 * runs; when it ends the list is read again, the read model's place having moved.
 */
export function ProjectionRebuilds({ name, mayRebuild }: { name: string; mayRebuild: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queries = useQueryClient();
  const [asking, setAsking] = useState(false);
  const wasRunning = useRef(false);
  const key = ['operator-rebuilds', name];
  const runs = useQuery({
    queryKey: key,
    queryFn: () => api<RebuildRun[]>(`/operator/projections/${encodeURIComponent(name)}/rebuilds`),
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? POLL_MS : false),
  });
  const running = !!runs.data?.some(isRunning);
  useEffect(() => {
    if (wasRunning.current && !running) refresh();
    wasRunning.current = running;
  }, [running, refresh]);

  async function rebuild(reason: string) {
    try {
      await api(`/operator/projections/${encodeURIComponent(name)}/rebuild`, { method: 'POST', body: { reason } });
    } catch (error) {
      void queries.invalidateQueries({ queryKey: key });
      throw namedRefusal(error, 'operator.projections.refused', ['REACTOR_NOT_REBUILT', 'REBUILD_UNDER_WAY']);
    }
    setAsking(false);
    notify('operator.projections.rebuildStarted', { type: 'info', messageArgs: { name } });
    await queries.invalidateQueries({ queryKey: key });
  }

  return (
    <Stack spacing={1} data-testid={`rebuilds-${name}`}>
      {mayRebuild && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<Build />}
          onClick={() => setAsking(true)}
          disabled={running}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('operator.projections.rebuild')}
        </Button>
      )}
      {!!runs.data?.length && (
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2 }} aria-label={translate('operator.projections.runs')}>
          {runs.data.map((run) => (
            <RunLine key={run.id} run={run} />
          ))}
        </Stack>
      )}
      <ReasonDialog
        open={asking}
        title={translate('operator.projections.rebuildTitle', { name })}
        text={translate('operator.projections.rebuildText')}
        onConfirm={rebuild}
        goneKey="operator.projections.refused.gone"
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
