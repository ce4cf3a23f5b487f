import { z } from 'zod';

/** An instant as JSON carries it: ISO 8601 in UTC (a `Date` the backend answers is written so). */
export const instant = z.string();

/** A calendar date, YYYY-MM-DD. */
export const calendarDate = z.string();
