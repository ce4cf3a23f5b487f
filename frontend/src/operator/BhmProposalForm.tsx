import { Stack, TextField } from '@mui/material';
import { DateInput, SumInput } from '@/ui/inputs';
import { asText, ProposalForm } from './ProposalForm';
import { type BhmForm, bhmProposal } from './reference-proposal';

const EMPTY: BhmForm = { validFrom: '', amount: '', source: '', reason: '' };

/** A new BHM amount proposed from a date after today, with the act that set it and why. */
export function BhmProposalForm() {
  return (
    <ProposalForm kind="bhm" empty={EMPTY} check={bhmProposal} dayField="validFrom">
      {(field) => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateInput {...field('validFrom')} />
            <SumInput {...field('amount')} />
          </Stack>
          <TextField {...asText(field('source'))} />
          <TextField {...asText(field('reason'))} multiline minRows={2} />
        </>
      )}
    </ProposalForm>
  );
}
