import type { AuthProvider } from 'react-admin';
import { clearSession, getToken } from '@/api/session';
import { authProvider } from '@/providers/authProvider';

/** Where a visitor to the back-office signs in: the portal's own login, by PINFL, password and SMS code. */
export const SIGN_IN = '/login?type=JIS';

/**
 * The portal's session, as the back-office checks it: the same token and account (its roles are the
 * permissions the screens are chosen by); without one, or when the API no longer takes it, to sign-in.
 */
export const operatorAuth: AuthProvider = {
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
};
