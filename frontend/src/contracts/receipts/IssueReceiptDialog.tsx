import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  type ContractReceipts,
  formatDisplayDate,
  issueReceiptSchema,
  MessageKeys,
  parseDisplayDate,
  RECEIPT_METHODS,
} from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { useSign } from '@/signing/SigningProvider';
import { DateInput, SumInput } from '@/ui/inputs';
import { todayInTashkent } from '@/ui/format';
import type { ContractRecord } from '@/contracts/contract-record';
import { formatMonth } from '@/contracts/invoice-format';

interface Props {
  contract: Pick<ContractRecord, 'id' | 'version'>;
  months: ContractReceipts['months'];
  onClose: () => void;
}

type Field = 'month' | 'amount' | 'paidOn' | 'method';

/** What is left to pay of a month, as the sum field keeps it (digits and a point). */
const leftOf = (m: ContractReceipts['months'][number] | undefined): string => {
  const left = m ? Math.max(0, Math.round((m.due - m.paid) * 100)) / 100 : 0;
  return left > 0 ? String(left) : '';
};

/**
 * "Issue a receipt": the lessor records a payment it received — for which month (one the contract was in
 * force, up to this one), how much (what is left of the month's rent, unless told), on which day and how —
 * and signs it as every step is signed (the document names the contract's version shown).
 */
export function IssueReceiptDialog({ contract: c, months, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const sign = useSign();
  const queryClient = useQueryClient();
  const open = [...months].reverse();
  const first = open.find((m) => m.state !== 'PAID') ?? open[0];
  const [month, setMonth] = useState(first?.month ?? '');
  const [amount, setAmount] = useState(leftOf(first));
  const [paidOn, setPaidOn] = useState(formatDisplayDate(todayInTashkent()));
  const [method, setMethod] = useState<string>('BANK_TRANSFER');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  async function send(e: FormEvent) {
    e.preventDefault();
    const parsed = issueReceiptSchema.safeParse({
      month,
      amount: amount === '' ? undefined : Number(amount),
      paidOn: parseDisplayDate(paidOn) ?? paidOn,
      method,
    });
    if (!parsed.success) {
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) as Partial<
          Record<Field, string>
        >,
      );
    }
    setBusy(true);
    try {
      const signature = await sign('issue-receipt', c.id, parsed.data, c.version ?? 0);
      if (signature === null) return;
      await api(`/contracts/${c.id}/issue-receipt`, {
        method: 'POST',
        body: parsed.data,
        headers: signature ? { 'X-E-Signature': signature } : {},
      });
      notify('receipts.issuedDone', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['receipts'] });
      // The contract's version moved: a later signed step must name the new one.
      refresh();
      onClose();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.errors).length) setErrors(err.errors);
      notify(err instanceof ApiError ? err.messageKey : MessageKeys.errorOccurred, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const labels: Record<Field, string> = {
    month: translate('receipts.columns.month'),
    amount: translate('receipts.amount'),
    paidOn: translate('receipts.paidOn'),
    method: translate('receipts.method'),
  };
  // A message names its field where it says "%{label} …" (required, say).
  const error = (field: Field) => (errors[field] ? translate(errors[field]!, { label: labels[field] }) : undefined);
  const edit = (field: Field, set: (v: string) => void) => (v: string) => {
    set(v);
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="issue-receipt-title" fullWidth maxWidth="xs">
      <form onSubmit={send} noValidate>
        <DialogTitle id="issue-receipt-title">{translate('receipts.issueTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              select
              id="receipt-month"
              label={labels.month}
              value={month}
              onChange={(ev) => {
                edit('month', setMonth)(ev.target.value);
                setAmount(leftOf(months.find((m) => m.month === ev.target.value)));
              }}
              error={!!errors.month}
              helperText={error('month')}
            >
              {open.map((m) => (
                <MenuItem key={m.month} value={m.month}>
                  {formatMonth(m.month)}
                </MenuItem>
              ))}
            </TextField>
            <SumInput
              id="receipt-amount"
              label={labels.amount}
              required
              value={amount}
              onChange={edit('amount', setAmount)}
              error={!!errors.amount}
              helperText={error('amount')}
            />
            <DateInput
              id="receipt-paid-on"
              label={labels.paidOn}
              placeholder={translate('form.datePlaceholder')}
              required
              value={paidOn}
              onChange={edit('paidOn', setPaidOn)}
              error={!!errors.paidOn}
              helperText={error('paidOn')}
            />
            <TextField
              select
              id="receipt-method"
              label={labels.method}
              value={method}
              onChange={(ev) => edit('method', setMethod)(ev.target.value)}
              error={!!errors.method}
              helperText={error('method')}
            >
              {RECEIPT_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {translate(`receipts.methods.${m}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('receipts.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('receipts.issue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
