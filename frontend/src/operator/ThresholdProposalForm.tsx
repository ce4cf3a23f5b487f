import { Stack, TextField } from '@mui/material';
import { DateInput, SumInput } from '@/ui/inputs';
import { asText, ProposalForm } from './ProposalForm';
import { type ThresholdForm, thresholdProposal } from './reference-proposal';

const EMPTY: ThresholdForm = { validFrom: '', amount: '', reason: '' };

/** A new rent confirmation threshold proposed from a date after today, and why. */
export function ThresholdProposalForm() {
  return (
    <ProposalForm kind="rentConfirmationThreshold" empty={EMPTY} check={thresholdProposal} dayField="validFrom">
      {(field) => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateInput {...field('validFrom')} />
            <SumInput {...field('amount')} />
          </Stack>
          <TextField {...asText(field('reason'))} multiline minRows={2} />
        </>
      )}
    </ProposalForm>
  );
}
