import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { type ContractReceipts as Receipts, MessageKeys, type Receipt, type ReceiptMonthState } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { useSign } from '@/signing/SigningProvider';
import { formatDate, formatSum } from '@/ui/format';
import { useReadOnly } from '@/ui/read-only';
import type { ContractRecord } from '@/contracts/contract-record';
import { formatMonth } from '@/contracts/invoice-format';
import { ReasonDialog } from '@/contracts/ReasonDialog';
import { IssueReceiptDialog } from './IssueReceiptDialog';
import { downloadReceiptPdf, downloadReceiptsYear } from './receipt-downloads';

const MONTH_COLORS: Record<ReceiptMonthState, 'success' | 'warning' | 'error'> = {
  PAID: 'success',
  PARTLY_PAID: 'warning',
  UNPAID: 'error',
};

type Answer = { receipt: Receipt; verb: 'dispute-receipt' | 'annul-receipt' };

/**
 * The contract's rent receipts (issue 21), shown once it has been in force: every month up to this one with
 * its rent, what the receipts that stand pay of it, and the receipts; a month without one is unpaid to both
 * parties. The lessor issues and annuls receipts, the lessee disputes one; each is a signed step. Each
 * receipt downloads as a PDF, each year as a workbook.
 */
export function ContractReceipts({ contract: c }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const sign = useSign();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const readOnly = useReadOnly();
  const [issuing, setIssuing] = useState(false);
  const [answering, setAnswering] = useState<Answer>();
  const [busy, setBusy] = useState(false);
  const receipts = useQuery({
    queryKey: ['receipts', c.id, c.version],
    queryFn: () => api<Receipts>(`/contracts/${c.id}/receipts`),
    retry: false,
  });
  const months = receipts.data?.months ?? [];
  if (months.length === 0) return null;
  const isLessor = c.viewerRole === 'LESSOR';
  const mayAct = !readOnly && !c.removedAt;

  const download = async (get: () => Promise<void>) => {
    try {
      await get();
    } catch {
      notify('documents.downloadFailed', { type: 'error' });
    }
  };

  async function answer({ reason }: { reason: string }) {
    if (!answering) return;
    const body = { receiptId: answering.receipt.id, reason };
    setBusy(true);
    try {
      const signature = await sign(answering.verb, c.id, body, c.version ?? 0);
      if (signature === null) return;
      await api(`/contracts/${c.id}/${answering.verb}`, {
        method: 'POST',
        body,
        headers: signature ? { 'X-E-Signature': signature } : {},
      });
      notify(answering.verb === 'dispute-receipt' ? 'receipts.disputedDone' : 'receipts.annulledDone', {
        type: 'success',
      });
      setAnswering(undefined);
      await queryClient.invalidateQueries({ queryKey: ['receipts'] });
      refresh();
    } catch (err) {
      notify(err instanceof ApiError ? err.messageKey : MessageKeys.errorOccurred, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="contract-receipts">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {translate('receipts.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(isLessor ? 'receipts.lessorHint' : 'receipts.lesseeHint')}
          </Typography>
        </Box>
        {isLessor && mayAct && (
          <Box>
            <Button variant="contained" onClick={() => setIssuing(true)}>
              {translate('receipts.issue')}
            </Button>
          </Box>
        )}
      </Stack>
      {receipts.data!.years.map((y) => (
        <Stack
          key={y.year}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', mb: 1 }}
          data-testid={`receipts-year-${y.year}`}
        >
          <Typography variant="body2">
            {translate('receipts.yearTotals', {
              year: y.year,
              paid: formatSum(y.paid),
              due: formatSum(y.due),
              unpaid: y.unpaidMonths,
            })}
          </Typography>
          <Button size="small" onClick={() => download(() => downloadReceiptsYear(c.id, y.year, locale))}>
            {translate('receipts.downloadYear', { year: y.year, format: 'XLS' })}
          </Button>
        </Stack>
      ))}
      <TableContainer>
        <Table size="small" aria-label={translate('receipts.title')}>
          <TableHead>
            <TableRow>
              {(['month', 'due', 'paid', 'state', 'receipts'] as const).map((k) => (
                <TableCell key={k}>{translate(`receipts.columns.${k}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...months].reverse().map((m) => (
              <TableRow key={m.month} data-testid={`receipts-${m.month}`}>
                <TableCell>{formatMonth(m.month)}</TableCell>
                <TableCell>{formatSum(m.due)}</TableCell>
                <TableCell>{formatSum(m.paid)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={translate(`receipts.monthStates.${m.state}`)}
                    color={MONTH_COLORS[m.state]}
                  />
                </TableCell>
                <TableCell>
                  <Stack spacing={1}>
                    {m.receipts.map((r) => (
                      <Box key={r.id} data-testid={`receipt-${r.number}`}>
                        <Typography variant="body2">
                          {translate('receipts.line', {
                            number: r.number,
                            amount: formatSum(r.amount),
                            date: formatDate(r.paidOn),
                            method: translate(`receipts.methods.${r.method}`),
                          })}
                        </Typography>
                        <Typography variant="caption" color={r.state === 'ISSUED' ? 'text.secondary' : 'error'}>
                          {translate(`receipts.states.${r.state}`)}
                          {r.disputeReason ? `: ${r.disputeReason}` : ''}
                          {r.annulReason ? `: ${r.annulReason}` : ''}
                        </Typography>
                        <Stack direction="row" spacing={1}>
                          <Button size="small" onClick={() => download(() => downloadReceiptPdf(c.id, r, locale))}>
                            {translate('receipts.download', { format: 'PDF' })}
                          </Button>
                          {mayAct && !isLessor && r.state === 'ISSUED' && (
                            <Button
                              size="small"
                              color="warning"
                              onClick={() => setAnswering({ receipt: r, verb: 'dispute-receipt' })}
                            >
                              {translate('receipts.dispute')}
                            </Button>
                          )}
                          {mayAct && isLessor && r.state !== 'ANNULLED' && (
                            <Button
                              size="small"
                              color="error"
                              onClick={() => setAnswering({ receipt: r, verb: 'annul-receipt' })}
                            >
                              {translate('receipts.annul')}
                            </Button>
                          )}
                        </Stack>
                      </Box>
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {issuing && <IssueReceiptDialog contract={c} months={months} onClose={() => setIssuing(false)} />}
      {answering && (
        <ReasonDialog
          open
          busy={busy}
          title={translate(answering.verb === 'dispute-receipt' ? 'receipts.disputeTitle' : 'receipts.annulTitle', {
            number: answering.receipt.number,
          })}
          submitLabel={translate(answering.verb === 'dispute-receipt' ? 'receipts.dispute' : 'receipts.annul')}
          onClose={() => setAnswering(undefined)}
          onSubmit={answer}
        />
      )}
    </Paper>
  );
}
