import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { RealEstateKindForm } from '@/services/real-estate/real-estate-kind';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/letter-of-guarantee: preliminary rent data for a legal entity registered in the last ten days. */
const letterOfGuaranteeForm: RealEstateKindForm = { kind: 'LETTER_OF_GUARANTEE', hint: true };

export const LetterOfGuaranteeForm = ({ prefill }: ServicePageProps) => (
  <RealEstateForm form={letterOfGuaranteeForm} prefill={prefill} />
);
