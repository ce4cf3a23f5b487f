import { Alert, Box, Button, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { contractTermsSchema, MessageKeys, parseDisplayDate, partyIdKind, ServiceKind } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { contractViewPath } from '@/contracts/contract-record';
import { formatSum } from '@/contracts/format';
import { INFO_PANEL_KEY } from '@/contracts/useIncomingCount';
import type { PortalDataProvider } from '@/providers/dataProvider';
import { DateInput, DecimalInput, SumInput } from '../inputs';

interface Property {
  cadastralNumber: string;
  address: string;
  totalArea: number;
  propertyType: string;
}

const EMPTY = {
  contractNumber: '',
  contractDate: '',
  lesseeId: '',
  cadastralNumber: '',
  area: '',
  monthlyPayment: '',
  beginDate: '',
  endDate: '',
  purpose: '',
};
type Values = typeof EMPTY;
type Field = keyof Values;

/** The entered text as the API takes it: ISO dates, numbers; what does not parse stays for the schema to name. */
const toTerms = (v: Values) => ({
  contractNumber: v.contractNumber,
  contractDate: parseDisplayDate(v.contractDate) ?? v.contractDate,
  lesseeId: v.lesseeId,
  cadastralNumber: v.cadastralNumber,
  area: v.area === '' ? undefined : Number(v.area),
  monthlyPayment: v.monthlyPayment === '' ? undefined : Number(v.monthlyPayment),
  beginDate: parseDisplayDate(v.beginDate) ?? v.beginDate,
  endDate: parseDisplayDate(v.endDate) ?? v.endDate,
  purpose: v.purpose.trim() || undefined,
});

/** /services/other-rent: a lessor registers a real-estate rent contract and sends it to the lessee. */
export function OtherRentForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { identity } = useGetIdentity();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const properties = useQuery({ queryKey: ['my-properties'], queryFn: () => api<Property[]>('/catalog-general/my-properties') });
  const lesseeComplete = partyIdKind(values.lesseeId) !== undefined;
  const lessee = useQuery({
    queryKey: ['party', values.lesseeId],
    queryFn: () => api<{ id: string; name: string }>(`/catalog-general/party/${values.lesseeId}`),
    enabled: lesseeComplete,
    retry: false,
  });

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const label = (field: Field) => translate(`form.fields.${field}`);
  const fieldProps = (field: Field) => ({
    id: `other-rent-${field}`,
    label: label(field),
    error: !!errors[field],
    helperText: errors[field] ? translate(errors[field], { label: label(field) }) : undefined,
    fullWidth: true,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = contractTermsSchema.safeParse(toTerms(values));
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
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
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.errors as Partial<Record<Field, string>>);
        notify(error.messageKey, { type: 'error' });
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
          <TextField {...fieldProps('contractNumber')} required value={values.contractNumber} onChange={(e) => set('contractNumber')(e.target.value)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput {...fieldProps('contractDate')} required placeholder={translate('form.datePlaceholder')} value={values.contractDate} onChange={set('contractDate')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps('lesseeId')}
            required
            value={values.lesseeId}
            onChange={(e) => set('lesseeId')(e.target.value.replace(/\D/g, '').slice(0, 14))}
            helperText={errors.lesseeId ? translate(errors.lesseeId, { label: label('lesseeId') }) : lesseeHelper}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps('cadastralNumber')} select required value={values.cadastralNumber} onChange={(e) => set('cadastralNumber')(e.target.value)}>
            {(properties.data ?? []).map((p) => (
              <MenuItem key={p.cadastralNumber} value={p.cadastralNumber}>
                {p.cadastralNumber} — {p.address} ({translate('form.totalArea', { area: formatSum(p.totalArea) })})
              </MenuItem>
            ))}
          </TextField>
          {properties.data?.length === 0 && <Alert severity="info" sx={{ mt: 1 }}>{translate('form.noProperties')}</Alert>}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DecimalInput {...fieldProps('area')} required value={values.area} onChange={set('area')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SumInput {...fieldProps('monthlyPayment')} required value={values.monthlyPayment} onChange={set('monthlyPayment')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput {...fieldProps('beginDate')} required placeholder={translate('form.datePlaceholder')} value={values.beginDate} onChange={set('beginDate')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput {...fieldProps('endDate')} required placeholder={translate('form.datePlaceholder')} value={values.endDate} onChange={set('endDate')} />
        </Grid>
        <Grid size={12}>
          <TextField {...fieldProps('purpose')} multiline minRows={2} value={values.purpose} onChange={(e) => set('purpose')(e.target.value)} />
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
