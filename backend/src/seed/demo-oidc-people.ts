import type { DevOidcPerson } from '../identity/sign-in/dev-oidc/dev-oidc-provider.js';
import { isStaff } from '@rent/domain';
import { demoAccounts } from './demo-data.js';

/** The people the development identity provider offers: every demo party, by its TIN or PINFL. */
export const demoOidcPeople = (): DevOidcPerson[] =>
  demoAccounts
    .filter((a) => !isStaff(a.roles))
    .map((a) => ({ sub: a.login, name: a.name, ...(a.tin ? { tin: a.tin } : { pinfl: a.pinfl! }) }));

/** The development provider's client, as `npm start` and the end-to-end server register the portal with it. */
export const DEV_OIDC_CLIENT = { clientId: 'rent-portal-dev', clientSecret: 'dev-only-oidc-secret' } as const;
