import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/land-rent: a land plot rented out for a multiple (1 to 3) of its land tax rate. */
export const LandRentForm = ({ prefill }: ServicePageProps) => <RealEstateForm kind="LAND_RENT" prefill={prefill} />;
