import {
  Alert,
  Box,
  CircularProgress,
  Link,
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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { PROPERTY_USES, type PropertyUseCode, type RentIndex, type RentIndexCell } from '@rent/domain';
import { api } from '@/api/http';
import { formatDate, formatSum } from '@/ui/format';
import { recentQuarters } from './quarters';
import { RegionMap } from './RegionMap';

type Locale = 'uz-Latn' | 'uz-Cyrl' | 'ru';
const OPEN_DATA = '/api/open-data/rent-index';
const MAP_SOURCE = {
  name: '@svg-maps/uzbekistan',
  href: 'https://github.com/VictorCazanave/svg-maps',
  licence: 'CC BY 4.0',
};

/**
 * /rent-index: the open rent index, for anyone. The regions' medians of the use chosen on a map, and a
 * table of each region with its districts beside the minimum rates their contracts were registered under;
 * the same figures as open data (CSV, JSON) with their dictionary.
 */
export function RentIndexPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const quarters = recentQuarters();
  const [quarter, setQuarter] = useState(quarters[0]!);
  const [use, setUse] = useState<PropertyUseCode>('NON_RESIDENTIAL');
  const query = `quarter=${quarter}&use=${use}`;
  const { data, isPending, error } = useQuery({
    queryKey: ['rent-index', query],
    queryFn: () => api<RentIndex>(`/open-data/rent-index?${query}`),
  });
  const regionName = (soato: string) => translate(`rentIndex.regions.${soato}`);
  const placeName = (cell: RentIndexCell) =>
    cell.districtName ? cell.districtName[locale as Locale] : regionName(cell.regionSoato);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('rentIndex.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('rentIndex.intro', { count: data?.minimumContracts ?? 10 })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={translate('rentIndex.quarter')}
          value={quarter}
          onChange={(e) => setQuarter(e.target.value)}
          sx={{ minWidth: 160 }}
        >
          {quarters.map((q) => (
            <MenuItem key={q} value={q}>
              {q}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={translate('rentIndex.use')}
          value={use}
          onChange={(e) => setUse(e.target.value as PropertyUseCode)}
          sx={{ minWidth: 220 }}
        >
          {PROPERTY_USES.map((u) => (
            <MenuItem key={u} value={u}>
              {translate(`uses.${u}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isPending && <CircularProgress aria-label={translate('app.loading')} />}
      {error && <Alert severity="error">{translate('errors.fetchError')}</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('rentIndex.referenceDate', { date: formatDate(data.referenceDate) })}
          </Typography>
          <RegionMap cells={data.cells.filter((c) => c.districtSoato === null)} regionName={regionName} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
            {translate('rentIndex.mapCredit', { licence: MAP_SOURCE.licence })}{' '}
            <Link href={MAP_SOURCE.href} target="_blank" rel="noopener noreferrer">
              {MAP_SOURCE.name}
            </Link>
          </Typography>
          {data.cells.length === 0 ? (
            <Alert severity="info">{translate('rentIndex.empty', { count: data.minimumContracts })}</Alert>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={translate('rentIndex.table.label')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('rentIndex.table.place')}</TableCell>
                    <TableCell align="right">{translate('rentIndex.table.contracts')}</TableCell>
                    <TableCell align="right">{translate('rentIndex.table.lowerQuartile')}</TableCell>
                    <TableCell align="right">{translate('rentIndex.table.median')}</TableCell>
                    <TableCell align="right">{translate('rentIndex.table.upperQuartile')}</TableCell>
                    <TableCell align="right">{translate('rentIndex.table.minimumRate')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.cells.map((cell) => (
                    <TableRow
                      key={`${cell.regionSoato}-${cell.districtSoato ?? ''}`}
                      data-testid="rent-index-row"
                      data-region={cell.regionSoato}
                    >
                      <TableCell component="th" scope="row" sx={cell.districtSoato ? { pl: 4 } : { fontWeight: 600 }}>
                        {placeName(cell)}
                      </TableCell>
                      <TableCell align="right">{cell.contracts}</TableCell>
                      <TableCell align="right">{formatSum(cell.lowerQuartile)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {formatSum(cell.median)}
                      </TableCell>
                      <TableCell align="right">{formatSum(cell.upperQuartile)}</TableCell>
                      <TableCell align="right">
                        {cell.minimumRate === null ? '—' : formatSum(cell.minimumRate)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('rentIndex.units')} {translate('rentIndex.minimumNote')}
          </Typography>
        </>
      )}
      <Box component="section" sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2">
          {translate('rentIndex.openData')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Link href={`${OPEN_DATA}.csv?${query}`} download>
            {translate('rentIndex.download', { format: 'CSV' })}
          </Link>
          <Link href={`${OPEN_DATA}?${query}`} target="_blank" rel="noopener">
            {translate('rentIndex.download', { format: 'JSON' })}
          </Link>
          <Link href={`${OPEN_DATA}/dictionary`} target="_blank" rel="noopener">
            {translate('rentIndex.dictionary')}
          </Link>
        </Stack>
      </Box>
    </Paper>
  );
}
