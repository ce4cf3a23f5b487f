import { z } from 'zod';
import { type MessageKey, MessageKeys } from '../i18n-keys.js';
import { AREA_SCALE, hasScale, MONEY_SCALE } from './decimal.js';
import { LAND_MULTIPLIER_MAX, LAND_MULTIPLIER_MIN } from './land-fee.js';

/**
 * Every number the API takes, with its scale and its bounds, in one place. A request schema builds each
 * numeric field with `numericField` from this table, and the forms validate with the same schemas, so a
 * value the API accepts is one the domain can compute with exactly (decimal.ts) and a column can hold.
 */
export interface NumericField {
  /** Digits allowed after the decimal point: 2 for hundredths, 0 for a whole number. */
  scale: 0 | 2;
  /** The least and the most accepted, both included; at scale 2 "greater than 0" is "at least 0.01". */
  min: number;
  max: number;
  /** The messages for a value below `min`, above `max`, and with more decimals than `scale`. */
  tooSmall: MessageKey;
  tooLarge: MessageKey;
  tooPrecise: MessageKey;
}

/**
 * The largest sum in so'm: ten trillion. Every value below it with two decimals has at most 15 significant
 * digits, which a JSON number (an IEEE double) carries exactly, so the tiyin the user typed are the tiyin
 * the server reads; its hundredths (10^15) are safe integers. Columns of sums (numeric(16, 2) and wider)
 * hold it.
 */
export const MAX_SUM = 10_000_000_000_000;

/** The largest area of one object or contract, m²; columns of areas are numeric(12, 2). */
export const MAX_AREA = 1_000_000;

const area: NumericField = {
  scale: AREA_SCALE,
  min: 0.01,
  max: MAX_AREA,
  tooSmall: MessageKeys.areaPositive,
  tooLarge: MessageKeys.invalidValue,
  tooPrecise: MessageKeys.atMostTwoDecimals,
};
const year = (key: MessageKey): NumericField => ({
  scale: 0,
  min: 2000,
  max: 2100,
  tooSmall: key,
  tooLarge: key,
  tooPrecise: key,
});

/**
 * The API's numeric fields. The reference figures they are computed with come from tables, not requests,
 * and have scale 2 by their columns: minimum rent rates and BHM amounts (so'm, numeric(14, 2)), regional
 * coefficients (numeric(4, 2), 1 to 2), tax per cents (numeric(5, 2)); the registry import refuses a
 * cadastral total area or a land tax rate with more decimals than that (registry-rows.ts).
 */
export const NUMERIC_FIELDS = {
  /** Rented area, m², to the hundredth (the cadastre's unit and the read models' numeric(12, 2)). */
  area,
  /** A mobile-trade object's own area, m²: an area like any other, and at most the rented one. */
  objectArea: area,
  /** Monthly payment, so'm to the tiyin (numeric(16, 2)). */
  monthlyPayment: {
    scale: MONEY_SCALE,
    min: 0.01,
    max: MAX_SUM,
    tooSmall: MessageKeys.amountPositive,
    tooLarge: MessageKeys.invalidValue,
    tooPrecise: MessageKeys.atMostTwoDecimals,
  },
  /** A rent payment received (issue 21, rent receipts), so'm to the tiyin, as the monthly payment. */
  receiptAmount: {
    scale: MONEY_SCALE,
    min: 0.01,
    max: MAX_SUM,
    tooSmall: MessageKeys.amountPositive,
    tooLarge: MessageKeys.invalidValue,
    tooPrecise: MessageKeys.atMostTwoDecimals,
  },
  /** A year's commodity turnover or goods stock value, so'm to the tiyin; zero is a year without any. */
  turnoverAmount: {
    scale: MONEY_SCALE,
    min: 0,
    max: MAX_SUM,
    tooSmall: MessageKeys.amountNotNegative,
    tooLarge: MessageKeys.invalidValue,
    tooPrecise: MessageKeys.atMostTwoDecimals,
  },
  /** A payment agreed in BHM: the multiple, to the hundredth (2.5 BHM); times a BHM of so'm to the tiyin it stays far below MAX_SUM. */
  bhmMultiple: {
    scale: 2,
    min: 0.01,
    max: 100_000,
    tooSmall: MessageKeys.amountPositive,
    tooLarge: MessageKeys.invalidValue,
    tooPrecise: MessageKeys.atMostTwoDecimals,
  },
  /** A warehouse's fee, per cent of the turnover, to the hundredth of a per cent (numeric(5, 2)). */
  turnoverRate: {
    scale: 2,
    min: 0.01,
    max: 100,
    tooSmall: MessageKeys.turnoverRateInvalid,
    tooLarge: MessageKeys.turnoverRateInvalid,
    tooPrecise: MessageKeys.atMostTwoDecimals,
  },
  /** Land rent: the multiplier of the land tax rate, 1 to 3, to the hundredth (as the regional coefficients). */
  rentMultiplier: {
    scale: 2,
    min: LAND_MULTIPLIER_MIN,
    max: LAND_MULTIPLIER_MAX,
    tooSmall: MessageKeys.landMultiplierInvalid,
    tooLarge: MessageKeys.landMultiplierInvalid,
    tooPrecise: MessageKeys.atMostTwoDecimals,
  },
  /** The year a turnover is recorded for, and the year a cancellation takes effect from: whole years. */
  turnoverYear: year(MessageKeys.turnoverYearInvalid),
  cancellationYear: year(MessageKeys.cancellationYearInvalid),
  /** A service rating: a whole number of stars. */
  ratingScore: {
    scale: 0,
    min: 1,
    max: 5,
    tooSmall: MessageKeys.invalidValue,
    tooLarge: MessageKeys.invalidValue,
    tooPrecise: MessageKeys.invalidValue,
  },
} as const satisfies Record<string, NumericField>;

/**
 * The zod schema of one numeric field: a finite number (else "required", as for a missing one), with no
 * more decimals than its scale (checked first, and alone, so 0.004 m² is named for its decimals), within
 * its bounds.
 */
export const numericField = (field: NumericField) =>
  z
    .number({ error: MessageKeys.required })
    .refine((v) => hasScale(v, field.scale), { message: field.tooPrecise, abort: true })
    .min(field.min, field.tooSmall)
    .max(field.max, field.tooLarge);
