import { RealEstateForm } from '@/services/real-estate/RealEstateForm';

/** /services/leasing: a leasing contract (a term over twelve months) between a lessor and a lessee in leasing. */
export const LeasingForm = () => <RealEstateForm kind="LEASING" />;
