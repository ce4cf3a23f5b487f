import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/operative: the giver hands space to the taker in operative management, without the right of disposal. */
export const OperativeForm = ({ prefill }: ServicePageProps) => <RealEstateForm kind="OPERATIVE" prefill={prefill} />;
