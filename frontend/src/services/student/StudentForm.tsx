import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/student: a landlord rents a flat to students (the first the lessee, the rest co-tenants). */
export const StudentForm = ({ prefill }: ServicePageProps) => <RealEstateForm kind="STUDENT" prefill={prefill} />;
