import type { Limit } from '../../redis/rate-limiter.js';

/**
 * How often one may try to sign in. Nothing here locks an account: a limit an attacker can reach for
 * someone else's login (the old five wrong passwords, fifteen minutes) keeps the owner out, so each
 * counter stops the one who runs it up.
 *
 * - `address`: every sign-in request from one address (a script walking many accounts).
 * - `addressLogin`: every try at one login from one address (guessing one account's password).
 * - `loginFailures`: wrong passwords for one login from anywhere (guessing from many addresses). It
 *   refuses no one by itself: once reached, each address gets one try at that login per window, so the
 *   owner coming from their own address still signs in while the guessing crawls.
 * - `phone`: codes to one number (SMS bombing of a phone).
 * - `codes`: code tries and new codes asked from one address.
 *
 * Unknown logins count exactly as known ones, so the answers never tell them apart.
 */
export const SIGN_IN_LIMITS = {
  address: { name: 'sign-in-address', limit: 100, windowSeconds: 600 },
  addressLogin: { name: 'sign-in-address-login', limit: 10, windowSeconds: 600 },
  loginFailures: { name: 'sign-in-login-failures', limit: 20, windowSeconds: 3600 },
  phone: { name: 'sms-phone', limit: 5, windowSeconds: 600 },
  codes: { name: 'code-address', limit: 100, windowSeconds: 600 },
} satisfies Record<string, Limit>;

/**
 * Phone changes, each of which sends one or two SMS at the committee's cost (SMS pumping): per account
 * and per address, by the hour and by the day, besides the limit per number above.
 */
export const PHONE_CHANGE_LIMITS = {
  user: { name: 'phone-change-user', limit: 5, windowSeconds: 3600 },
  userDay: { name: 'phone-change-user-day', limit: 10, windowSeconds: 86_400 },
  address: { name: 'phone-change-address', limit: 20, windowSeconds: 3600 },
  addressDay: { name: 'phone-change-address-day', limit: 60, windowSeconds: 86_400 },
} satisfies Record<string, Limit>;
