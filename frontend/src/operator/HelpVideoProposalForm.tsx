import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HELP_VIDEO_TOPICS } from '@rent/domain';
import { DateInput } from '@/ui/inputs';
import { CodeSelect } from './CodeSelect';
import { asText, type FieldProps, ProposalForm } from './ProposalForm';
import { type HelpVideoForm, helpVideoProposal } from './reference-proposal';

const EMPTY: HelpVideoForm = {
  topic: HELP_VIDEO_TOPICS[0],
  validFrom: '',
  videoUrl: '',
  captionsUzLatn: '',
  captionsUzCyrl: '',
  captionsRu: '',
  reason: '',
};

/** Captions are pasted as WebVTT text, one language each; a language left empty has none. */
const CAPTION_FIELDS = ['captionsUzLatn', 'captionsUzCyrl', 'captionsRu'] as const;

/** What a hint names as it is typed (the address's scheme, the captions' first line), in no language. */
const LITERALS = { prefix: 'https://', signature: 'WEBVTT' };

/** A help page's new video from a date after today: its https address, its captions and why. */
export function HelpVideoProposalForm() {
  const translate = useTranslate();
  /** The field with its hint naming what is typed literally; a refusal, if any, stays as it is. */
  const literally = (props: FieldProps, name: string): FieldProps =>
    props.error ? props : { ...props, helperText: translate(`operator.reference.form.${name}Hint`, LITERALS) };
  return (
    <ProposalForm kind="helpVideo" empty={EMPTY} check={helpVideoProposal} dayField="validFrom">
      {(field) => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <CodeSelect {...field('topic')} codes={HELP_VIDEO_TOPICS} names="operator.reference.helpTopics" />
            <DateInput {...field('validFrom')} />
          </Stack>
          <TextField {...asText(literally(field('videoUrl'), 'videoUrl'))} type="url" inputMode="url" />
          {CAPTION_FIELDS.map((name) => (
            <TextField
              key={name}
              {...asText(literally(field(name), name))}
              required={false}
              multiline
              minRows={2}
              maxRows={8}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          ))}
          <TextField {...asText(field('reason'))} multiline minRows={2} />
        </>
      )}
    </ProposalForm>
  );
}
