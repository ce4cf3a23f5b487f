import { Stack, TextField } from '@mui/material';
import { VEHICLE_CLASSES } from '@rent/domain';
import { DigitsInput, SumInput } from '@/ui/inputs';
import { CodeSelect } from './CodeSelect';
import { asText, ProposalForm } from './ProposalForm';
import { type VehicleRateForm, vehicleRateProposal, YEAR_NOT_AHEAD } from './reference-proposal';

const EMPTY: VehicleRateForm = { year: '', vehicleClass: '', vehicleRate: '', source: '', reason: '' };

/**
 * A new year's minimum monthly rent for one vehicle class, with the act that set it and why: in force from
 * that year's 1 January, so only a year after the current one.
 */
export function VehicleRateProposalForm() {
  return (
    <ProposalForm
      kind="vehicleRentRate"
      empty={EMPTY}
      check={vehicleRateProposal}
      dayField="year"
      notAhead={YEAR_NOT_AHEAD}
    >
      {(field) => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DigitsInput {...field('year')} digits={4} />
            <SumInput {...field('vehicleRate')} />
          </Stack>
          <CodeSelect {...field('vehicleClass')} codes={VEHICLE_CLASSES} names="vehicleClasses" />
          <TextField {...asText(field('source'))} />
          <TextField {...asText(field('reason'))} multiline minRows={2} />
        </>
      )}
    </ProposalForm>
  );
}
