import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { isPinfl, isTin } from '../rules/identifiers.js';

/**
 * Sign-in (spec §2): legal entities (YUR) by TIN, individuals and sole traders (JIS) by PINFL, with a
 * password.
 */
export const LoginType = { Legal: 'YUR', Individual: 'JIS' } as const;
export type LoginTypeCode = (typeof LoginType)[keyof typeof LoginType];

export const loginSchema = z
  .object({
    type: z.enum(['YUR', 'JIS'], { error: MessageKeys.required }),
    login: z.string({ error: MessageKeys.required }).trim().min(1, MessageKeys.required),
    password: z.string({ error: MessageKeys.required }).min(1, MessageKeys.required).max(200, MessageKeys.invalidValue),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'YUR' && !isTin(v.login)) {
      ctx.addIssue({ code: 'custom', path: ['login'], message: MessageKeys.tinInvalid });
    }
    if (v.type === 'JIS' && !isPinfl(v.login)) {
      ctx.addIssue({ code: 'custom', path: ['login'], message: MessageKeys.pinflInvalid });
    }
  });

export type LoginInput = z.infer<typeof loginSchema>;

/** The second step of sign-in: the code the SMS brought, for the challenge the first step opened. */
export const signInCodeSchema = z
  .object({
    challengeId: z.uuid({ error: MessageKeys.codeWrongOrUsed }),
    code: z
      .string({ error: MessageKeys.required })
      .trim()
      .regex(/^\d{6}$/, MessageKeys.codeFormat),
  })
  .strict();

export type SignInCodeInput = z.infer<typeof signInCodeSchema>;
