import type { TranslateFunction } from 'react-admin';
import type { StaffAccount } from '@rent/domain';

/**
 * What the accounts screen names in the reader's language (backend one-time-codes.ts CodePurpose,
 * sessions.ts SessionVia, metrics.ts SmsOutcome); a value not here (a newer backend's) shows as it is.
 * The SMS gateways are names of firms and stay as they are.
 */
export const CODE_PURPOSES = ['sign-in', 'phone'] as const;
export const SESSION_VIAS = ['sms', 'app', 'oidc', 'backdoor'] as const;
export const SMS_OUTCOMES = ['sent', 'rejected', 'failed'] as const;

export const codePurposeLabel = (translate: TranslateFunction, purpose: string): string =>
  translate(`operator.accounts.purposes.${purpose}`, { _: purpose });
export const sessionViaLabel = (translate: TranslateFunction, via: string): string =>
  translate(`operator.accounts.via.${via}`, { _: via });
export const smsOutcomeLabel = (translate: TranslateFunction, outcome: string): string =>
  translate(`operator.accounts.outcomes.${outcome}`, { _: outcome });

/**
 * How a login's sign-ins stand, as a sentence's key and its values. No account is ever locked
 * (backend sign-in-limits.ts): wrong passwords past the limit only slow every address down to one try at
 * the login a while, until the count's window ends; the owner at their own address still gets in.
 */
export function signInStanding(signIn: StaffAccount['signIn']): { key: string; args: Record<string, number> } {
  const { wrongPasswords: n, limit, slowedDown, secondsLeft } = signIn;
  const minutes = Math.max(1, Math.ceil((secondsLeft ?? 0) / 60));
  if (n === 0) return { key: 'operator.accounts.standing.clear', args: { limit } };
  if (slowedDown) return { key: 'operator.accounts.standing.slowed', args: { n, limit, minutes } };
  return { key: 'operator.accounts.standing.counting', args: { n, limit, minutes } };
}

/** A user's roles as the reader names them: the staff's roles and grant, a taxpayer's kind of party. */
export const accountRolesLabel = (translate: TranslateFunction, roles: readonly string[]): string =>
  roles
    .map((role) => translate(`operator.roles.${role}`, { _: translate(`partyTypes.${role}`, { _: role }) }))
    .join(', ');

/** A login's kind as the portal names it: a company's TIN, a person's PINFL. */
export const loginTypeLabel = (translate: TranslateFunction, loginType: string): string =>
  loginType === 'YUR' ? translate('app.tin') : loginType === 'JIS' ? translate('app.pinfl') : loginType;
