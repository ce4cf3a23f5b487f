import {
  Link,
  MenuItem,
  Pagination,
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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ReceiptStatement } from '@rent/domain';
import { api } from '@/api/http';
import { contractViewPath } from '@/ui/contract-paths';
import { formatSum, todayInTashkent } from '@/ui/format';

/** The years a statement may be asked for: this one and the five before it. */
const YEARS_SHOWN = 6;

/**
 * /receipts/statement: the signed-in lessor's income statement of a year (issue 21): each of its contracts
 * of the year with the year's rent, the tax base (never below the minimum rent), the receipts and the rent
 * they say was received, paged; the totals, and for an individual the personal income tax on the base. A
 * row opens its contract.
 */
export function ReceiptStatementPage() {
  const translate = useTranslate();
  const thisYear = Number(todayInTashkent().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [page, setPage] = useState(1);
  const statement = useQuery({
    queryKey: ['receipts', 'statement', year, page],
    queryFn: () => api<ReceiptStatement>(`/receipts/statement?year=${year}&page=${page}`),
  });
  const s = statement.data;
  const pages = s ? Math.max(1, Math.ceil(s.totals.contracts / s.pageSize)) : 1;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {translate('receipts.statementTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('receipts.statementHint')}
      </Typography>
      <TextField
        select
        id="statement-year"
        label={translate('receipts.year')}
        value={year}
        onChange={(e) => {
          setYear(Number(e.target.value));
          setPage(1);
        }}
        sx={{ maxWidth: 200 }}
      >
        {Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear - i).map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {statement.isError && <Typography color="error">{translate('errors.fetchError')}</Typography>}
      {s && (
        <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="receipt-statement">
          <Typography data-testid="statement-income">
            {translate('receipts.statementIncome', {
              contracts: s.totals.contracts,
              income: formatSum(s.totals.income),
            })}
          </Typography>
          {s.taxRatePercent !== null && (
            <Typography data-testid="statement-tax" sx={{ fontWeight: 'bold' }}>
              {translate('receipts.statementTax', {
                base: formatSum(s.totals.taxBase ?? 0),
                percent: s.taxRatePercent,
                tax: formatSum(s.totals.tax ?? 0),
              })}
            </Typography>
          )}
          {s.rows.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{translate('receipts.statementEmpty')}</Typography>
          ) : (
            <TableContainer sx={{ mt: 2 }}>
              <Table size="small" aria-label={translate('receipts.statementTitle')}>
                <TableHead>
                  <TableRow>
                    {(['contract', 'lessee', 'due', 'taxBase', 'receipts', 'income'] as const).map((k) => (
                      <TableCell key={k}>{translate(`receipts.statementColumns.${k}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {s.rows.map((r) => (
                    <TableRow key={r.contractId}>
                      <TableCell>
                        <Link component={RouterLink} to={contractViewPath({ ...r, id: r.contractId })}>
                          {r.registrationNumber
                            ? `${r.registrationNumber} (№ ${r.contractNumber})`
                            : `№ ${r.contractNumber}`}
                        </Link>
                      </TableCell>
                      <TableCell>
                        {r.lesseeName} ({r.lesseeId})
                      </TableCell>
                      <TableCell>{formatSum(r.due)}</TableCell>
                      <TableCell>{formatSum(r.taxBase)}</TableCell>
                      <TableCell>{r.receipts}</TableCell>
                      <TableCell data-testid="statement-row-income">{formatSum(r.income)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, p) => setPage(p)} />}
        </Paper>
      )}
    </Stack>
  );
}
