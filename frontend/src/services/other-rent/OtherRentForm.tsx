import { RealEstateForm } from '@/services/real-estate/RealEstateForm';

/** /services/other-rent: a lessor registers a real-estate rent contract and sends it to the lessee. */
export const OtherRentForm = () => <RealEstateForm kind="OTHER_RENT" />;
