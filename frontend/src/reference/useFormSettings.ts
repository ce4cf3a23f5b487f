import { useQuery } from '@tanstack/react-query';
import type { ServiceKindCode } from '@rent/domain';
import { api } from '@/api/http';

export interface FormSettings {
  /** A monthly rent above this is confirmed once more (spec §5). */
  rentConfirmationThreshold: number;
  /** Every step is signed with an E-IMZO key before it is sent. */
  signatureRequired: boolean;
  /** The portal's site keys for the E-IMZO helper, domain, key, domain, key…, registered before any other call. */
  eimzoApiKeys: string[];
  /** Service kinds the committee switched off: their pages say "under development". */
  servicesOff: ServiceKindCode[];
}

/** The committee's settings the forms follow; they change rarely. */
export const formSettingsQuery = { queryKey: ['form-settings'], queryFn: () => api<FormSettings>('/reference/form-settings'), staleTime: 10 * 60_000 };

export const useFormSettings = () => useQuery(formSettingsQuery);
