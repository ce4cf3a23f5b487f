import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';

/**
 * A user as the staff's accounts screen shows them (`GET /api/operator/accounts?login=`, issue 19, screen
 * 5). No account is ever locked (sign-in-limits.ts): wrong passwords for a login, past their limit, slow
 * every address down to one try a window; `signIn` says whether that is so and until when. The phone is
 * shown masked; an SMS's text never.
 */
export const staffAccountSchema = z.object({
  userId: z.string(),
  loginType: z.string(),
  login: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  phone: z.string().nullable(),
  phoneConfirmed: z.boolean(),
  signIn: z.object({
    wrongPasswords: z.number().int(),
    limit: z.number().int(),
    slowedDown: z.boolean(),
    /** Seconds until the window of wrong passwords ends; null when there is none. */
    secondsLeft: z.number().int().nullable(),
  }),
  sessions: z.array(
    z.object({
      id: z.string(),
      via: z.string(),
      createdAt: z.iso.datetime(),
      refreshedAt: z.iso.datetime().nullable(),
      expiresAt: z.iso.datetime(),
      /** The operator behind a backdoor session. */
      operatorId: z.string().nullable(),
    }),
  ),
  /** The one-time codes sent to them: for signing in or confirming a phone, from which address, how many tries. */
  codes: z.array(
    z.object({
      purpose: z.string(),
      address: z.string().nullable(),
      createdAt: z.iso.datetime(),
      closedAt: z.iso.datetime().nullable(),
      codeTries: z.number().int(),
    }),
  ),
  sms: z.array(
    z.object({
      smsId: z.string(),
      gateway: z.string(),
      outcome: z.string(),
      attempt: z.number().int(),
      reason: z.string().nullable(),
      at: z.iso.datetime(),
    }),
  ),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** Why the staff clear a login's count of wrong passwords or end a session: recorded in the audit trail. */
export const staffReasonSchema = z
  .object({ reason: textField(TEXT_FIELDS.backdoorReason).min(5, MessageKeys.reasonRequired) })
  .strict();
export type StaffReason = z.infer<typeof staffReasonSchema>;
