import { studentsSection } from './StudentsField';
import { utilitiesSection } from '@/services/HouseholdFields';
import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { RealEstateKindForm } from '@/services/real-estate/real-estate-kind';
import type { ServicePageProps } from '@/services/service-plugin';

/**
 * /services/student: a landlord rents a flat to students (the first the lessee, the rest co-tenants), and
 * says who pays which utility.
 */
const studentForm: RealEstateKindForm = { kind: 'STUDENT', lessees: studentsSection, details: utilitiesSection };

export const StudentForm = ({ prefill }: ServicePageProps) => <RealEstateForm form={studentForm} prefill={prefill} />;
