import { RealEstateForm } from '@/services/real-estate/RealEstateForm';

/** /services/mobile-trade: a spot for a kiosk, trailer or tent, rented to a sole proprietor. */
export const MobileTradeForm = () => <RealEstateForm kind="MOBILE_TRADE" />;
