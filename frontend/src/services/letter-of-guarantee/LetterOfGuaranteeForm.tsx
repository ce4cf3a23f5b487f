import { RealEstateForm } from '@/services/real-estate/RealEstateForm';

/** /services/letter-of-guarantee: preliminary rent data for a legal entity registered in the last ten days. */
export const LetterOfGuaranteeForm = () => <RealEstateForm kind="LETTER_OF_GUARANTEE" />;
