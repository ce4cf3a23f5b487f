import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatSum, type ReferenceChange } from '@rent/domain';
import { usePlaceBySoato } from './places';

/** A change's value as stored with it (referenceProposalSchema without its kind and reason). */
interface Value {
  amount?: number;
  source?: string;
  services?: string[];
  year?: number;
  settlementZone?: string;
  propertyUse?: string;
  vehicleClass?: string;
  soato?: string;
  coefficient?: number;
  code?: string;
  percent?: number;
  topic?: string;
  videoUrl?: string;
  captionsUzLatn?: string;
  captionsUzCyrl?: string;
  captionsRu?: string;
}

/** A help video's captions, by the language each is in. */
const CAPTIONS = [
  ['uz-Latn', 'captionsUzLatn'],
  ['uz-Cyrl', 'captionsUzCyrl'],
  ['ru', 'captionsRu'],
] as const;

/**
 * A change's value as the reader reads it, by its kind: a BHM or a threshold as its sum, a list of services
 * as the services it switches off, a rate as its year and what it is for with its sum, a coefficient as
 * its place and its multiple, a tax rate as its tax and percent, a help video as its page, its address and
 * the languages of its captions; with the act that set it, where it names one.
 */
export function ReferenceChangeValue({ change }: { change: ReferenceChange }) {
  const translate = useTranslate();
  const value = change.value as Value;
  const place = usePlaceBySoato();
  const sum = (key: string) => <strong>{translate(key, { amount: formatSum(value.amount) })}</strong>;
  const rateOf = (text: string) => <Typography variant="body2">{text}</Typography>;
  const shown = {
    bhm: () => sum('operator.reference.amount'),
    rentConfirmationThreshold: () => sum('operator.reference.amount'),
    servicesOff: () => (
      <strong>
        {value.services?.length
          ? translate('operator.reference.servicesOffValue', {
              services: value.services.map((kind) => translate(`kinds.${kind}`)).join(', '),
            })
          : translate('operator.reference.allOn')}
      </strong>
    ),
    minimumRentRate: () => (
      <>
        {rateOf(
          translate('operator.reference.rateOf', {
            year: value.year,
            use: translate(`uses.${value.propertyUse}`),
            zone: translate(`zones.${value.settlementZone}`),
          }),
        )}
        {sum('operator.reference.ratePerM2')}
      </>
    ),
    vehicleRentRate: () => (
      <>
        {rateOf(
          translate('operator.reference.vehicleRateOf', {
            year: value.year,
            vehicleClass: translate(`vehicleClasses.${value.vehicleClass}`),
          }),
        )}
        {sum('operator.reference.ratePerVehicle')}
      </>
    ),
    regionalCoefficient: () => (
      <>
        {rateOf(place(value.soato ?? ''))}
        <strong>{translate('operator.reference.coefficientValue', { coefficient: value.coefficient })}</strong>
      </>
    ),
    taxRate: () => (
      <>
        {rateOf(translate(`operator.reference.taxCodes.${value.code}`))}
        <strong>{translate('operator.reference.percentValue', { percent: value.percent })}</strong>
      </>
    ),
    helpVideo: () => {
      const languages = CAPTIONS.filter(([, key]) => value[key]).map(([language]) =>
        translate(`operator.reference.captionLanguages.${language}`),
      );
      return (
        <>
          {rateOf(translate(`operator.reference.helpTopics.${value.topic}`))}
          <strong style={{ overflowWrap: 'anywhere' }}>{value.videoUrl}</strong>
          {rateOf(
            languages.length
              ? translate('operator.reference.captionsIn', { languages: languages.join(', ') })
              : translate('operator.reference.noCaptions'),
          )}
        </>
      );
    },
  } satisfies Record<ReferenceChange['kind'], () => ReactNode>;
  return (
    <>
      {shown[change.kind]()}
      {value.source && <Typography variant="body2">{value.source}</Typography>}
    </>
  );
}
