import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { type ContractInvoice, issueInvoiceSchema, MessageKeys } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { useSign } from '@/signing/SigningProvider';
import { formatSum } from '@/ui/format';
import type { ContractRecord } from './contract-record';
import { formatMonth } from './invoice-format';

interface Props {
  contract: Pick<ContractRecord, 'id' | 'version'>;
  invoice: ContractInvoice;
  onClose: () => void;
}

/**
 * "Mark issued": the lessor types the number of the e-invoice it issued for the month, signs the step as
 * every other step is signed (the document names the contract's version shown), and the month shows issued.
 */
export function IssueInvoiceDialog({ contract: c, invoice, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const sign = useSign();
  const queryClient = useQueryClient();
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function send(e: FormEvent) {
    e.preventDefault();
    const parsed = issueInvoiceSchema.safeParse({ month: invoice.month, invoiceNumber });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    try {
      const signature = await sign('issue-invoice', c.id, parsed.data, c.version ?? 0);
      if (signature === null) return;
      await api(`/contracts/${c.id}/issue-invoice`, {
        method: 'POST',
        body: parsed.data,
        // The header a signed step's PKCS#7 travels in (backend signing.service.ts).
        headers: signature ? { 'X-E-Signature': signature } : {},
      });
      notify('invoices.issuedDone', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['invoices'] });
      // The contract's version moved: a later signed step must name the new one.
      refresh();
      onClose();
    } catch (err) {
      const key = err instanceof ApiError ? err.messageKey : MessageKeys.errorOccurred;
      setError(key);
      notify(key, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="issue-invoice-title" fullWidth maxWidth="xs">
      <form onSubmit={send} noValidate>
        <DialogTitle id="issue-invoice-title">
          {translate('invoices.issueTitle', { month: formatMonth(invoice.month) })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="body2">
              {translate('invoices.issueAmount', { amount: formatSum(invoice.amount) })}
            </Typography>
            <TextField
              id="invoice-number"
              label={translate('invoices.invoiceNumber')}
              required
              autoFocus
              fullWidth
              value={invoiceNumber}
              onChange={(ev) => {
                setInvoiceNumber(ev.target.value);
                setError(undefined);
              }}
              error={!!error}
              helperText={error ? translate(error, { label: translate('invoices.invoiceNumber') }) : undefined}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('invoices.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('invoices.markIssued')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
