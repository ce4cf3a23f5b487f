import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { RealEstateKindForm } from '@/services/real-estate/real-estate-kind';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/operative: the giver hands space to the taker in operative management, without the right of disposal. */
const operativeForm: RealEstateKindForm = { kind: 'OPERATIVE', ownObjectsOnly: true };

export const OperativeForm = ({ prefill }: ServicePageProps) => (
  <RealEstateForm form={operativeForm} prefill={prefill} />
);
