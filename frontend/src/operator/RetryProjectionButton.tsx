import Replay from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { OperatorDataProvider } from './operator-data';

/**
 * Lets a stalled read model try its event again once its cause is fixed, after the operator confirms it
 * (`POST /api/operator/projections/{name}/retry`); the list is read again to show where it stands.
 */
export function RetryProjectionButton({ name }: { name: string }) {
  const translate = useTranslate();
  const data = useDataProvider<OperatorDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    try {
      const { retried } = await data.retryProjection(name);
      notify(retried ? 'operator.projections.retried' : 'operator.projections.notStalled', {
        type: retried ? 'success' : 'info',
        messageArgs: { name },
      });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'errors.errorOccurred', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<Replay />} onClick={() => setOpen(true)} disabled={busy}>
        {translate('operator.projections.retry')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('operator.projections.retryTitle', { name })}
        content={translate('operator.projections.retryText')}
        onConfirm={retry}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
