import type { AuthProvider } from 'react-admin';
import type { Account, SessionAnswer, SignInCodeInput } from '@rent/domain';
import { api } from '@/api/http';
import { clearSession, getToken, setSession } from '@/api/session';

/** The signed-in account as `GET /api/oauth/account` answers it: the domain's API shape. */
export type { Account } from '@rent/domain';

export const isLegal = (account: Pick<Account, 'roles'> | undefined): boolean => !!account?.roles.includes('LEGAL');

export const authProvider: AuthProvider = {
  /**
   * The second step of sign-in (pages/Login): the SMS code of the challenge the password opened, or the
   * session the waiting page (or the way back from OneID) received. The answer holds the access token;
   * the refresh token came in its HttpOnly cookie, which this code never sees.
   */
  async login(input: SignInCodeInput | Pick<SessionAnswer, 'token'>) {
    const session =
      'token' in input ? input : await api<SessionAnswer>('/auth/login/confirm', { method: 'POST', body: input });
    setSession(session.token);
  },
  async logout() {
    if (getToken()) await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
    return '/';
  },
  async checkAuth() {
    if (!getToken()) throw { redirectTo: '/', message: false };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: '/', message: false };
    }
  },
  async getIdentity() {
    const account = await api<Account>('/oauth/account');
    return { id: account.userId, fullName: account.name, ...account };
  },
  async getPermissions() {
    if (!getToken()) return [];
    const account = await api<Account>('/oauth/account');
    return account.roles;
  },
};
