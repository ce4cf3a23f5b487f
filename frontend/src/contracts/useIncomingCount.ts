import { useQuery } from '@tanstack/react-query';
import { ContractState, type InfoPanel } from '@rent/domain';
import { api } from '../api/http';
import { getToken } from '../api/session';

export const INFO_PANEL_KEY = ['info-panel'] as const;

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
