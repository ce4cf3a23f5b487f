import { mobileObjectSection } from './MobileObjectFields';
import { RealEstateForm } from '@/services/real-estate/RealEstateForm';
import type { RealEstateKindForm } from '@/services/real-estate/real-estate-kind';
import type { ServicePageProps } from '@/services/service-plugin';

/** /services/mobile-trade: a spot for a kiosk, trailer or tent, rented to a sole proprietor. */
const mobileTradeForm: RealEstateKindForm = { kind: 'MOBILE_TRADE', details: mobileObjectSection };

export const MobileTradeForm = ({ prefill }: ServicePageProps) => (
  <RealEstateForm form={mobileTradeForm} prefill={prefill} />
);
