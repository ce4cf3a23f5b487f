import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AssignHoldersInput, Employee } from '@rent/domain';
import { api, ApiError } from '@/api/http';

/**
 * Spec: employee assignment: the legal party chooses which of its employees hold this contract for it.
 * The button opens the dialog; saving replaces the party's holders.
 */
export function HoldersButton({ contractId }: { contractId: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate('holders.button')}
      </Button>
      {open && <HoldersDialog contractId={contractId} onClose={() => setOpen(false)} />}
    </>
  );
}

function HoldersDialog({ contractId, onClose }: { contractId: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const employees = useQuery({ queryKey: ['employees'], queryFn: () => api<Employee[]>('/employees') });
  const current = useQuery({
    queryKey: ['holders', contractId],
    queryFn: () => api<string[]>(`/contracts/${contractId}/holders`),
  });
  const [chosen, setChosen] = useState<Set<string>>();
  const [failure, setFailure] = useState<string>();
  const selected = chosen ?? new Set(current.data ?? []);

  async function save() {
    try {
      const body: AssignHoldersInput = { pinfls: [...selected] };
      await api(`/contracts/${contractId}/holders`, { method: 'POST', body });
      await queryClient.invalidateQueries({ queryKey: ['holders', contractId] });
      notify('holders.saved', { type: 'success' });
      onClose();
    } catch (e) {
      setFailure(e instanceof ApiError ? translate(e.messageKey, e.params) : translate('errors.errorOccurred'));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="holders-title" fullWidth maxWidth="sm">
      <DialogTitle id="holders-title">{translate('holders.title')}</DialogTitle>
      <DialogContent>
        {failure && <Alert severity="error">{failure}</Alert>}
        {employees.data?.length === 0 && <Typography>{translate('holders.noEmployees')}</Typography>}
        <FormGroup>
          {(employees.data ?? []).map((e) => (
            <FormControlLabel
              key={e.pinfl}
              label={`${e.name} (${e.pinfl})`}
              control={
                <Checkbox
                  checked={selected.has(e.pinfl)}
                  onChange={(ev) => {
                    const next = new Set(selected);
                    if (ev.target.checked) next.add(e.pinfl);
                    else next.delete(e.pinfl);
                    setChosen(next);
                  }}
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dialogs.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!employees.data || !current.data}>
          {translate('holders.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
