import { Box, Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { MinimumRateTable } from '@rent/domain';
import { api } from '@/api/http';
import { formatSum } from '@/ui/format';
import { CarRentSteps } from './CarRentSteps';
import { CAR_SECTIONS, HELP_VALUES } from './help-topics';
import { HelpNav } from './HelpNav';
import { Paragraphs } from './Paragraphs';

/** The latest year's per-vehicle minimums, from the committee's rate table (never written into the text). */
function VehicleMinimums() {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['minimum-rates'],
    queryFn: () => api<MinimumRateTable>('/reference/minimum-rates'),
  });
  const latest = Math.max(...(data?.vehicles ?? []).map((r) => r.year));
  const rows = (data?.vehicles ?? []).filter((r) => r.year === latest);
  if (rows.length === 0) return null;
  return (
    <Paper sx={{ mb: 1.5, maxWidth: 720 }}>
      <Table size="small" aria-label={translate('carHelp.minimumTable', { year: latest })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('minimumRates.vehicleClass')}</TableCell>
            <TableCell align="right">{translate('carHelp.minimumPerMonth', { year: latest })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.vehicleClass} data-testid="car-help-rate">
              <TableCell>{translate(`vehicleClasses.${r.vehicleClass}`)}</TableCell>
              <TableCell align="right">{formatSum(r.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** /car/help: renting out a vehicle, and to a non-resident: who may, the registry, the minimum, the steps. */
export function CarHelp() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('carHelp.title')}
      </Typography>
      <HelpNav />
      <Paragraphs text={translate('carHelp.intro', HELP_VALUES)} />
      {CAR_SECTIONS.map((section) => (
        <Box key={section} component="section" aria-labelledby={`car-help-${section}`} sx={{ mb: 3 }}>
          <Typography id={`car-help-${section}`} variant="h5" component="h2" sx={{ mb: 1 }}>
            {translate(`carHelp.${section}.title`)}
          </Typography>
          <Paragraphs text={translate(`carHelp.${section}.text`, HELP_VALUES)} />
          {section === 'minimum' && (
            <>
              <VehicleMinimums />
              <Link component={RouterLink} to="/minimum-rates">
                {translate('help.openMinimumRates')}
              </Link>
            </>
          )}
        </Box>
      ))}
      <CarRentSteps headingId="car-help-steps" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Link component={RouterLink} to="/car/rent">
          {translate('services.carRent')}
        </Link>
        <Link component={RouterLink} to="/car/rent-noresident">
          {translate('services.carRentNonResident')}
        </Link>
        <Link component={RouterLink} to="/car/video/help">
          {translate('help.nav.carVideo')}
        </Link>
      </Stack>
    </>
  );
}
