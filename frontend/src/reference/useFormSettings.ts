import { useQuery } from '@tanstack/react-query';
import type { FormSettings } from '@rent/domain';
import { api } from '@/api/http';

/** The committee's settings the forms follow; they change rarely. */
export const formSettingsQuery = {
  queryKey: ['form-settings'],
  queryFn: () => api<FormSettings>('/reference/form-settings'),
  staleTime: 10 * 60_000,
};

export const useFormSettings = () => useQuery(formSettingsQuery);
