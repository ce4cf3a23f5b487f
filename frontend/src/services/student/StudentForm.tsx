import { RealEstateForm } from '@/services/real-estate/RealEstateForm';

/** /services/student: a landlord rents a flat to students (the first the lessee, the rest co-tenants). */
export const StudentForm = () => <RealEstateForm kind="STUDENT" />;
