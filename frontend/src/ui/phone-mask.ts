/**
 * The phone mask of spec §9, `+998 (11) 111 11 11`, applied while typing. The field keeps the nine digits
 * after the country code; what is shown is worked out from them, and the caret stays after the digit it
 * followed, wherever in the number one types, deletes or pastes.
 */
export const PHONE_SUBSCRIBER_DIGITS = 9;
const COUNTRY = '998';

/** The places of the nine digits in the mask, after "+998 ": (11) 111 11 11. */
const GROUPS: readonly [number, string, string][] = [
  [2, '(', ')'],
  [3, ' ', ''],
  [2, ' ', ''],
  [2, ' ', ''],
];

/** Nine digits (or fewer, while typing) shown in the mask: "90123" is "+998 (90) 123". */
export function maskPhone(subscriber: string): string {
  if (!subscriber) return '';
  let shown = `+${COUNTRY} `;
  let rest = subscriber;
  for (const [size, open, close] of GROUPS) {
    if (!rest) break;
    const part = rest.slice(0, size);
    rest = rest.slice(size);
    shown += `${open}${part}${part.length === size && rest ? close : ''}`;
  }
  return shown;
}

/**
 * The subscriber digits of what the field now holds: its text as shown (with the "+998" it shows) or as
 * pasted (a whole number with or without 998, or the nine digits alone), at most nine.
 */
export function subscriberDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  const shownOrWhole = text.trimStart().startsWith(`+${COUNTRY}`) || digits.length > PHONE_SUBSCRIBER_DIGITS;
  return (shownOrWhole && digits.startsWith(COUNTRY) ? digits.slice(COUNTRY.length) : digits).slice(
    0,
    PHONE_SUBSCRIBER_DIGITS,
  );
}

/** How many subscriber digits stand before position `at` of a text the field holds. */
function digitsBefore(text: string, at: number): number {
  // Within the "+998 " the field shows, the caret is before every subscriber digit.
  if (text.trimStart().startsWith(`+${COUNTRY}`) && at <= `+${COUNTRY} `.length) return 0;
  return subscriberDigits(text.slice(0, at)).length;
}

/** The position in the masked text just after its `count`-th subscriber digit (after "+998 (" for none). */
export function caretAfter(masked: string, count: number): number {
  if (count === 0) return masked.length ? `+${COUNTRY} (`.length : 0;
  let seen = 0;
  for (let i = `+${COUNTRY} `.length; i < masked.length; i++) {
    if (/\d/.test(masked[i]!) && ++seen === count) return i + 1;
  }
  return masked.length;
}

/**
 * One edit of the field: the text it holds now and the caret in it, against the digits it held. A
 * deletion that took only a bracket or a space (backspace just after one) takes the digit before it, as
 * a person pressing it means. Returns the digits to keep and where the caret goes in their mask.
 */
export function editPhone(before: string, text: string, caret: number): { digits: string; caret: number } {
  let digits = subscriberDigits(text);
  let kept = digitsBefore(text, caret);
  // Only one character gone from the mask as shown: text typed or pasted whole is taken as it is.
  if (digits === before && text.length === maskPhone(before).length - 1 && kept > 0) {
    digits = before.slice(0, kept - 1) + before.slice(kept);
    kept -= 1;
  }
  return { digits, caret: caretAfter(maskPhone(digits), kept) };
}
