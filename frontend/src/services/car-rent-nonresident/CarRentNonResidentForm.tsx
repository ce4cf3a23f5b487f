import { CarRentForm } from '@/services/car-rent/CarRentForm';
import type { ServicePageProps } from '@/services/service-plugin';

/** /car/rent-noresident: a vehicle rented to a non-resident taxpayer. */
export const CarRentNonResidentForm = ({ prefill }: ServicePageProps) => (
  <CarRentForm kind="CAR_RENT_NONRESIDENT" prefill={prefill} />
);
