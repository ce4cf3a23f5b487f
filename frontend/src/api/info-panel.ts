import { queryOptions } from '@tanstack/react-query';
import type { InfoPanel } from '@rent/domain';
import { api } from './http';

/** The query key of GET /api/contract/info-panel: the tab badge and the cabinet read it, and every step or registration refreshes it. */
export const INFO_PANEL_KEY = ['info-panel'] as const;

/** The contract counts per box and state (the contracts tab's badge, the cabinet), fresh for 15 s. */
export const infoPanelRead = queryOptions({
  queryKey: INFO_PANEL_KEY,
  queryFn: () => api<InfoPanel>('/contract/info-panel'),
  staleTime: 15_000,
});
