import { RealEstateForm } from '@/services/real-estate/RealEstateForm';

/** /services/land-rent: a land plot rented out for a multiple (1 to 3) of its land tax rate. */
export const LandRentForm = () => <RealEstateForm kind="LAND_RENT" />;
