import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http';

export interface FormSettings {
  /** A monthly rent above this is confirmed once more (spec §5). */
  rentConfirmationThreshold: number;
  /** Every step is signed with an E-IMZO key before it is sent. */
  signatureRequired: boolean;
}

/** The committee's settings the forms follow; they change rarely. */
export const useFormSettings = (enabled = true) =>
  useQuery({ queryKey: ['form-settings'], queryFn: () => api<FormSettings>('/reference/form-settings'), enabled, staleTime: 10 * 60_000 });
