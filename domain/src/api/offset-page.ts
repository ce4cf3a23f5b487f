import { z } from 'zod';

/**
 * A page of a staff list by `offset` and `limit` (the back-office's react-admin data provider sends them);
 * a hundred rows at most, so no request can ask for the whole table.
 */
export const offsetPageSchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type OffsetPage = z.infer<typeof offsetPageSchema>;
