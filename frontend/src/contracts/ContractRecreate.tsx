import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isRealEstateKind, RealEstateForm, type RealEstateKind } from '@/services/real-estate/RealEstateForm';
import { textFromTerms } from '@/services/terms-form';
import { recreatePath } from './contract-record';
import { useContract } from './useContract';

/** /contract/recreate/…: a new contract, prefilled from an old one; the number and dates are the user's to set. */
export function ContractRecreate() {
  const translate = useTranslate();
  const { data, isPending, error } = useContract(recreatePath);
  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !data) return <Alert severity="warning">{translate('errors.notFound')}</Alert>;
  const terms = textFromTerms(data);
  // A kind without a form of its own yet starts a new contract as other rent.
  const kind: RealEstateKind = isRealEstateKind(data.kind) ? data.kind : 'OTHER_RENT';
  return (
    <RealEstateForm
      kind={kind}
      initial={{ ...terms, contractNumber: '', contractDate: '', beginDate: '', endDate: '', lesseeId: data.lesseeId, cadastralNumber: data.cadastralNumber }}
    />
  );
}
