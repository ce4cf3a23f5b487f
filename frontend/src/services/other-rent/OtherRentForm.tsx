import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { RealEstateKindForm } from '@/services/real-estate/real-estate-kind';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/other-rent: a lessor registers a real-estate rent contract and sends it to the lessee. */
const otherRentForm: RealEstateKindForm = { kind: 'OTHER_RENT' };

export const OtherRentForm = ({ prefill }: ServicePageProps) => (
  <RealEstateForm form={otherRentForm} prefill={prefill} />
);
