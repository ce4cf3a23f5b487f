import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';

/**
 * Why an operator enters as a taxpayer (`POST /api/operator/backdoor/by-tin/{tin}`, answered with that
 * session): a reason worth the audit, a sentence, not a letter or two.
 */
export const backdoorEntrySchema = z
  .object({ reason: textField(TEXT_FIELDS.backdoorReason).min(5, MessageKeys.reasonRequired) })
  .strict();
export type BackdoorEntryInput = z.infer<typeof backdoorEntrySchema>;
