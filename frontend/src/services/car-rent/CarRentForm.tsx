import { Alert, Box, Button, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { carRentSchema, formatSum, MessageKeys, partyIdKind, VEHICLE_USAGE_TYPES } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { contractViewPath } from '@/contracts/contract-record';
import { INFO_PANEL_KEY } from '@/contracts/useIncomingCount';
import type { PortalDataProvider } from '@/providers/dataProvider';
import { EMPTY_TERMS, type FieldErrors, fieldErrors, TermsFields, termsFromText, type TermsText } from '@/services/terms-form';

interface Vehicle {
  plateNumber: string;
  vehicleKind: string;
  model: string;
  colour: string;
  yearMade: number;
  vehicleClass: string;
}

interface RateTable {
  vehicles: { year: number; vehicleClass: string; amount: number }[];
}

/** The per-vehicle minimum of a class for the year a term begins (the latest year not after it). */
function vehicleMinimum(table: RateTable | undefined, vehicleClass: string | undefined, beginDate: string): number | undefined {
  if (!table || !vehicleClass) return undefined;
  const year = Number(beginDate.slice(0, 4)) || new Date().getFullYear();
  const rows = table.vehicles.filter((r) => r.vehicleClass === vehicleClass).sort((a, b) => b.year - a.year);
  return (rows.find((r) => r.year <= year) ?? rows.at(-1))?.amount;
}

/** /car/rent: the lessor rents one of its vehicles out; the rent is at least the per-vehicle minimum. */
export function CarRentForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { identity } = useGetIdentity();
  const [values, setValues] = useState<TermsText>(EMPTY_TERMS);
  const [car, setCar] = useState({ lesseeId: '', plateNumber: '', usageType: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorParams, setErrorParams] = useState<Record<string, string | number>>({});
  const [busy, setBusy] = useState(false);

  const vehicles = useQuery({ queryKey: ['my-vehicles'], queryFn: () => api<Vehicle[]>('/catalog-general/my-vehicles') });
  const rates = useQuery({ queryKey: ['minimum-rates'], queryFn: () => api<RateTable>('/reference/minimum-rates'), staleTime: 10 * 60_000 });
  const lesseeComplete = partyIdKind(car.lesseeId) !== undefined;
  const lessee = useQuery({
    queryKey: ['party', car.lesseeId],
    queryFn: () => api<{ id: string; name: string }>(`/catalog-general/party/${car.lesseeId}`),
    enabled: lesseeComplete,
    retry: false,
  });
  const typed = termsFromText(values);
  const chosen = vehicles.data?.find((v) => v.plateNumber === car.plateNumber);
  const minimum = vehicleMinimum(rates.data, chosen?.vehicleClass, typed.beginDate);

  const label = (field: string) => translate(`form.fields.${field}`);
  const error = (field: string) => (errors[field] ? translate(errors[field], { ...errorParams, label: label(field) }) : undefined);
  const setTerm = (field: keyof TermsText, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setCarField = (field: keyof typeof car, value: string) => {
    setCar((c) => ({ ...c, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { area: _area, ...terms } = termsFromText(values);
    const parsed = carRentSchema.safeParse({ ...terms, ...car, usageType: car.usageType || undefined, kind: 'CAR_RENT' });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      notify(MessageKeys.fillAllInformation, { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const { id } = await dataProvider.createContract(parsed.data);
      notify(MessageKeys.contractRegistered, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: INFO_PANEL_KEY });
      const partyId = (identity as { partyId?: string } | undefined)?.partyId ?? '';
      navigate(contractViewPath({ id, beginDate: parsed.data.beginDate, endDate: parsed.data.endDate, initiatorId: partyId }));
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.errors);
        setErrorParams(err.params);
        notify(err.messageKey, { type: 'error', messageArgs: err.params });
      } else notify(MessageKeys.errorOccurred, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const lesseeHelper = !lesseeComplete
    ? undefined
    : lessee.isPending
      ? translate('form.lesseeSearching')
      : lessee.data
        ? translate('form.lesseeFound', { role: translate('form.lesseeRole.OTHER_RENT'), name: lessee.data.name })
        : translate(MessageKeys.lesseeNotFound);

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {translate('form.title.CAR_RENT')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="car-lesseeId"
            label={translate('form.lessee.OTHER_RENT')}
            fullWidth
            required
            value={car.lesseeId}
            onChange={(e) => setCarField('lesseeId', e.target.value.replace(/\D/g, '').slice(0, 14))}
            error={!!errors.lesseeId}
            helperText={error('lesseeId') ?? lesseeHelper}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="car-plateNumber"
            label={label('plateNumber')}
            fullWidth
            select
            required
            value={vehicles.data ? car.plateNumber : ''}
            onChange={(e) => setCarField('plateNumber', e.target.value)}
            error={!!errors.plateNumber}
            helperText={error('plateNumber')}
          >
            {(vehicles.data ?? []).map((v) => (
              <MenuItem key={v.plateNumber} value={v.plateNumber}>
                {v.plateNumber} — {v.model}, {v.colour}, {v.yearMade}
              </MenuItem>
            ))}
          </TextField>
          {vehicles.data?.length === 0 && <Alert severity="info" sx={{ mt: 1 }}>{translate('form.noVehicles')}</Alert>}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="car-usageType"
            label={label('vehicleUsage')}
            fullWidth
            select
            required
            value={car.usageType}
            onChange={(e) => setCarField('usageType', e.target.value)}
            error={!!errors.usageType}
            helperText={error('usageType')}
          >
            {VEHICLE_USAGE_TYPES.map((u) => (
              <MenuItem key={u} value={u}>
                {translate(`vehicleUsages.${u}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <TermsFields values={values} errors={errors} onChange={setTerm} idPrefix="car" errorParams={errorParams} noArea />
        {chosen && minimum !== undefined && (
          <Grid size={12}>
            <Alert severity="info" data-testid="vehicle-minimum">
              {translate('form.vehicleMinimum', { vehicle: translate(`vehicleClasses.${chosen.vehicleClass}`), minimum: formatSum(minimum) })}
            </Alert>
          </Grid>
        )}
      </Grid>
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('form.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
