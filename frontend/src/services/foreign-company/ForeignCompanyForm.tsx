import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/foreign-company: premises rented to a foreign company registered as a non-resident taxpayer. */
export const ForeignCompanyForm = ({ prefill }: ServicePageProps) => <RealEstateForm kind="FOREIGN_COMPANY" prefill={prefill} />;
