import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/mobile-trade: a spot for a kiosk, trailer or tent, rented to a sole proprietor. */
export const MobileTradeForm = ({ prefill }: ServicePageProps) => <RealEstateForm kind="MOBILE_TRADE" prefill={prefill} />;
