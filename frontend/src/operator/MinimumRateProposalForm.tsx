import { Stack, TextField } from '@mui/material';
import { PROPERTY_USES, SETTLEMENT_ZONES } from '@rent/domain';
import { DigitsInput, SumInput } from '@/ui/inputs';
import { CodeSelect } from './CodeSelect';
import { asText, ProposalForm } from './ProposalForm';
import { type MinimumRateForm, minimumRateProposal, YEAR_NOT_AHEAD } from './reference-proposal';

const EMPTY: MinimumRateForm = { year: '', settlementZone: '', propertyUse: '', rate: '', source: '', reason: '' };

/**
 * A new year's minimum-rent rate for one settlement zone and use, in so'm per m² a month, with the act that
 * set it and why: in force from that year's 1 January, so only a year after the current one.
 */
export function MinimumRateProposalForm() {
  return (
    <ProposalForm
      kind="minimumRentRate"
      empty={EMPTY}
      check={minimumRateProposal}
      dayField="year"
      notAhead={YEAR_NOT_AHEAD}
    >
      {(field) => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DigitsInput {...field('year')} digits={4} />
            <SumInput {...field('rate')} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <CodeSelect {...field('settlementZone')} codes={SETTLEMENT_ZONES} names="zones" />
            <CodeSelect {...field('propertyUse')} codes={PROPERTY_USES} names="uses" />
          </Stack>
          <TextField {...asText(field('source'))} />
          <TextField {...asText(field('reason'))} multiline minRows={2} />
        </>
      )}
    </ProposalForm>
  );
}
