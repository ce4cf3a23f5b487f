import { useQuery } from '@tanstack/react-query';
import { useLocaleState, usePermissions } from 'react-admin';
import { mayDo, type SearchRegion } from '@rent/domain';
import { api } from '@/api/http';

/**
 * The classifier's regions with their districts (`GET /api/operator/regions`), read once per screen; not
 * asked for by a reader not offered them (the staff who propose reference data are).
 */
export function useRegions(): SearchRegion[] {
  const { permissions } = usePermissions<string[]>();
  return (
    useQuery({
      queryKey: ['operator-reference', 'regions'],
      queryFn: () => api<SearchRegion[]>('/operator/regions'),
      staleTime: Infinity,
      enabled: mayDo(permissions ?? [], 'searchContracts'),
    }).data ?? []
  );
}

/** A place's name in the interface's language. */
export function usePlaceName() {
  const [locale] = useLocaleState();
  return (name: SearchRegion['name']) => name[locale as keyof SearchRegion['name']] ?? name['uz-Latn'];
}

/** A region's or a district's name by its SOATO, or the SOATO itself when the classifier is not at hand. */
export function usePlaceBySoato() {
  const regions = useRegions();
  const placeName = usePlaceName();
  const names = new Map<string, SearchRegion['name']>();
  for (const region of regions) {
    names.set(`17${region.region}`, region.name);
    for (const district of region.districts) names.set(district.soato, district.name);
  }
  return (soato: string) => {
    const name = names.get(soato);
    return name ? placeName(name) : soato;
  };
}
