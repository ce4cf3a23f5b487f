import { z } from 'zod';
import { type MessageKey, MessageKeys } from '../i18n-keys.js';
import { isLocalDate } from './local-date.js';

/**
 * A required string field in a form: absent or blank is "{label} ga maʼlumot kiritish majburiy" (spec §5),
 * and only a field that holds something is checked for its form (`format`, else `message`). One issue per
 * field, none aborting: an empty date, id or object does not also say its format hint, and the object's own
 * checks (the end date after the start) still run beside the other fields' messages.
 */
export const filledText = (format: (value: string) => boolean, message: MessageKey) =>
  z
    .string({ error: MessageKeys.required })
    .trim()
    .superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: 'custom', message: MessageKeys.required });
      else if (!format(value)) ctx.addIssue({ code: 'custom', message });
    });

/** A required calendar date (YYYY-MM-DD). Here and not beside isLocalDate, so that a page that only reads dates does not load zod. */
export const localDateSchema = filledText(isLocalDate, MessageKeys.dateInvalid);
