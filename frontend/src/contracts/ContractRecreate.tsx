import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isVehicleKind, MessageKeys } from '@rent/domain';
import { otherRentService } from '@/services/other-rent/other-rent-service';
import { serviceOf } from '@/services/registry';
import { textFromTerms } from '@/services/terms-form';
import { recreatePath } from '@/ui/contract-paths';
import { useContract } from './useContract';

/**
 * /contract/recreate/… and /car/contract/recreate/…: a new contract, prefilled from an old one; the number
 * and dates are the user's to set. Only its lessor may: the new contract is registered in the lessor's name.
 */
export function ContractRecreate() {
  const translate = useTranslate();
  const { data, isPending, error } = useContract(recreatePath);
  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !data) return <Alert severity="warning">{translate('errors.notFound')}</Alert>;
  if (data.viewerRole !== 'LESSOR') return <Alert severity="warning">{translate(MessageKeys.stepNotAllowed)}</Alert>;
  const terms = { ...textFromTerms(data), contractNumber: '', contractDate: '', beginDate: '', endDate: '' };
  const vehicle = data.details?.vehicle;
  // Its kind's own form, or other rent's for a contract that form cannot take (a vehicle contract without its vehicle).
  const Form = ((isVehicleKind(data.kind) && !vehicle ? undefined : serviceOf(data.kind)) ?? otherRentService).page;
  return (
    <Form
      prefill={{
        terms,
        lesseeId: data.lesseeId,
        cadastralNumber: data.cadastralNumber,
        vehicle: vehicle && { plateNumber: vehicle.plateNumber, usageType: vehicle.usageType },
      }}
    />
  );
}
