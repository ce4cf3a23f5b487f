import { useQuery } from '@tanstack/react-query';
import { ContractState, type InfoPanel } from '@rent/domain';
import { api } from '@/api/http';
import { INFO_PANEL_KEY } from '@/api/info-panel';
import { getToken } from '@/api/session';

/** Incoming contracts awaiting the user's approval (state 10): the contracts-list tab's badge. */
export function useIncomingCount(): number {
  const { data } = useQuery({
    queryKey: INFO_PANEL_KEY,
    queryFn: () => api<InfoPanel>('/contract/info-panel'),
    enabled: !!getToken(),
    staleTime: 15_000,
  });
  return data?.inComing.find((e) => e.state === ContractState.AwaitingApproval)?.rentCount ?? 0;
}
