import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isVehicleKind, MessageKeys } from '@rent/domain';
import { CarRentForm } from '@/services/car-rent/CarRentForm';
import { isRealEstateKind, RealEstateForm, type RealEstateKind } from '@/services/real-estate/RealEstateForm';
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
  if (isVehicleKind(data.kind) && vehicle) {
    return <CarRentForm kind={data.kind} initial={{ terms, car: { lesseeId: data.lesseeId, plateNumber: vehicle.plateNumber, usageType: vehicle.usageType } }} />;
  }
  // A kind without a form of its own yet starts a new contract as other rent.
  const kind: RealEstateKind = isRealEstateKind(data.kind) ? data.kind : 'OTHER_RENT';
  return <RealEstateForm kind={kind} initial={{ ...terms, lesseeId: data.lesseeId, cadastralNumber: data.cadastralNumber }} />;
}
