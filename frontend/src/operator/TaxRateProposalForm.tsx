import { Stack, TextField } from '@mui/material';
import { TAX_RATE_CODES } from '@rent/domain';
import { DateInput, DecimalInput } from '@/ui/inputs';
import { CodeSelect } from './CodeSelect';
import { asText, ProposalForm } from './ProposalForm';
import { type TaxRateForm, taxRateProposal } from './reference-proposal';

const EMPTY: TaxRateForm = { code: TAX_RATE_CODES[0], validFrom: '', percent: '', source: '', reason: '' };

/** A new tax rate, in percent, from a date after today, with the act that set it and why. */
export function TaxRateProposalForm() {
  return (
    <ProposalForm kind="taxRate" empty={EMPTY} check={taxRateProposal} dayField="validFrom">
      {(field) => (
        <>
          <CodeSelect {...field('code')} codes={TAX_RATE_CODES} names="operator.reference.taxCodes" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateInput {...field('validFrom')} />
            <DecimalInput {...field('percent')} />
          </Stack>
          <TextField {...asText(field('source'))} />
          <TextField {...asText(field('reason'))} multiline minRows={2} />
        </>
      )}
    </ProposalForm>
  );
}
