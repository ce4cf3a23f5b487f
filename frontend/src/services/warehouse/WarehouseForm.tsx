import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/warehouse-service: storage in the lessor's warehouse for a monthly payment and a share of the yearly turnover. */
export const WarehouseForm = ({ prefill }: ServicePageProps) => <RealEstateForm kind="WAREHOUSE" prefill={prefill} />;
