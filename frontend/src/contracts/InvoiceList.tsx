import {
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useListController, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type ExportStatus, INVOICE_COLUMNS, type InvoiceExportLabels, type LessorInvoice } from '@rent/domain';
import { api } from '@/api/http';
import { contractViewPath } from '@/ui/contract-paths';
import { formatInstant, formatSum } from '@/ui/format';
import { ListPager } from './ListPager';
import { formatMonth, INVOICE_STATES } from './invoice-format';
import { InvoiceStateChip } from './InvoiceStateChip';
import { DownloadButton } from './ListDownload';
import { useFiltersAfterTyping } from './useFiltersAfterTyping';

const PER_PAGE = 10;

interface FilterText {
  q: string;
  state: string;
  month: string;
}

const NO_FILTERS: FilterText = { q: '', state: '', month: '' };

/** The API's filter: only what is filled in. */
const toFilter = (f: FilterText) =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );

/**
 * /invoices: the electronic invoices of every contract the signed-in party rents out as a legal entity or
 * a sole proprietor (spec §1), newest month first, narrowed by state, month or a contract or lessee, paged;
 * a row opens its contract, where the month is marked issued.
 */
export function InvoiceList() {
  const translate = useTranslate();
  const list = useListController<LessorInvoice & { id: string }>({
    resource: 'invoices',
    perPage: PER_PAGE,
    disableSyncWithLocation: true,
    // Behind Private, as the contracts list (ContractList.tsx): its request need not wait for a second check.
    disableAuthentication: true,
  });
  const [filters, setFilterText] = useState<FilterText>(NO_FILTERS);
  const { setFilters, setPage } = list;
  useFiltersAfterTyping(toFilter(filters), list.filterValues, setFilters);
  const set = (key: keyof FilterText) => (e: { target: { value: string } }) =>
    setFilterText((f) => ({ ...f, [key]: e.target.value }));

  const title = translate('invoices.listTitle');
  // The file's words are the page's own; its rows are the list's, with the filter applied now.
  const labels = (): InvoiceExportLabels => ({
    title,
    columns: Object.fromEntries(
      INVOICE_COLUMNS.map((c) => [c, translate(`invoices.columns.${c}`)]),
    ) as InvoiceExportLabels['columns'],
    states: {
      DUE: translate('invoices.states.DUE'),
      ISSUED: translate('invoices.states.ISSUED'),
      OVERDUE: translate('invoices.states.OVERDUE'),
    },
  });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('invoices.listHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="invoice-search"
          size="small"
          label={translate('invoices.search')}
          value={filters.q}
          onChange={set('q')}
          sx={{ minWidth: 260 }}
        />
        <TextField
          id="invoice-state"
          size="small"
          select
          label={translate('invoices.columns.state')}
          value={filters.state}
          onChange={set('state')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate('invoices.anyState')}</MenuItem>
          {INVOICE_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`invoices.states.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="invoice-month"
          size="small"
          type="month"
          label={translate('invoices.columns.month')}
          value={filters.month}
          onChange={set('month')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <DownloadButton
        ask={(format, lang) =>
          api<ExportStatus>('/invoices/exports', {
            method: 'POST',
            body: { format, lang, filter: list.filterValues, labels: labels() },
          })
        }
      />
      <Paper>
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {INVOICE_COLUMNS.map((k) => (
                  <TableCell key={k} sx={{ fontWeight: 700 }}>
                    {translate(`invoices.columns.${k}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(list.data ?? []).map((i) => (
                <TableRow key={i.id} data-testid={`invoice-row-${i.contractNumber}-${i.month}`}>
                  <TableCell>{formatMonth(i.month)}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={contractViewPath({ ...i, id: i.contractId })}>
                      № {i.contractNumber}
                    </Link>
                    {i.registrationNumber && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {i.registrationNumber}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{i.lesseeName}</TableCell>
                  <TableCell>{formatSum(i.issuedAmount ?? i.amount)}</TableCell>
                  <TableCell>
                    <InvoiceStateChip state={i.state} />
                  </TableCell>
                  <TableCell>{i.invoiceNumber ?? '—'}</TableCell>
                  <TableCell>{i.issuedAt ? formatInstant(i.issuedAt) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {!list.isPending && list.data?.length === 0 && (
            <Typography sx={{ p: 3 }} color="text.secondary">
              {translate('invoices.empty')}
            </Typography>
          )}
        </TableContainer>
        <ListPager
          page={list.page}
          perPage={PER_PAGE}
          total={list.total}
          totalBound={list.meta?.totalBound}
          setPage={setPage}
        />
      </Paper>
    </Stack>
  );
}
