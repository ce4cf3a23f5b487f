import { landFeeSection } from './LandFeeField';
import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { RealEstateKindForm } from '@/services/real-estate/real-estate-kind';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/land-rent: a land plot rented out for a multiple (1 to 3) of its land tax rate. */
const landRentForm: RealEstateKindForm = { kind: 'LAND_RENT', onPlot: true, price: landFeeSection };

export const LandRentForm = ({ prefill }: ServicePageProps) => <RealEstateForm form={landRentForm} prefill={prefill} />;
