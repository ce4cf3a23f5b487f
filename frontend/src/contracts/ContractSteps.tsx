import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../api/http';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { ContractRecord } from './contract-record';
import { RejectDialog } from './RejectDialog';
import { INFO_PANEL_KEY } from './useIncomingCount';

/** The buttons of the steps the API says this party may take now (confirm, reject). */
export function ContractSteps({ contract }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const steps = contract.steps ?? [];

  async function run(step: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await step();
      notify(done, { type: 'success' });
      setRejecting(false);
      await queryClient.invalidateQueries({ queryKey: INFO_PANEL_KEY });
      refresh();
    } catch (error) {
      notify(error instanceof ApiError ? error.messageKey : 'errors.errorOccurred', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (steps.length === 0) return null;
  return (
    <Stack direction="row" spacing={2}>
      {steps.includes('confirm') && (
        <Button variant="contained" color="success" disabled={busy} onClick={() => run(() => dataProvider.confirmContract(contract.id), 'messages.documentConfirmed')}>
          {translate('view.confirm')}
        </Button>
      )}
      {steps.includes('reject') && (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)}>
          {translate('view.reject')}
        </Button>
      )}
      <RejectDialog
        open={rejecting}
        busy={busy}
        onClose={() => setRejecting(false)}
        onReject={(reason) => run(() => dataProvider.rejectContract(contract.id, reason), 'messages.documentRejected')}
      />
    </Stack>
  );
}
