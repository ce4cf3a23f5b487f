import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Employer, RepresentedParty, UnreadCount } from '@rent/domain';
import { api } from '@/api/http';
import { infoPanelRead } from '@/api/info-panel';
import { authProvider } from './authProvider';

/**
 * The reads the signed-in chrome makes on every page (the header's name and roles, the bell, whom one may
 * act for, the contracts tab's badge), defined once for their hooks and for main.tsx, which asks for them
 * while the page's code downloads. Drawn with them, the first page needs no second render of the whole
 * header as each answer comes, and its effects start no request. Each stays fresh a while, so the hooks
 * that mount right after do not ask again; a change of one's own refreshes its read (invalidateQueries).
 */

/** How long the identity stays fresh: react-admin's own default for useGetIdentity. */
export const IDENTITY_FRESH_MS = 5 * 60_000;

/** react-admin's useGetIdentity reads this key (ra-core auth/useGetIdentity). */
export const identityRead = queryOptions({
  queryKey: ['auth', 'getIdentity'],
  queryFn: () => authProvider.getIdentity!(),
  staleTime: IDENTITY_FRESH_MS,
});

export const unreadCountRead = queryOptions({
  queryKey: ['notifications', 'unread'],
  queryFn: () => api<UnreadCount>('/notifications/unread-count'),
  staleTime: 15_000,
});

/** Whom the person works for and who authorised them: their own, asked without the party acted for. */
export const employersRead = queryOptions({
  queryKey: ['employers'],
  queryFn: () => api<Employer[]>('/account/employers', { asSelf: true }),
  staleTime: 60_000,
});

export const representedRead = queryOptions({
  queryKey: ['represented'],
  queryFn: () => api<RepresentedParty[]>('/account/represented', { asSelf: true }),
  staleTime: 60_000,
});

/**
 * Asks for all of them; settles when they have answered or failed (a failed one is asked again by its
 * hook, which shows its own error), or after `patience` ms, so a slow API does not hold the page back.
 */
export function prefetchSessionReads(client: QueryClient, patience: number): Promise<unknown> {
  const reads = Promise.all([
    client.prefetchQuery(identityRead),
    client.prefetchQuery(unreadCountRead),
    client.prefetchQuery(employersRead),
    client.prefetchQuery(representedRead),
    client.prefetchQuery(infoPanelRead),
  ]);
  return Promise.race([reads, new Promise((resolve) => setTimeout(resolve, patience))]);
}
