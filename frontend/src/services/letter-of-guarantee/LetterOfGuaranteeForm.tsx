import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/letter-of-guarantee: preliminary rent data for a legal entity registered in the last ten days. */
export const LetterOfGuaranteeForm = ({ prefill }: ServicePageProps) => <RealEstateForm kind="LETTER_OF_GUARANTEE" prefill={prefill} />;
