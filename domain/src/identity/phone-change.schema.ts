import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { phoneSchema } from '../rules/identifiers.js';

/**
 * A new phone for the signed-in account (spec §5). A bearer token alone must not move the account to
 * another number (a stolen token would become lasting control of it), so the account's password comes
 * with it, and the number it replaces gets a code of its own that must come back too.
 */
export const phoneChangeSchema = z
  .object({
    phone: phoneSchema,
    password: z.string({ error: MessageKeys.required }).min(1, MessageKeys.required).max(200, MessageKeys.invalidValue),
  })
  .strict();

export type PhoneChangeInput = z.infer<typeof phoneChangeSchema>;

const code = z
  .string({ error: MessageKeys.required })
  .trim()
  .regex(/^\d{6}$/, MessageKeys.codeFormat);

/** The code sent to the new number and, when the account had one, the code sent to the number it replaces. */
export const phoneConfirmSchema = z
  .object({
    challengeId: z.uuid({ error: MessageKeys.codeWrongOrUsed }),
    code,
    oldCode: code.optional(),
  })
  .strict();

export type PhoneConfirmInput = z.infer<typeof phoneConfirmSchema>;
