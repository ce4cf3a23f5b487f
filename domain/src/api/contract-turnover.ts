import { z } from 'zod';
import { instant } from './json-values.js';

/**
 * A warehouse contract's commodity turnover of one year as last recorded, with the fee it makes, the
 * minimum and what is due (`GET /api/contracts/{id}/turnovers`, one row per year).
 */
export const turnoverRowSchema = z.object({
  contractId: z.string(),
  year: z.number().int(),
  amount: z.number(),
  ratePercent: z.number(),
  fee: z.number(),
  minimumAmount: z.number(),
  due: z.number(),
  recordedBy: z.string(),
  recordedAt: instant,
});
export type TurnoverRow = z.infer<typeof turnoverRowSchema>;
