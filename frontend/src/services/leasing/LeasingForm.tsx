import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { RealEstateKindForm } from '@/services/real-estate/real-estate-kind';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/leasing: a leasing contract (a term over twelve months) between a lessor and a lessee in leasing. */
const leasingForm: RealEstateKindForm = { kind: 'LEASING', hint: true };

export const LeasingForm = ({ prefill }: ServicePageProps) => <RealEstateForm form={leasingForm} prefill={prefill} />;
