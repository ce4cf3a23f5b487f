import {
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ContractInvoice } from '@rent/domain';
import { api } from '@/api/http';
import type { ContractRecord } from './contract-record';
import { formatInstant, formatSum } from '@/ui/format';
import { useReadOnly } from '@/ui/read-only';
import { formatMonth } from './invoice-format';
import { InvoiceStateChip } from './InvoiceStateChip';
import { IssueInvoiceDialog } from './IssueInvoiceDialog';

/**
 * The contract's monthly electronic invoices (spec §1), shown where its lessor invoices (a legal entity or a
 * sole proprietor) and the contract has been in force: each month up to this one with its amount and state.
 * The lessor marks a month issued with the e-invoice's number; the lessee sees what was invoiced.
 */
export function ContractInvoices({ contract: c }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const readOnly = useReadOnly();
  const [issuing, setIssuing] = useState<ContractInvoice>();
  const invoices = useQuery({
    queryKey: ['invoices', 'contract', c.id, c.version],
    queryFn: () => api<ContractInvoice[]>(`/contracts/${c.id}/invoices`),
    retry: false,
  });
  if (!invoices.data?.length) return null;
  const mayIssue = c.viewerRole === 'LESSOR' && !readOnly && !c.removedAt;
  const columns = ['month', 'days', 'amount', 'state', 'invoiceNumber', 'issuedAt'] as const;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="contract-invoices">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('invoices.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(c.viewerRole === 'LESSOR' ? 'invoices.lessorHint' : 'invoices.lesseeHint')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={translate('invoices.title')}>
          <TableHead>
            <TableRow>
              {columns.map((k) => (
                <TableCell key={k}>{translate(`invoices.columns.${k}`)}</TableCell>
              ))}
              {mayIssue && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...invoices.data].reverse().map((i) => (
              <TableRow key={i.month} data-testid={`invoice-${i.month}`}>
                <TableCell>{formatMonth(i.month)}</TableCell>
                <TableCell>
                  {i.days} / {i.daysInMonth}
                </TableCell>
                <TableCell>{formatSum(i.issuedAmount ?? i.amount)}</TableCell>
                <TableCell>
                  <InvoiceStateChip state={i.state} />
                </TableCell>
                <TableCell data-testid="invoice-number">{i.invoiceNumber ?? '—'}</TableCell>
                <TableCell>{i.issuedAt ? formatInstant(i.issuedAt) : '—'}</TableCell>
                {mayIssue && (
                  <TableCell>
                    {i.state !== 'ISSUED' && (
                      <Button size="small" variant="outlined" onClick={() => setIssuing(i)}>
                        {translate('invoices.markIssued')}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {issuing && <IssueInvoiceDialog contract={c} invoice={issuing} onClose={() => setIssuing(undefined)} />}
    </Paper>
  );
}
