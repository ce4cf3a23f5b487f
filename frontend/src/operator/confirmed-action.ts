import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * An action the operator asks for and then confirms: busy while it runs (its button and the confirmation
 * take no second click), the screen read again after it, a failure told in a notice; the confirmation
 * closes either way.
 */
export function useConfirmedAction(action: () => Promise<void>) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await action();
      refresh();
    } catch (error) {
      notify((error as Error).message || 'errors.errorOccurred', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }
  return { open, busy, ask: () => setOpen(true), cancel: () => setOpen(false), confirm };
}
