import { useQuery } from '@tanstack/react-query';
import { ContractState } from '@rent/domain';
import { infoPanelRead } from '@/api/info-panel';
import { getToken } from '@/api/session';

/** Incoming contracts awaiting the user's approval (state 10): the contracts-list tab's badge. */
export function useIncomingCount(): number {
  const { data } = useQuery({ ...infoPanelRead, enabled: !!getToken() });
  return data?.inComing.find((e) => e.state === ContractState.AwaitingApproval)?.rentCount ?? 0;
}
