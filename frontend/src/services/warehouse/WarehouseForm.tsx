import { RealEstateForm } from '@/services/real-estate/RealEstateForm';

/** /services/warehouse-service: storage in the lessor's warehouse for a monthly payment and a share of the yearly turnover. */
export const WarehouseForm = () => <RealEstateForm kind="WAREHOUSE" />;
