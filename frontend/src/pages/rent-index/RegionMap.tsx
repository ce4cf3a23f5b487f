import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RentIndexCell } from '@rent/domain';
import { formatSum } from '@/ui/format';
import { colourOf, NO_DATA, steps } from './choropleth';
import { UZBEKISTAN } from './map-regions';

interface Props {
  /** The regions' own cells (district null) of the use shown. */
  cells: readonly RentIndexCell[];
  /** A region's name in the page's language, by SOATO. */
  regionName: (soato: string) => string;
}

/**
 * The regions shaded by their median rent per m² (a choropleth), a region under the threshold in grey; each
 * region is reachable by keyboard and names itself and its figure, so the map reads without seeing it.
 */
export function RegionMap({ cells, regionName }: Props) {
  const translate = useTranslate();
  const bySoato = new Map(cells.map((c) => [c.regionSoato, c]));
  const scale = steps(cells.map((c) => c.median));
  const label = (soato: string) => {
    const cell = bySoato.get(soato);
    return cell
      ? translate('rentIndex.map.region', { region: regionName(soato), median: formatSum(cell.median) })
      : translate('rentIndex.map.noData', { region: regionName(soato) });
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-end' } }}>
      <Box
        component="svg"
        viewBox={UZBEKISTAN.viewBox}
        role="group"
        aria-label={translate('rentIndex.map.label')}
        sx={{ width: '100%', maxWidth: 720, height: 'auto' }}
      >
        {UZBEKISTAN.water.map((path) => (
          <path key={path.slice(0, 24)} d={path} fill="#cfe3f3" stroke="#fff" aria-hidden="true" />
        ))}
        {UZBEKISTAN.regions.map(({ soato, path }) => {
          const cell = bySoato.get(soato);
          return (
            <Box
              component="path"
              key={soato}
              d={path}
              data-region={soato}
              data-published={cell ? 'yes' : 'no'}
              tabIndex={0}
              role="img"
              aria-label={label(soato)}
              fill={cell ? colourOf(cell.median, scale) : NO_DATA}
              stroke="#fff"
              strokeWidth={1}
              sx={{ outline: 'none', '&:focus, &:hover': { stroke: '#f5a623', strokeWidth: 3 } }}
            >
              <title>{label(soato)}</title>
            </Box>
          );
        })}
      </Box>
      <Box>
        <Box component="ul" aria-label={translate('rentIndex.map.legend')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {scale.map((step) => (
            <Legend key={step.colour} colour={step.colour}>
              {formatSum(step.from)} – {formatSum(step.to)}
            </Legend>
          ))}
          <Legend colour={NO_DATA}>{translate('rentIndex.map.fewContracts')}</Legend>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {translate('rentIndex.perM2')}
        </Typography>
      </Box>
    </Stack>
  );
}

function Legend({ colour, children }: { colour: string; children: React.ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
      <Box sx={{ width: 18, height: 14, bgcolor: colour, border: '1px solid #bbb', flexShrink: 0 }} />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}
