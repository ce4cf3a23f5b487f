import { warehouseSection } from './WarehouseFields';
import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { RealEstateKindForm } from '@/services/real-estate/real-estate-kind';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/warehouse-service: storage in the lessor's warehouse for a monthly payment and a share of the yearly turnover. */
const warehouseForm: RealEstateKindForm = { kind: 'WAREHOUSE', hint: true, details: warehouseSection };

export const WarehouseForm = ({ prefill }: ServicePageProps) => (
  <RealEstateForm form={warehouseForm} prefill={prefill} />
);
