import {
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { SERVICE_KINDS } from '@rent/domain';
import { DateInput } from '@/ui/inputs';
import { asText, type FieldProps, ProposalForm } from './ProposalForm';
import { useSettingsToday } from './ReferenceInForce';
import { type ServicesOffForm, servicesOffProposal } from './reference-proposal';

/** Every service kind as a box to tick: the ticked are switched off; kept as their codes joined by commas. */
function ServiceKindsInput({ label, value, onChange, error, helperText }: FieldProps) {
  const translate = useTranslate();
  const ticked = new Set(value.split(',').filter(Boolean));
  const toggle = (kind: string, on: boolean) =>
    onChange(SERVICE_KINDS.filter((k) => (k === kind ? on : ticked.has(k))).join(','));
  return (
    <FormControl component="fieldset" error={error}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }} data-testid="services-off-choice">
        {SERVICE_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            control={<Checkbox checked={ticked.has(kind)} onChange={(e) => toggle(kind, e.target.checked)} />}
            label={translate(`kinds.${kind}`)}
          />
        ))}
      </FormGroup>
      <FormHelperText>{helperText}</FormHelperText>
    </FormControl>
  );
}

/**
 * A new list of the services switched off, from a date after today, and why; it starts from the list in
 * force today, so the reader ticks or unticks what changes.
 */
export function ServicesOffProposalForm() {
  const translate = useTranslate();
  const settings = useSettingsToday();
  if (settings.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  const today: ServicesOffForm = { validFrom: '', services: settings.data?.servicesOff.join(',') ?? '', reason: '' };
  return (
    <ProposalForm kind="servicesOff" empty={today} check={servicesOffProposal} dayField="validFrom">
      {(field) => (
        <>
          <DateInput {...field('validFrom')} sx={{ maxWidth: 320 }} />
          <ServiceKindsInput {...field('services')} />
          <TextField {...asText(field('reason'))} multiline minRows={2} />
        </>
      )}
    </ProposalForm>
  );
}
