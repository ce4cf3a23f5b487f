import { CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isVehicleKind } from '@rent/domain';
import { otherRentService } from '@/services/other-rent/other-rent-service';
import { serviceOf } from '@/services/registry';
import { textFromTerms } from '@/services/terms-form';
import { contractViewPath, recreatePath } from '@/ui/contract-paths';
import { PageUnavailable } from '@/ui/PageUnavailable';
import { useReadOnly } from '@/ui/read-only';
import { useContract } from './useContract';

/**
 * /contract/recreate/… and /car/contract/recreate/…: a new contract, prefilled from an old one; the number
 * and dates are the user's to set. Only its lessor may: the new contract is registered in the lessor's name.
 */
export function ContractRecreate() {
  const translate = useTranslate();
  const readOnly = useReadOnly();
  const { data, isPending, error } = useContract(recreatePath);
  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !data) return <PageUnavailable reason="errors.notFound" back="/estate-list" backLabel="view.back" />;
  // Who cannot register from it is told why and led back to the contract.
  const unavailable = readOnly
    ? 'errors.readOnlySession'
    : data.viewerRole !== 'LESSOR'
      ? 'errors.recreateLessorOnly'
      : null;
  if (unavailable)
    return <PageUnavailable reason={unavailable} back={contractViewPath(data)} backLabel="review.back" />;
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
        details: data.details ?? null,
      }}
    />
  );
}
