import { RealEstateForm } from '@/services/real-estate/RealEstateForm';

/** /services/operative: the giver hands space to the taker in operative management, without the right of disposal. */
export const OperativeForm = () => <RealEstateForm kind="OPERATIVE" />;
