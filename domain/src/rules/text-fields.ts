import { z } from 'zod';
import { type MessageKey, MessageKeys } from '../i18n-keys.js';

/**
 * Every free text the API takes (a contract number, a purpose, a reason, a comment, a search), with its
 * length and what it may hold, in one place. A request schema builds each text field with `textField`
 * from this table, and the forms validate with the same schemas. A text the API accepts is one every
 * place it goes can keep: PostgreSQL (no NUL in text, no unpaired surrogate in jsonb), the XML inside the
 * .docx and .xlsx downloads (no control characters), and the certificate a person reads (no invisible
 * reordering of what it says).
 */
export interface TextField {
  /** The most characters after trimming, counted as JavaScript counts them (UTF-16 code units). */
  max: number;
  /** A line (a number, a name, a search) or a paragraph (a reason, a comment), which may break lines. */
  lines: 'one' | 'many';
  /** The message when it is missing or blank; absent, an empty text is taken (the field is optional). */
  required?: MessageKey;
  /** The message when it is longer than `max`, where a form names the bound; absent, "invalid value". */
  tooLong?: MessageKey;
}

const contractNumber: TextField = { max: 50, lines: 'one', required: MessageKeys.required };
const reason: TextField = { max: 1000, lines: 'many', required: MessageKeys.reasonRequired };

export const TEXT_FIELDS = {
  contractNumber,
  /** A supplementary agreement's own number, kept like a contract's. */
  agreementNumber: contractNumber,
  purpose: { max: 500, lines: 'many' },
  /** The parties' own notes on the contract (spec §3 "notes"): a paragraph or a few, shown to both. */
  notes: { max: 1000, lines: 'many', tooLong: MessageKeys.notesTooLong },
  /** Why a party rejects, asks for a change or a cancellation, or an operator removes a contract. */
  reason,
  /** A withdrawal may say why, or not. */
  optionalReason: { max: reason.max, lines: reason.lines },
  adjacentObjectName: { max: 200, lines: 'one', required: MessageKeys.required },
  ratingComment: { max: 500, lines: 'many' },
  /** What a list is searched for: a contract number or a party's name or id. */
  listSearch: { max: 100, lines: 'one' },
  listNumber: { max: 50, lines: 'one' },
  /** Why an operator enters a taxpayer's cabinet through the backdoor: said in a sentence, kept in the audit. */
  backdoorReason: { max: 500, lines: 'many', required: MessageKeys.reasonRequired },
  /** The page's own words written into a list download (headings, state labels). */
  exportLabel: { max: 200, lines: 'one', required: MessageKeys.required },
  /** The number of the electronic invoice a lessor issued in the invoicing system (spec §1). */
  invoiceNumber: { max: 50, lines: 'one', required: MessageKeys.required },
  /** An attached document's file name, as the party's computer named it (shown, never used as a path). */
  fileName: { max: 255, lines: 'one', required: MessageKeys.documentNotAttached },
} as const satisfies Record<string, TextField>;

/** Line and paragraph separators: a one-line text holds none (tab, line feed and carriage return are below 0x20). */
const LINE_BREAKS = new Set([0x2028, 0x2029]);
const PARAGRAPH_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/**
 * Whether every character of a text can be kept and shown as typed: no C0 or C1 control character (but
 * tab and line breaks in a paragraph), no unpaired surrogate, no noncharacter U+FFFE or U+FFFF, and no
 * bidirectional override or isolate, which would make a certificate read otherwise than it is stored.
 */
export function isKeepableText(text: string, lines: TextField['lines']): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x20 && !(lines === 'many' && PARAGRAPH_CONTROLS.has(c))) return false;
    if (c >= 0x7f && c <= 0x9f) return false;
    // for…of walks code points: a surrogate seen alone here has no partner.
    if (c >= 0xd800 && c <= 0xdfff) return false;
    if (c === 0xfffe || c === 0xffff) return false;
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return false;
    if (lines === 'one' && LINE_BREAKS.has(c)) return false;
  }
  return true;
}

/**
 * The zod schema of one text field: a string (else its "required" message, or "invalid value" for an
 * optional one), trimmed, not blank when required, at most `max` long, and only characters that can be
 * kept. An optional field adds `.optional()` where it is used, as numeric fields do.
 */
export const textField = (field: TextField) => {
  const text = z.string({ error: field.required ?? MessageKeys.invalidValue }).trim();
  return (field.required ? text.min(1, field.required) : text)
    .max(field.max, field.tooLong ?? MessageKeys.invalidValue)
    .refine((v) => isKeepableText(v, field.lines), MessageKeys.textInvalidCharacters);
};
