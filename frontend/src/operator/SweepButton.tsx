import PlayArrow from '@mui/icons-material/PlayArrow';
import { Alert, Button, List as MuiList, ListItem, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { useConfirmedAction } from './confirmed-action';
import type { OperatorDataProvider, SweepResult } from './operator-data';

/** The sweep's counts in the order docs/api.md explains them. */
const COUNTS: (keyof SweepResult)[] = [
  'expired',
  'cancelled',
  'reminded',
  'guarantees',
  'declarations',
  'invoiceReminders',
  'abandonedUploads',
];

/**
 * Runs the daily sweep now (after Redis was lost, say), once the operator confirms, and shows what it
 * did; the failed jobs are read again, since the sweep does the work they were for.
 */
export function SweepButton() {
  const translate = useTranslate();
  const data = useDataProvider<OperatorDataProvider>();
  const [result, setResult] = useState<SweepResult>();
  const { open, busy, ask, cancel, confirm } = useConfirmedAction(async () => setResult(await data.runSweep()));
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Button
        variant="contained"
        startIcon={<PlayArrow />}
        onClick={ask}
        disabled={busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('operator.jobs.sweep')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('operator.jobs.sweepTitle')}
        content={translate('operator.jobs.sweepText')}
        onConfirm={confirm}
        onClose={cancel}
      />
      {result && (
        <Alert severity="success" data-testid="sweep-result">
          {translate('operator.jobs.swept')}
          <MuiList dense disablePadding>
            {COUNTS.map((count) => (
              <ListItem key={count} disableGutters sx={{ py: 0 }}>
                {translate(`operator.jobs.counts.${count}`, { n: result[count] })}
              </ListItem>
            ))}
          </MuiList>
        </Alert>
      )}
    </Stack>
  );
}
