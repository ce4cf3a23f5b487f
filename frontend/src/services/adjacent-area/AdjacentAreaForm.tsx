import { adjacentAreaSection } from './AdjacentAreaFields';
import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { RealEstateKindForm } from '@/services/real-estate/real-estate-kind';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/adjacent-area (legal entities only): part of a land plot next to a business's own object. */
const adjacentAreaForm: RealEstateKindForm = {
  kind: 'ADJACENT_AREA',
  hint: true,
  onPlot: true,
  details: adjacentAreaSection,
};

export const AdjacentAreaForm = ({ prefill }: ServicePageProps) => (
  <RealEstateForm form={adjacentAreaForm} prefill={prefill} />
);
