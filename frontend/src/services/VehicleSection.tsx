import { useTranslate } from 'react-admin';
import type { ContractRecord } from '@rent/domain';
import { ViewField, ViewSection } from '@/ui/view-section';

/**
 * What a vehicle contract rents, on its page: the vehicle as the registry knew it and what it is rented
 * for. A vehicle is rented whole, so it has no cadastral number, address or area to show (the record keeps
 * its plate and "model, colour, year" in those columns for the lists).
 */
export function VehicleSection({ contract: c }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`view.fields.${key}`);
  const v = c.details?.vehicle;
  return (
    <ViewSection title={translate('view.section.vehicle')}>
      <ViewField label={f('plateNumber')} testId="vehicle-plate">
        {v?.plateNumber ?? c.cadastralNumber}
      </ViewField>
      {v ? (
        <>
          <ViewField label={f('vehicleKind')} testId="vehicle-kind">
            {translate(`vehicleKinds.${v.vehicleKind}`)}
          </ViewField>
          <ViewField label={f('model')} testId="vehicle-model">
            {v.model}
          </ViewField>
          <ViewField label={f('colour')}>{v.colour}</ViewField>
          <ViewField label={f('yearMade')}>{v.yearMade}</ViewField>
          <ViewField label={f('vehicleUsage')} testId="vehicle-usage">
            {translate(`vehicleUsages.${v.usageType}`)}
          </ViewField>
        </>
      ) : (
        <ViewField label={f('model')}>{c.address}</ViewField>
      )}
    </ViewSection>
  );
}
