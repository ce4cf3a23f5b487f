import { useQuery } from '@tanstack/react-query';
import type { RentableProperty } from '@rent/domain';
import { api } from '@/api/http';

/** The signed-in party's objects it may rent out, with their vacant area: asked once for the whole form. */
export const useMyProperties = () =>
  useQuery({
    queryKey: ['my-properties'],
    queryFn: () => api<RentableProperty[]>('/catalog-general/my-properties'),
  });
