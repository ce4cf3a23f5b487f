import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  type ContractRecord,
  type GrantRepresentativeInput,
  grantRepresentativeSchema,
  type Representative,
  REPRESENTATIVE_GRANT_STEP,
  REPRESENTATIVE_STEPS,
  type RepresentativeStep,
} from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { useSign } from '@/signing/SigningProvider';
import { formatDate, formatInstant } from '@/ui/format';

/** The contracts a party may choose from: its latest hundred, as its list shows them. */
const CHOICE_RANGE = '[0,99]';

/**
 * /account/representatives (issue 21): the party authorises a person (an accountant, a lawyer) by PINFL for
 * all its contracts or chosen ones, for some steps, until a day, and signs it; the list keeps every
 * authorisation, in force or ended, with who signed it; one in force is revoked after a confirmation, at once.
 */
export function RepresentativesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const sign = useSign();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['representatives'],
    queryFn: () => api<Representative[]>('/representatives'),
  });
  const [pinfl, setPinfl] = useState('');
  const [allContracts, setAllContracts] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [steps, setSteps] = useState<RepresentativeStep[]>(['view']);
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<Representative>();
  const contracts = useQuery({
    queryKey: ['representatives', 'contracts'],
    queryFn: () => api<ContractRecord[]>(`/contracts?range=${CHOICE_RANGE}`),
    enabled: !allContracts,
  });

  const refused = (e: unknown) =>
    e instanceof ApiError ? translate(e.messageKey, e.params) : translate('errors.errorOccurred');

  async function grant(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    const input: GrantRepresentativeInput = { pinfl, contracts: allContracts ? 'ALL' : chosen, steps, until };
    const parsed = grantRepresentativeSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? '_'), i.message])));
      return;
    }
    setBusy(true);
    try {
      // Signed as a registration is: the document names the id the authorisation is to have.
      const signature = await sign(REPRESENTATIVE_GRANT_STEP, crypto.randomUUID(), parsed.data, 0);
      if (signature === null) return;
      await api<Representative>('/representatives', {
        method: 'POST',
        body: parsed.data,
        headers: signature ? { 'X-E-Signature': signature } : {},
      });
      notify('representatives.granted', { type: 'success' });
      setPinfl('');
      await queryClient.invalidateQueries({ queryKey: ['representatives'] });
    } catch (err) {
      setErrors(err instanceof ApiError && Object.keys(err.errors).length ? err.errors : { _: refused(err) });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(r: Representative) {
    setRevoking(undefined);
    await api(`/representatives/${r.id}/revoke`, { method: 'POST' }).catch((err: unknown) =>
      setErrors({ _: refused(err) }),
    );
    await queryClient.invalidateQueries({ queryKey: ['representatives'] });
  }

  const toggle = (step: RepresentativeStep, on: boolean) =>
    setSteps((s) => (on ? [...s, step] : s.filter((x) => x !== step)));
  const fieldError = (name: string) => (errors[name] ? translate(errors[name]) : undefined);
  const contractLabel = (c: ContractRecord) =>
    c.registrationNumber ? `${c.contractNumber} (${c.registrationNumber})` : c.contractNumber;

  if (list.isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (list.error) return <Alert severity="warning">{refused(list.error)}</Alert>;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('representatives.title')}
        </Typography>
        <Typography color="text.secondary">{translate('representatives.intro')}</Typography>
        <Stack component="form" spacing={2} onSubmit={grant} noValidate aria-label={translate('representatives.grant')}>
          <TextField
            label={translate('representatives.pinfl')}
            value={pinfl}
            onChange={(e) => setPinfl(e.target.value.replace(/\D/g, ''))}
            error={!!errors.pinfl}
            helperText={fieldError('pinfl')}
            slotProps={{ htmlInput: { maxLength: 14, inputMode: 'numeric' } }}
          />
          <FormGroup>
            <FormLabel id="representative-contracts" error={!!errors.contracts}>
              {translate('representatives.contracts')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="representative-contracts"
              value={allContracts ? 'ALL' : 'CHOSEN'}
              onChange={(e) => setAllContracts(e.target.value === 'ALL')}
            >
              <FormControlLabel value="ALL" control={<Radio />} label={translate('representatives.contractsAll')} />
              <FormControlLabel
                value="CHOSEN"
                control={<Radio />}
                label={translate('representatives.contractsChosen')}
              />
            </RadioGroup>
            {!allContracts && (
              <TextField
                select
                label={translate('representatives.contractsPick')}
                value={chosen}
                onChange={(e) => setChosen(e.target.value as unknown as string[])}
                error={!!errors.contracts}
                helperText={fieldError('contracts')}
                slotProps={{ select: { multiple: true } }}
              >
                {(contracts.data ?? []).map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {contractLabel(c)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </FormGroup>
          <FormGroup>
            <FormLabel error={!!errors.steps}>{translate('representatives.steps')}</FormLabel>
            {REPRESENTATIVE_STEPS.map((step) => (
              <FormControlLabel
                key={step}
                control={<Checkbox checked={steps.includes(step)} onChange={(e) => toggle(step, e.target.checked)} />}
                label={translate(`representatives.step.${step}`)}
              />
            ))}
            {errors.steps && <FormHelperText error>{fieldError('steps')}</FormHelperText>}
          </FormGroup>
          <TextField
            type="date"
            label={translate('representatives.until')}
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            error={!!errors.until}
            helperText={fieldError('until')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {errors._ && <Alert severity="error">{errors._}</Alert>}
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {translate('representatives.grant')}
          </Button>
        </Stack>
        {list.data.length === 0 ? (
          <Typography>{translate('representatives.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('representatives.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('representatives.name')}</TableCell>
                <TableCell>{translate('representatives.contracts')}</TableCell>
                <TableCell>{translate('representatives.steps')}</TableCell>
                <TableCell>{translate('representatives.until')}</TableCell>
                <TableCell>{translate('representatives.grantedAt')}</TableCell>
                <TableCell>{translate('representatives.signedBy')}</TableCell>
                <TableCell>{translate('representatives.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((r) => (
                <TableRow key={r.id} data-testid="representative-row">
                  <TableCell>
                    {r.name}
                    <Typography variant="body2" color="text.secondary">
                      {r.pinfl}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {r.contracts === 'ALL'
                      ? translate('representatives.contractsAll')
                      : translate('representatives.contractsCount', { count: r.contracts.length })}
                  </TableCell>
                  <TableCell>{r.steps.map((s) => translate(`representatives.step.${s}`)).join(', ')}</TableCell>
                  <TableCell>{formatDate(r.until)}</TableCell>
                  <TableCell>{formatInstant(r.grantedAt)}</TableCell>
                  <TableCell>{r.signedBy ? r.signedBy.holder : translate('representatives.unsigned')}</TableCell>
                  <TableCell>
                    {r.state === 'active' ? (
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{translate('representatives.state.active')}</span>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setRevoking(r)}
                          aria-label={`${translate('representatives.revoke')}: ${r.name}`}
                        >
                          {translate('representatives.revoke')}
                        </Button>
                      </Stack>
                    ) : r.state === 'revoked' ? (
                      translate('representatives.state.revoked', { date: formatInstant(r.revokedAt) })
                    ) : (
                      translate('representatives.state.expired')
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
      <Dialog open={!!revoking} onClose={() => setRevoking(undefined)}>
        <DialogTitle>{translate('representatives.revokeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('representatives.revokeConfirm', { name: revoking?.name ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(undefined)}>{translate('representatives.keep')}</Button>
          <Button color="error" variant="contained" onClick={() => revoking && void revoke(revoking)}>
            {translate('representatives.revoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
