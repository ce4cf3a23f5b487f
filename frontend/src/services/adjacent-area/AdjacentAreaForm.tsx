import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/adjacent-area (legal entities only): part of a land plot next to a business's own object. */
export const AdjacentAreaForm = ({ prefill }: ServicePageProps) => <RealEstateForm kind="ADJACENT_AREA" prefill={prefill} />;
