import { MessageKeys } from '../i18n-keys.js';
import { filledText } from './filled-text.js';

/**
 * Taxpayer identifiers (spec §5, §9; domain-facts "Identifiers").
 * TIN: 9 digits; its control digit's algorithm is not public, so only the form is checked.
 * PINFL: 14 digits, with an ICAO 9303-style check digit that is a warning, not a refusal.
 */
export const TIN_LENGTH = 9;
export const PINFL_LENGTH = 14;

const digits = (n: number) => new RegExp(`^\\d{${n}}$`);

export const isTin = (value: string): boolean => digits(TIN_LENGTH).test(value);
export const isPinfl = (value: string): boolean => digits(PINFL_LENGTH).test(value);

/** A party id is a TIN (legal entity) or a PINFL (person); anything else is neither. */
export type PartyIdKind = 'TIN' | 'PINFL';
export const partyIdKind = (value: string): PartyIdKind | undefined =>
  isTin(value) ? 'TIN' : isPinfl(value) ? 'PINFL' : undefined;

const PINFL_WEIGHTS = [7, 3, 1] as const;

/** True when the 14th digit matches sum(d_i × w_i, i = 0..12) mod 10 with weights 7, 3, 1, 7, 3, 1, … */
export function pinflCheckDigitMatches(pinfl: string): boolean {
  if (!isPinfl(pinfl)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(pinfl[i]) * PINFL_WEIGHTS[i % 3]!;
  return sum % 10 === Number(pinfl[13]);
}

/** The check digit a 13-digit PINFL prefix needs; used by demo data and test builders. */
export function pinflCheckDigit(first13: string): number {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(first13[i]) * PINFL_WEIGHTS[i % 3]!;
  return sum % 10;
}

export const tinSchema = filledText((v) => digits(TIN_LENGTH).test(v), MessageKeys.tinInvalid);
export const pinflSchema = filledText((v) => digits(PINFL_LENGTH).test(v), MessageKeys.pinflInvalid);
/** An id field for a company or a person: 9 or 14 digits (spec §5). */
export const partyIdSchema = filledText((v) => partyIdKind(v) !== undefined, MessageKeys.partyIdInvalid);

/** Phone: 12 digits, 998 and nine more (spec §5, §9). */
export const phoneSchema = filledText((v) => /^998\d{9}$/.test(v), MessageKeys.phoneInvalid);
