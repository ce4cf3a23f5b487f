import { Alert, Box, Button, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  formatSum,
  type MinimumRateTable,
  REGISTRATION_SCHEMAS,
  VEHICLE_USAGE_TYPES,
  type VehicleLookup,
  type VehicleServiceKind,
} from '@rent/domain';
import { api } from '@/api/http';
import { LesseeField } from '@/services/LesseeField';
import type { Prefill } from '@/services/service-plugin';
import { EMPTY_TERMS, TermsFields, termsFromText, type TermsText } from '@/services/terms-form';
import { useRegistration } from '@/services/useRegistration';
import { CodeSelect } from '@/services/kind-fields';
import { BhmPaymentField, useBhmPayment } from '@/services/BhmPaymentField';
import { kinshipSection } from '@/services/KinshipField';

/** The per-vehicle minimum of a class for the year a term begins (the latest year not after it). */
function vehicleMinimum(
  table: MinimumRateTable | undefined,
  vehicleClass: string | undefined,
  beginDate: string,
): number | undefined {
  if (!table || !vehicleClass) return undefined;
  const year = Number(beginDate.slice(0, 4)) || new Date().getFullYear();
  const rows = table.vehicles.filter((r) => r.vehicleClass === vehicleClass).sort((a, b) => b.year - a.year);
  return (rows.find((r) => r.year <= year) ?? rows.at(-1))?.amount;
}

/** Who rents which of the lessor's vehicles, and for what. */
interface VehicleChoice {
  lesseeId: string;
  plateNumber: string;
  usageType: string;
}

/**
 * /car/rent and /car/rent-noresident (and /car/contract/recreate/…, prefilled from an old contract): the lessor rents one of its vehicles out, to anyone or to a
 * non-resident taxpayer; the rent is at least the per-vehicle minimum, unless the lessor declares the
 * lessee a close relative (car rent between persons only: kinship.ts).
 */
export function CarRentForm({ kind = 'CAR_RENT', prefill }: { kind?: VehicleServiceKind; prefill?: Prefill }) {
  const translate = useTranslate();
  const [values, setValues] = useState<TermsText>(prefill?.terms ?? EMPTY_TERMS);
  const [car, setCar] = useState<VehicleChoice>(() => ({
    lesseeId: prefill?.lesseeId ?? '',
    plateNumber: prefill?.vehicle?.plateNumber ?? '',
    usageType: prefill?.vehicle?.usageType ?? '',
  }));
  const [kinship, setKinship] = useState(() =>
    prefill?.details ? kinshipSection.fromDetails(prefill.details) : kinshipSection.empty,
  );
  const withKinship = kind === 'CAR_RENT';
  const label = (field: string) => translate(`form.fields.${field}`);
  const { errors, errorParams, busy, error, clearErrors, invalid, send } = useRegistration(label);

  const vehicles = useQuery({
    queryKey: ['my-vehicles'],
    queryFn: () => api<VehicleLookup[]>('/catalog-general/my-vehicles'),
  });
  const rates = useQuery({
    queryKey: ['minimum-rates'],
    queryFn: () => api<MinimumRateTable>('/reference/minimum-rates'),
    staleTime: 10 * 60_000,
  });
  const typed = termsFromText(values);
  const bhm = useBhmPayment(setValues);
  const chosen = vehicles.data?.find((v) => v.plateNumber === car.plateNumber);
  const minimum = vehicleMinimum(rates.data, chosen?.vehicleClass, typed.beginDate);
  const kinshipDeclared = withKinship && kinshipSection.body(kinship).kinship !== undefined;

  const setTerm = (field: keyof TermsText, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearErrors(field);
  };
  const setCarField = (field: keyof typeof car, value: string) => {
    setCar((c) => ({ ...c, [field]: value }));
    clearErrors(field);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { area: _area, ...terms } = termsFromText(values);
    const parsed = REGISTRATION_SCHEMAS[kind].safeParse({
      ...terms,
      ...bhm.body,
      ...car,
      usageType: car.usageType || undefined,
      ...(withKinship && kinshipSection.body(kinship)),
      kind,
    });
    if (!parsed.success) return invalid(parsed.error.issues);
    await send(parsed.data);
  }

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {translate(`form.title.${kind}`)}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LesseeField
            id="car-lesseeId"
            label={translate(`form.lessee.${kind}`)}
            role={translate(`form.lesseeRole.${kind}`)}
            value={car.lesseeId}
            onChange={(v) => setCarField('lesseeId', v)}
            error={error('lesseeId')}
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
          {vehicles.data?.length === 0 && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {translate('form.noVehicles')}
            </Alert>
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CodeSelect
            id="car-usageType"
            label={label('vehicleUsage')}
            fullWidth
            required
            codes={VEHICLE_USAGE_TYPES}
            labels="vehicleUsages"
            value={car.usageType}
            onChange={(v) => setCarField('usageType', v)}
            error={!!errors.usageType}
            helperText={error('usageType')}
          />
        </Grid>
        {withKinship && (
          <kinshipSection.Fields
            value={kinship}
            onChange={(v) => {
              setKinship(v);
              clearErrors(...kinshipSection.fields);
            }}
            error={error}
            terms={typed}
          />
        )}
        <BhmPaymentField {...bhm.field} contractDate={typed.contractDate} error={error('bhmMultiple')} />
        <TermsFields
          values={values}
          errors={errors}
          onChange={setTerm}
          idPrefix="car"
          errorParams={errorParams}
          noArea
          paymentReadOnly={bhm.inBhm}
        />
        {chosen && minimum !== undefined && (
          <Grid size={12}>
            <Alert severity="info" data-testid="vehicle-minimum">
              {translate(kinshipDeclared ? 'form.vehicleMinimumWaived' : 'form.vehicleMinimum', {
                vehicle: translate(`vehicleClasses.${chosen.vehicleClass}`),
                minimum: formatSum(minimum),
              })}
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
