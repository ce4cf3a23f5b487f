import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { RealEstateKindForm } from '@/services/real-estate/real-estate-kind';
import type { ServicePageProps } from '@/services/service-plugin';
import { kinshipSection } from '@/services/KinshipField';
import { householdSection } from '@/services/HouseholdFields';
import { sectionsTogether } from '@/services/kind-fields';

/**
 * /services/other-rent: a lessor registers a real-estate rent contract and sends it to the lessee, who may
 * be declared a close relative (no minimum rent then); a person's home names who lives there and who pays
 * which utility.
 */
const otherRentForm: RealEstateKindForm = {
  kind: 'OTHER_RENT',
  details: sectionsTogether(kinshipSection, householdSection),
};

export const OtherRentForm = ({ prefill }: ServicePageProps) => (
  <RealEstateForm form={otherRentForm} prefill={prefill} asLesseePath="/services/other-rent/as-lessee" />
);

/**
 * /services/other-rent/as-lessee (issue 21): the lessee registers a contract its lessor has not, on the same
 * form; the kinship and household sections are the lessor's declarations and stay on the lessor's form.
 */
export const OtherRentAsLesseeForm = () => (
  <RealEstateForm form={{ kind: 'OTHER_RENT' }} asLessee lessorFormPath="/services/other-rent" />
);
