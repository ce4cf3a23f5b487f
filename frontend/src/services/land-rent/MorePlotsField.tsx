import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatArea, MAX_MORE_PLOTS, type RentableProperty } from '@rent/domain';
import { RemoveRowButton, RowsField } from '@/services/RowsField';
import { DecimalInput } from '@/ui/inputs';

/** A further plot's row as typed. */
export interface PlotText {
  cadastralNumber: string;
  area: string;
}

interface Props {
  plots: PlotText[];
  onChange: (plots: PlotText[]) => void;
  error: (field: string) => string | undefined;
  /** The lessor's own land plots that a row may name (not the first plot, chosen above). */
  offered: RentableProperty[];
}

/**
 * Further plots of a land rent (spec §8): each row a plot of the lessor's and the m² rented of it,
 * numbered from 2 as the first plot is the object above; a row begun must be finished, which the list
 * says once under its rows.
 */
export function MorePlotsField({ plots, onChange, error, offered }: Props) {
  const translate = useTranslate();
  const set = (i: number, field: keyof PlotText, value: string) =>
    onChange(plots.map((p, j) => (j === i ? { ...p, [field]: value } : p)));
  return (
    <RowsField
      title={translate('form.plot.title')}
      error={error('morePlots')}
      errorTestId="plots-error"
      addLabel={translate('form.plot.add')}
      onAdd={() => onChange([...plots, { cadastralNumber: '', area: '' }])}
      canAdd={plots.length < MAX_MORE_PLOTS}
    >
      {plots.map((plot, i) => {
        const n = i + 2;
        const field = (name: keyof PlotText) => `morePlots.${i}.${name}`;
        return (
          <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} data-testid="plot-row">
            <TextField
              id={`plot-${i}-cadastralNumber`}
              label={translate('form.plot.cadastralNumber', { n })}
              select
              required
              fullWidth
              value={offered.some((p) => p.cadastralNumber === plot.cadastralNumber) ? plot.cadastralNumber : ''}
              onChange={(e) => set(i, 'cadastralNumber', e.target.value)}
              error={!!error(field('cadastralNumber'))}
              helperText={error(field('cadastralNumber'))}
            >
              {offered.map((p) => (
                <MenuItem key={p.cadastralNumber} value={p.cadastralNumber}>
                  {p.cadastralNumber} — {p.address} (
                  {translate('form.areas', { total: formatArea(p.totalArea), vacant: formatArea(p.vacantArea) })})
                </MenuItem>
              ))}
            </TextField>
            <DecimalInput
              id={`plot-${i}-area`}
              label={translate('form.plot.area', { n })}
              required
              sx={{ minWidth: { sm: 220 } }}
              value={plot.area}
              onChange={(v) => set(i, 'area', v)}
              error={!!error(field('area'))}
              helperText={error(field('area'))}
            />
            <RemoveRowButton
              label={translate('form.plot.remove', { n })}
              onRemove={() => onChange(plots.filter((_, j) => j !== i))}
            />
          </Stack>
        );
      })}
    </RowsField>
  );
}
