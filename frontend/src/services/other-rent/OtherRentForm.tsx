import { Alert, Box, Button, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { contractTermsSchema, formatArea, MessageKeys, partyIdKind, ServiceKind } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { contractViewPath } from '@/contracts/contract-record';
import { INFO_PANEL_KEY } from '@/contracts/useIncomingCount';
import type { PortalDataProvider } from '@/providers/dataProvider';
import { MinimumRentPanel } from '@/services/MinimumRentPanel';
import { EMPTY_TERMS, type FieldErrors, fieldErrors, TermsFields, termsFromText, type TermsText } from '@/services/terms-form';

interface Property {
  cadastralNumber: string;
  address: string;
  totalArea: number;
  vacantArea: number;
  propertyType: string;
  settlementZone: string | null;
}

export interface OtherRentValues extends TermsText {
  lesseeId: string;
  cadastralNumber: string;
}

export const EMPTY_OTHER_RENT: OtherRentValues = { ...EMPTY_TERMS, lesseeId: '', cadastralNumber: '' };

/**
 * /services/other-rent: a lessor registers a real-estate rent contract and sends it to the lessee.
 * `initial` prefills it (recreating a contract from an old one).
 */
export function OtherRentForm({ initial = EMPTY_OTHER_RENT }: { initial?: OtherRentValues }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { identity } = useGetIdentity();
  const [values, setValues] = useState<OtherRentValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // What a server refusal names (the minimum rent it checked against) fills the field's message too.
  const [errorParams, setErrorParams] = useState<Record<string, string | number>>({});
  const [busy, setBusy] = useState(false);

  const properties = useQuery({ queryKey: ['my-properties'], queryFn: () => api<Property[]>('/catalog-general/my-properties') });
  const lesseeComplete = partyIdKind(values.lesseeId) !== undefined;
  const lessee = useQuery({
    queryKey: ['party', values.lesseeId],
    queryFn: () => api<{ id: string; name: string }>(`/catalog-general/party/${values.lesseeId}`),
    enabled: lesseeComplete,
    retry: false,
  });

  const set = (field: keyof OtherRentValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const label = (field: string) => translate(`form.fields.${field}`);
  const error = (field: string) => (errors[field] ? translate(errors[field], { ...errorParams, label: label(field) }) : undefined);
  const typed = termsFromText(values);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = contractTermsSchema.safeParse({ ...termsFromText(values), lesseeId: values.lesseeId, cadastralNumber: values.cadastralNumber });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      notify(MessageKeys.fillAllInformation, { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const { id } = await dataProvider.createContract({ ...parsed.data, kind: ServiceKind.OtherRent });
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
        ? translate('form.lesseeFound', { name: lessee.data.name })
        : translate(MessageKeys.lesseeNotFound);

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {translate('form.otherRent.title')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="other-rent-lesseeId"
            label={label('lesseeId')}
            fullWidth
            required
            value={values.lesseeId}
            onChange={(e) => set('lesseeId', e.target.value.replace(/\D/g, '').slice(0, 14))}
            error={!!errors.lesseeId}
            helperText={error('lesseeId') ?? lesseeHelper}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="other-rent-cadastralNumber"
            label={label('cadastralNumber')}
            fullWidth
            select
            required
            value={properties.data ? values.cadastralNumber : ''}
            onChange={(e) => set('cadastralNumber', e.target.value)}
            error={!!errors.cadastralNumber}
            helperText={error('cadastralNumber')}
          >
            {(properties.data ?? []).map((p) => (
              <MenuItem key={p.cadastralNumber} value={p.cadastralNumber}>
                {p.cadastralNumber} — {p.address} ({translate('form.areas', { total: formatArea(p.totalArea), vacant: formatArea(p.vacantArea) })})
              </MenuItem>
            ))}
          </TextField>
          {properties.data?.length === 0 && <Alert severity="info" sx={{ mt: 1 }}>{translate('form.noProperties')}</Alert>}
        </Grid>
        <TermsFields values={values} errors={errors} onChange={set} idPrefix="other-rent" errorParams={errorParams} />
        <Grid size={12}>
          <MinimumRentPanel cadastralNumber={values.cadastralNumber} beginDate={typed.beginDate} area={typed.area} monthlyPayment={typed.monthlyPayment} />
        </Grid>
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
