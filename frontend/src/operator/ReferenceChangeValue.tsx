import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatSum, type ReferenceChange } from '@rent/domain';

/**
 * A change's value as the reader reads it: a BHM as its amount in so'm and the act that set it, a
 * threshold as its sum, a list of services as the services it switches off, a rate as its year, use and
 * zone with its sum per m².
 */
export function ReferenceChangeValue({ change }: { change: ReferenceChange }) {
  const translate = useTranslate();
  const { amount, source, services, year, settlementZone, propertyUse } = change.value as {
    amount?: number;
    source?: string;
    services?: string[];
    year?: number;
    settlementZone?: string;
    propertyUse?: string;
  };
  if (services)
    return (
      <strong>
        {services.length
          ? translate('operator.reference.servicesOffValue', {
              services: services.map((kind) => translate(`kinds.${kind}`)).join(', '),
            })
          : translate('operator.reference.allOn')}
      </strong>
    );
  return (
    <>
      {year && (
        <Typography variant="body2">
          {translate('operator.reference.rateOf', {
            year,
            use: translate(`uses.${propertyUse}`),
            zone: translate(`zones.${settlementZone}`),
          })}
        </Typography>
      )}
      <strong>
        {translate(year ? 'operator.reference.ratePerM2' : 'operator.reference.amount', { amount: formatSum(amount) })}
      </strong>
      {source && <Typography variant="body2">{source}</Typography>}
    </>
  );
}
