import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GUIDE_DIALOG_STATES, GUIDE_INSTALL_STEPS, GUIDE_KEY_STEPS, GUIDE_TROUBLES, HELP_VALUES } from './help-topics';
import { HelpNav } from './HelpNav';
import { Paragraphs } from './Paragraphs';

interface SectionProps {
  id: string;
  list: 'ol' | 'ul';
  items: readonly string[];
  /** The key prefix: `${prefix}.title`, `${prefix}.${item}` (and `${prefix}.${item}.title` for a term list). */
  prefix: string;
  terms?: boolean;
}

function Section({ id, list, items, prefix, terms }: SectionProps) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 1 }}>
        {translate(`${prefix}.title`, HELP_VALUES)}
      </Typography>
      <Box component={list} sx={{ pl: 3, m: 0 }}>
        {items.map((item) => (
          <Typography key={item} component="li" sx={{ mb: 1 }}>
            {terms && <strong>{translate(`${prefix}.${item}.title`, HELP_VALUES)}: </strong>}
            {translate(terms ? `${prefix}.${item}.text` : `${prefix}.${item}`, HELP_VALUES)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** /guide: obtaining an electronic signature (spec §2): what E-IMZO is, getting a key, the helper, the dialog, trouble. */
export function SignatureGuide() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('guide.title')}
      </Typography>
      <HelpNav />
      <Paragraphs text={translate('guide.intro', HELP_VALUES)} />
      <Section id="guide-key" list="ol" items={GUIDE_KEY_STEPS} prefix="guide.key" />
      <Section id="guide-install" list="ol" items={GUIDE_INSTALL_STEPS} prefix="guide.install" />
      <Section id="guide-dialog" list="ul" items={GUIDE_DIALOG_STATES} prefix="guide.dialog" terms />
      <Section id="guide-trouble" list="ul" items={GUIDE_TROUBLES} prefix="guide.trouble" terms />
      <Link href={`https://${HELP_VALUES.site}`} target="_blank" rel="noopener noreferrer">
        {translate('guide.officialSite', HELP_VALUES)}
      </Link>
    </>
  );
}
