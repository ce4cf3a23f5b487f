import { z } from 'zod';
import { NUMERIC_FIELDS, numericField } from '../rules/numeric-fields.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';

/** What everyone sees of the service rating (`GET /api/ratings/summary`); `rated` only for a signed-in caller (null for a visitor). */
export const ratingSummarySchema = z.object({
  /** The mean of every rating given, to one decimal; null before the first. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** The calendar month (YYYY-MM, Tashkent) a rating now counts for. */
  period: z.string(),
  rated: z.boolean().nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A signed-in party's rating of the portal, once a month (`POST /api/ratings`, answered with the summary). */
export const newRatingSchema = z
  .object({
    score: numericField(NUMERIC_FIELDS.ratingScore),
    comment: textField(TEXT_FIELDS.ratingComment).optional(),
  })
  .strict();
export type NewRating = z.infer<typeof newRatingSchema>;
