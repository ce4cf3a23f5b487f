import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { apiFile } from '@/api/http';
import { saveFile } from '@/api/save-file';
import type { ContractRecord } from './contract-record';

/**
 * The registration certificate of a contract on record (PDF with a QR code of its public view), in the
 * interface's language. The token is not in a cookie, so the file is fetched with it and handed over as a blob.
 */
export function CertificateButton({ contract }: { contract: Pick<ContractRecord, 'id' | 'contractNumber'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveFile(
        await apiFile(
          `/contracts/${contract.id}/certificate?lang=${encodeURIComponent(locale)}`,
          `certificate-${contract.contractNumber}.pdf`,
        ),
      );
    } catch {
      notify('documents.downloadFailed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={download} disabled={pending} aria-busy={pending}>
      {translate('documents.certificate', { format: 'PDF' })}
    </Button>
  );
}
