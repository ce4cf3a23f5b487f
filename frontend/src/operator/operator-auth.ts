import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import type { Account } from '@rent/domain';
import { api } from '@/api/http';
import { clearSession, getToken } from '@/api/session';
import { authProvider } from '@/providers/authProvider';
import { IDENTITY_FRESH_MS } from '@/providers/session-reads';

/** Where a visitor to the back-office signs in: the portal's own login, by PINFL, password and SMS code. */
export const SIGN_IN = '/login?type=JIS';

/** Who is signed in: one read for both the name the app bar shows and the roles the screens are chosen by. */
const accountRead = queryOptions({
  queryKey: ['auth', 'account'],
  queryFn: () => api<Account>('/oauth/account'),
  staleTime: IDENTITY_FRESH_MS,
});

/**
 * The portal's session, as the back-office checks it: the same token and account (its roles are the
 * permissions the screens are chosen by); without one, or when the API no longer takes it, to sign-in. The
 * account is read once through the back-office's query cache `client`, which a logout clears.
 */
export const operatorAuth = (client: QueryClient): AuthProvider => ({
  ...authProvider,
  /** A signed-in operator leaving goes to the portal's landing; a visitor react-admin turns away, to sign-in. */
  async logout(params: unknown) {
    const signedIn = !!getToken();
    await authProvider.logout(params);
    return signedIn ? '/' : SIGN_IN;
  },
  async checkAuth() {
    if (!getToken()) throw { redirectTo: SIGN_IN, message: false };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: SIGN_IN, message: false };
    }
  },
  async getIdentity() {
    const account = await client.fetchQuery(accountRead);
    return { id: account.userId, fullName: account.name, ...account };
  },
  async getPermissions() {
    if (!getToken()) return [];
    return (await client.fetchQuery(accountRead)).roles;
  },
});
