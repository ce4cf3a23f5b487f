import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/other-rent: a lessor registers a real-estate rent contract and sends it to the lessee. */
export const OtherRentForm = ({ prefill }: ServicePageProps) => <RealEstateForm kind="OTHER_RENT" prefill={prefill} />;
