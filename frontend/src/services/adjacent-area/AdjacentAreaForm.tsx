import { RealEstateForm } from '@/services/real-estate/RealEstateForm';

/** /services/adjacent-area (legal entities only): part of a land plot next to a business's own object. */
export const AdjacentAreaForm = () => <RealEstateForm kind="ADJACENT_AREA" />;
