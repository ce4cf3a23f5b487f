import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/leasing: a leasing contract (a term over twelve months) between a lessor and a lessee in leasing. */
export const LeasingForm = ({ prefill }: ServicePageProps) => <RealEstateForm kind="LEASING" prefill={prefill} />;
