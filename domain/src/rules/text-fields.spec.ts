import { describe, expect, it } from '@jest/globals';
import { MessageKeys } from '../i18n-keys.js';
import { isKeepableText, TEXT_FIELDS, textField } from './text-fields.js';

const FIELDS = Object.entries(TEXT_FIELDS);

/** The message of the first issue, as the API's error body names it, or null when the value is taken. */
const refusal = (field: (typeof TEXT_FIELDS)[keyof typeof TEXT_FIELDS], value: unknown): string | null => {
  const parsed = textField(field).safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

/** What no field may hold, wherever it stands in the text. */
const UNKEEPABLE = {
  NUL: '\u0000',
  'a C0 control': '\u0001',
  'an escape': '\u001b',
  DEL: '\u007f',
  'a C1 control (NEL)': '\u0085',
  'an unpaired high surrogate': '\ud800',
  'an unpaired low surrogate': '\udfff',
  'a reversed pair of surrogates': '\udc00\ud800',
  'the noncharacter U+FFFF': '\uffff',
  'a right-to-left override': '\u202e',
  'a bidirectional isolate': '\u2067',
};

describe('every free-text field of the API, built from its length and its lines', () => {
  it.each(FIELDS)('given %s, when a text of its greatest length is sent, then it is taken', (_name, field) =>
    expect(refusal(field, 'x'.repeat(field.max))).toBeNull(),
  );

  it.each(FIELDS)(
    'given %s, when a text is one character longer, then it is its own "too long" or else an invalid value',
    (_name, field) =>
      expect(refusal(field, 'x'.repeat(field.max + 1))).toBe(
        'tooLong' in field ? field.tooLong : MessageKeys.invalidValue,
      ),
  );

  it.each(FIELDS)(
    'given %s, when a text in the portal’s scripts with an emoji is sent, then it is taken as typed',
    (_name, field) =>
      expect(textField(field).parse('  Oʻzbekiston — Ўзбекистон, Россия 😀  ')).toBe(
        'Oʻzbekiston — Ўзбекистон, Россия 😀',
      ),
  );

  it.each(
    FIELDS.flatMap(([name, field]) => Object.entries(UNKEEPABLE).map(([what, ch]) => [name, what, field, ch] as const)),
  )('given %s, when the text holds %s, then it is refused for its characters', (_name, _what, field, ch) =>
    expect(refusal(field, `a${ch}b`)).toBe(MessageKeys.textInvalidCharacters),
  );

  it.each(FIELDS)(
    'given %s, when it is not a string, then it is refused as missing or invalid, never taken',
    (_name, field) => {
      for (const value of [null, 12, true, [], {}])
        expect(refusal(field, value)).toBe(field.required ?? MessageKeys.invalidValue);
    },
  );

  it('a required field refuses a blank text with its own message; an optional one takes it as empty', () => {
    expect(refusal(TEXT_FIELDS.reason, ' \n ')).toBe(MessageKeys.reasonRequired);
    expect(refusal(TEXT_FIELDS.contractNumber, '   ')).toBe(MessageKeys.required);
    expect(textField(TEXT_FIELDS.purpose).parse('   ')).toBe('');
  });

  it('a paragraph keeps its lines and tabs; a line (a number, a search) has none', () => {
    expect(refusal(TEXT_FIELDS.reason, 'Birinchi qator\r\n\tikkinchi qator')).toBeNull();
    expect(refusal(TEXT_FIELDS.contractNumber, 'IJ\n17')).toBe(MessageKeys.textInvalidCharacters);
    expect(refusal(TEXT_FIELDS.listSearch, 'IJ\t17')).toBe(MessageKeys.textInvalidCharacters);
    expect(refusal(TEXT_FIELDS.contractNumber, 'IJ\u202817')).toBe(MessageKeys.textInvalidCharacters);
  });

  it('a pair of surrogates is one character (an emoji), not two unpaired ones', () => {
    expect(isKeepableText('\ud83d\ude00', 'one')).toBe(true);
    expect(isKeepableText('\ud83d', 'one')).toBe(false);
  });
});
