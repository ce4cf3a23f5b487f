import { Alert, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { type FormSettings, formatSum } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatDate, todayInTashkent } from '@/ui/format';

const SX = { maxWidth: 720 } as const;

/** The BHM in force today (`GET /api/reference/bhm?date=`), as the portal's forms use it now. */
export function BhmInForce() {
  const translate = useTranslate();
  const today = todayInTashkent();
  const bhm = useQuery({
    queryKey: ['operator-reference', 'bhm', today],
    queryFn: () => api<{ validFrom: string; amount: number }>(`/reference/bhm?date=${today}`),
    retry: false,
  });
  if (bhm.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  return (
    <Alert severity={bhm.data ? 'info' : 'warning'} sx={SX} data-testid="bhm-in-force">
      {bhm.data
        ? translate('operator.reference.inForce', {
            amount: formatSum(bhm.data.amount),
            date: formatDate(bhm.data.validFrom),
          })
        : translate(
            bhm.error instanceof ApiError && bhm.error.status === 404
              ? 'operator.reference.noneInForce'
              : 'errors.fetchError',
          )}
    </Alert>
  );
}

/** The committee's settings in force today, as the portal's forms read them (`GET /api/reference/form-settings`). */
export function useSettingsToday() {
  return useQuery({
    queryKey: ['operator-reference', 'form-settings', todayInTashkent()],
    queryFn: () => api<FormSettings>('/reference/form-settings'),
  });
}

/** The rent above which a form asks the lessor to confirm the sum, in force today. */
export function ThresholdInForce() {
  const translate = useTranslate();
  const settings = useSettingsToday();
  if (settings.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  return (
    <Alert severity={settings.data ? 'info' : 'warning'} sx={SX} data-testid="rentConfirmationThreshold-in-force">
      {settings.data
        ? translate('operator.reference.thresholdInForce', {
            amount: formatSum(settings.data.rentConfirmationThreshold),
          })
        : translate('errors.fetchError')}
    </Alert>
  );
}

/** The services switched off today: their pages say "under development" and take no registration. */
export function ServicesOffInForce() {
  const translate = useTranslate();
  const settings = useSettingsToday();
  if (settings.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  const off = settings.data?.servicesOff;
  return (
    <Alert severity={settings.data ? 'info' : 'warning'} sx={SX} data-testid="servicesOff-in-force">
      {!off
        ? translate('errors.fetchError')
        : off.length
          ? translate('operator.reference.servicesOffInForce', {
              services: off.map((kind) => translate(`kinds.${kind}`)).join(', '),
            })
          : translate('operator.reference.allServicesOn')}
    </Alert>
  );
}
