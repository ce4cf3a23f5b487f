import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Grid,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ContractState, MessageKeys, termMonthsInYear, type TurnoverRow, turnoverSchema } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { contractViewPath, turnoverPath } from '@/ui/contract-paths';
import { formatInstant, formatSum, todayInTashkent } from '@/ui/format';
import { SumInput } from '@/ui/inputs';
import { PageUnavailable } from '@/ui/PageUnavailable';
import { useReadOnly } from '@/ui/read-only';
import type { ContractRecord } from './contract-record';
import { useContract } from './useContract';

/** The years of the term that have begun: the ones a turnover can be recorded for. */
function termYears(c: ContractRecord): number[] {
  const last = Math.min(Number(c.endDate.slice(0, 4)), Number(todayInTashkent().slice(0, 4)));
  const years: number[] = [];
  for (let y = Number(c.beginDate.slice(0, 4)); y <= last; y++)
    if (termMonthsInYear(c.beginDate, c.endDate, y) > 0) years.push(y);
  return years;
}

/**
 * /contract/turnover/…: the commodity turnover screen of a warehouse contract (spec §2): the lessor
 * chooses a year, enters its turnover or goods stock value and saves; both parties see each year's fee,
 * the minimum and what is due.
 */
export function TurnoverPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const readOnly = useReadOnly();
  const { data: c, isPending, error } = useContract(turnoverPath);
  const turnovers = useQuery({
    queryKey: ['turnovers', c?.id],
    queryFn: () => api<TurnoverRow[]>(`/contracts/${c!.id}/turnovers`),
    enabled: !!c,
    retry: false,
  });
  const [year, setYear] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !c || !c.details?.warehouse)
    return <PageUnavailable reason="errors.notFound" back="/estate-list" backLabel="view.back" />;
  const warehouse = c.details.warehouse;
  const editable =
    !readOnly &&
    c.viewerRole === 'LESSOR' &&
    (c.state === ContractState.Approved || c.state === ContractState.Expired) &&
    !c.removedAt;
  const years = termYears(c);

  function pick(y: string) {
    setYear(y);
    // Editing a year starts from what is recorded for it.
    const recorded = turnovers.data?.find((t) => String(t.year) === y);
    setAmount(recorded ? String(Math.round(recorded.amount)) : '');
    setErrors({});
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const parsed = turnoverSchema.safeParse({
      year: year === '' ? undefined : Number(year),
      amount: amount === '' ? undefined : Number(amount),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    try {
      await api(`/contracts/${c!.id}/record-turnover`, { method: 'POST', body: parsed.data });
      notify(MessageKeys.turnoverSaved, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['turnovers', c!.id] });
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.errors);
        notify(err.messageKey, { type: 'error', messageArgs: err.params });
      } else notify(MessageKeys.errorOccurred, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: string) =>
    errors[field] ? translate(errors[field], { label: translate(`turnover.${field}`) }) : undefined;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {translate('turnover.title', { number: c.contractNumber })}
      </Typography>
      <Alert severity="info" data-testid="turnover-terms">
        {translate('turnover.terms', {
          basis: translate(`turnoverBases.${warehouse.basis}`),
          rate: formatSum(warehouse.ratePercent),
        })}
      </Alert>
      {editable && (
        <Paper component="form" onSubmit={save} noValidate sx={{ p: 2 }}>
          <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                id="turnover-year"
                select
                fullWidth
                required
                label={translate('turnover.year')}
                value={year}
                onChange={(e) => pick(e.target.value)}
                error={!!errors.year}
                helperText={fieldError('year')}
              >
                {years.map((y) => (
                  <MenuItem key={y} value={String(y)}>
                    {y}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <SumInput
                id="turnover-amount"
                fullWidth
                required
                label={translate(`turnover.amount.${warehouse.basis}`)}
                value={amount}
                onChange={(v) => {
                  setAmount(v);
                  setErrors({});
                }}
                error={!!errors.amount}
                helperText={fieldError('amount')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
                {translate('turnover.save')}
              </Button>
            </Grid>
          </Grid>
        </Paper>
      )}
      <TableContainer component={Paper}>
        <Table size="small" aria-label={translate('turnover.tableLabel')}>
          <TableHead>
            <TableRow>
              {(['year', 'recorded', 'rate', 'fee', 'minimum', 'due', 'recordedAt'] as const).map((k) => (
                <TableCell key={k}>{translate(`turnover.columns.${k}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(turnovers.data ?? []).map((t) => (
              <TableRow key={t.year} data-testid={`turnover-${t.year}`}>
                <TableCell>{t.year}</TableCell>
                <TableCell>{formatSum(t.amount)}</TableCell>
                <TableCell>{formatSum(t.ratePercent)}%</TableCell>
                <TableCell>{formatSum(t.fee)}</TableCell>
                <TableCell>{formatSum(t.minimumAmount)}</TableCell>
                <TableCell>{formatSum(t.due)}</TableCell>
                <TableCell>{formatInstant(t.recordedAt)}</TableCell>
              </TableRow>
            ))}
            {turnovers.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>{translate('turnover.none')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Box>
        <Button component={RouterLink} to={contractViewPath(c)}>
          {translate('turnover.back')}
        </Button>
      </Box>
    </Stack>
  );
}
