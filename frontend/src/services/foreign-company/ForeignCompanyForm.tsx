import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { RealEstateKindForm } from '@/services/real-estate/real-estate-kind';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/foreign-company: premises rented to a foreign company registered as a non-resident taxpayer. */
const foreignCompanyForm: RealEstateKindForm = { kind: 'FOREIGN_COMPANY' };

export const ForeignCompanyForm = ({ prefill }: ServicePageProps) => (
  <RealEstateForm form={foreignCompanyForm} prefill={prefill} />
);
