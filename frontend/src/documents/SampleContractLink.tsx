import Description from '@mui/icons-material/Description';
import { Button } from '@mui/material';
import type { ServiceKindCode } from '@rent/domain';
import { useLocaleState, useTranslate } from 'react-admin';
import { sampleContractHref } from './document-links';

/** Under a registration form: the sample contract of its service kind (spec §1), a Word file in the interface's language. */
export function SampleContractLink({ kind }: { kind: ServiceKindCode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Button
      href={sampleContractHref(kind, locale)}
      download
      startIcon={<Description />}
      sx={{ alignSelf: 'flex-start', mt: 2 }}
    >
      {translate('documents.sampleContract', { format: 'DOCX' })}
    </Button>
  );
}
