import { CarRentForm } from '@/services/car-rent/CarRentForm';

/** /car/rent-noresident: a vehicle rented to a non-resident taxpayer. */
export const CarRentNonResidentForm = () => <CarRentForm kind="CAR_RENT_NONRESIDENT" />;
