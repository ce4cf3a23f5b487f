import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateInput, DecimalInput } from '@/ui/inputs';
import { useRegions, usePlaceName } from './places';
import { asText, type FieldProps, ProposalForm } from './ProposalForm';
import { type CoefficientForm, coefficientProposal } from './reference-proposal';

const EMPTY: CoefficientForm = { region: '', district: '', validFrom: '', coefficient: '', source: '', reason: '' };

/** A place chosen by its name: a region, or one of the chosen region's districts (or none, the whole region). */
function PlaceSelect({
  places,
  optional,
  ...field
}: FieldProps & { places: { id: string; name: string }[]; optional?: boolean }) {
  const translate = useTranslate();
  return (
    <TextField {...asText(field)} select required={!optional}>
      {optional && <MenuItem value="">{translate('operator.reference.form.wholeRegion')}</MenuItem>}
      {places.map((place) => (
        <MenuItem key={place.id} value={place.id}>
          {place.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A new raising coefficient for a region or one of its districts (a district's comes before its region's),
 * from a date after today, with the act that set it and why.
 */
export function CoefficientProposalForm() {
  const regions = useRegions();
  const placeName = usePlaceName();
  return (
    <ProposalForm kind="regionalCoefficient" empty={EMPTY} check={coefficientProposal} dayField="validFrom">
      {(field) => {
        const region = field('region');
        const districts = regions.find((r) => r.region === region.value)?.districts ?? [];
        return (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <PlaceSelect
                {...region}
                // A district belongs to its region: choosing another region clears it.
                onChange={(value) => {
                  region.onChange(value);
                  field('district').onChange('');
                }}
                places={regions.map((r) => ({ id: r.region, name: placeName(r.name) }))}
              />
              <PlaceSelect
                {...field('district')}
                optional
                places={districts.map((d) => ({ id: d.soato, name: placeName(d.name) }))}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateInput {...field('validFrom')} />
              <DecimalInput {...field('coefficient')} />
            </Stack>
            <TextField {...asText(field('source'))} />
            <TextField {...asText(field('reason'))} multiline minRows={2} />
          </>
        );
      }}
    </ProposalForm>
  );
}
