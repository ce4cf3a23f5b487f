import Replay from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useConfirmedAction } from './confirmed-action';
import type { OperatorDataProvider } from './operator-data';

/**
 * Lets a stalled read model try its event again once its cause is fixed, after the operator confirms it
 * (`POST /api/operator/projections/{name}/retry`); the list is read again to show where it stands.
 */
export function RetryProjectionButton({ name }: { name: string }) {
  const translate = useTranslate();
  const data = useDataProvider<OperatorDataProvider>();
  const notify = useNotify();
  const { open, busy, ask, cancel, confirm } = useConfirmedAction(async () => {
    const { retried } = await data.retryProjection(name);
    notify(retried ? 'operator.projections.retried' : 'operator.projections.notStalled', {
      type: retried ? 'success' : 'info',
      messageArgs: { name },
    });
  });
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<Replay />} onClick={ask} disabled={busy}>
        {translate('operator.projections.retry')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('operator.projections.retryTitle', { name })}
        content={translate('operator.projections.retryText')}
        onConfirm={confirm}
        onClose={cancel}
      />
    </>
  );
}
