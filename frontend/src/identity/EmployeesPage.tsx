import {
  Alert,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type AddEmployeeInput, type Employee, pinflSchema } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatInstant } from '@/ui/format';
import { useReadOnly } from '@/ui/read-only';
import { DigitsInput } from '@/ui/inputs';

/** /employees: a legal entity's employees, who may hold its contracts (spec: employee assignment). */
export function EmployeesPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const readOnly = useReadOnly();
  const employees = useQuery({ queryKey: ['employees'], queryFn: () => api<Employee[]>('/employees') });
  const [pinfl, setPinfl] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const refused = (e: unknown) =>
    e instanceof ApiError ? translate(e.messageKey, e.params) : translate('errors.errorOccurred');

  async function add(e: FormEvent) {
    e.preventDefault();
    const parsed = pinflSchema.safeParse(pinfl);
    if (!parsed.success) return setError(translate(parsed.error.issues[0]!.message));
    setBusy(true);
    setError(undefined);
    try {
      const body: AddEmployeeInput = { pinfl: parsed.data };
      await api('/employees', { method: 'POST', body });
      setPinfl('');
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
    } catch (err) {
      setError(refused(err));
    } finally {
      setBusy(false);
    }
  }

  async function remove(who: string) {
    await api(`/employees/${who}`, { method: 'DELETE' }).catch((err: unknown) => setError(refused(err)));
    await queryClient.invalidateQueries({ queryKey: ['employees'] });
  }

  if (employees.isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (employees.error) return <Alert severity="warning">{refused(employees.error)}</Alert>;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('employees.title')}
        </Typography>
        <Typography color="text.secondary">{translate('employees.intro')}</Typography>
        {/* A read-only session sees whom the entity employs, and changes nothing. */}
        {!readOnly && (
          <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={add} noValidate>
            <DigitsInput
              label={translate('employees.pinfl')}
              digits={14}
              value={pinfl}
              onChange={setPinfl}
              error={!!error}
              helperText={error}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}
            >
              {translate('employees.add')}
            </Button>
          </Stack>
        )}
        {employees.data.length === 0 ? (
          <Typography>{translate('employees.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('employees.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('employees.name')}</TableCell>
                <TableCell>{translate('app.pinfl')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {employees.data.map((e) => (
                <TableRow key={e.pinfl} data-testid="employee-row">
                  <TableCell>{e.name}</TableCell>
                  <TableCell title={formatInstant(e.addedAt)}>{e.pinfl}</TableCell>
                  <TableCell align="right">
                    {!readOnly && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => void remove(e.pinfl)}
                        aria-label={`${translate('employees.remove')}: ${e.name}`}
                      >
                        {translate('employees.remove')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
