import {
  Alert,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MinimumRateTable, RateSource } from '@rent/domain';
import { api } from '@/api/http';
import { formatSum } from '@/ui/format';

/** /minimum-rates: the minimum monthly rent rates by year, as the committee's reference tables hold them. */
export function MinimumRates() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The source in the page's language (the table holds the three; Latin is the fallback order's first).
  const source = (s: RateSource) => s[locale as keyof RateSource] ?? s['uz-Latn'];
  const { data, isPending, error } = useQuery({
    queryKey: ['minimum-rates'],
    queryFn: () => api<MinimumRateTable>('/reference/minimum-rates'),
  });
  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !data) return <Alert severity="error">{translate('errors.fetchError')}</Alert>;
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {translate('minimumRates.title')}
      </Typography>
      <Typography>{translate('minimumRates.intro')}</Typography>
      <Paper>
        <TableContainer>
          <Table size="small" aria-label={translate('minimumRates.premises')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('minimumRates.year')}</TableCell>
                <TableCell>{translate('minimumRates.use')}</TableCell>
                <TableCell>{translate('minimumRates.zone')}</TableCell>
                <TableCell align="right">{translate('minimumRates.perM2')}</TableCell>
                <TableCell>{translate('minimumRates.source')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.premises.map((r) => (
                <TableRow key={`${r.year}-${r.propertyUse}-${r.settlementZone}`} data-testid="premises-rate">
                  <TableCell>{r.year}</TableCell>
                  <TableCell>{translate(`uses.${r.propertyUse}`)}</TableCell>
                  <TableCell>{translate(`zones.${r.settlementZone}`)}</TableCell>
                  <TableCell align="right">{formatSum(r.amount)}</TableCell>
                  <TableCell>{source(r.source)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Paper>
        <TableContainer>
          <Table size="small" aria-label={translate('minimumRates.vehicles')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('minimumRates.year')}</TableCell>
                <TableCell>{translate('minimumRates.vehicleClass')}</TableCell>
                <TableCell align="right">{translate('minimumRates.perVehicle')}</TableCell>
                <TableCell>{translate('minimumRates.source')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.vehicles.map((r) => (
                <TableRow key={`${r.year}-${r.vehicleClass}`} data-testid="vehicle-rate">
                  <TableCell>{r.year}</TableCell>
                  <TableCell>{translate(`vehicleClasses.${r.vehicleClass}`)}</TableCell>
                  <TableCell align="right">{formatSum(r.amount)}</TableCell>
                  <TableCell>{source(r.source)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Typography variant="body2" color="text.secondary">
        {translate('minimumRates.coefficientNote')}
      </Typography>
    </Stack>
  );
}
