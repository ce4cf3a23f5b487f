import { z } from 'zod';
import { accountSchema } from './account.js';
import { instant } from './json-values.js';

/** What the first step of sign-in answers (`POST /api/auth/login`, `…/resend`): where the code went (masked) and until when it holds. */
export const signInChallengeSchema = z.object({ challengeId: z.string(), phone: z.string(), expiresAt: instant });
export type SignInChallenge = z.infer<typeof signInChallengeSchema>;

/**
 * A new session as the browser receives it (`POST /api/auth/login/confirm`, the third party's finish, the
 * backdoor): the access token and the account; the refresh token travels in its cookie only.
 */
export const sessionAnswerSchema = z.object({ token: z.string(), account: accountSchema });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** A session renewed (`POST /api/auth/refresh`): the new access token. */
export const renewedSessionSchema = z.object({ token: z.string() });
export type RenewedSession = z.infer<typeof renewedSessionSchema>;

/**
 * Where a sign-in stands while its browser waits for the person to approve it on a signed-in device
 * (`GET /api/auth/login/{challengeId}/state`); approved, it answers that browser the session.
 */
export const signInStateSchema = z.union([
  z.object({ state: z.enum(['pending', 'refused', 'expired']) }),
  sessionAnswerSchema.extend({ state: z.literal('approved') }),
]);
export type SignInState = z.infer<typeof signInStateSchema>;

/** A sign-in waiting elsewhere that this signed-in device may approve or refuse (`GET /api/auth/pending-sign-ins`). */
export const pendingSignInSchema = z.object({
  challengeId: z.string(),
  createdAt: instant,
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

/** Whether sign-in through the outside identity provider is on (`GET /api/auth/third-party`). */
export const thirdPartyAvailabilitySchema = z.object({ enabled: z.boolean() });
export type ThirdPartyAvailability = z.infer<typeof thirdPartyAvailabilitySchema>;

/** What the provider put in the return address (code, state, iss), handed over as it came (`POST /api/auth/third-party/finish`). */
export const thirdPartyFinishSchema = z.object({ query: z.string().max(4000) }).strict();
export type ThirdPartyFinishInput = z.infer<typeof thirdPartyFinishSchema>;

/** What a phone change answers (`POST /api/account/phone`): where the codes went (masked); `oldPhone` null when there was no number to replace. */
export const phoneChallengeSchema = signInChallengeSchema.extend({ oldPhone: z.string().nullable() });
export type PhoneChallenge = z.infer<typeof phoneChallengeSchema>;

/** Another code for the challenge this browser opened (`POST /api/auth/login/resend`). */
export const resendCodeSchema = z.object({ challengeId: z.uuid() }).strict();
export type ResendCodeInput = z.infer<typeof resendCodeSchema>;
