import { RealEstateForm } from '@/services/real-estate/RealEstateForm';

/** /services/foreign-company: premises rented to a foreign company registered as a non-resident taxpayer. */
export const ForeignCompanyForm = () => <RealEstateForm kind="FOREIGN_COMPANY" />;
