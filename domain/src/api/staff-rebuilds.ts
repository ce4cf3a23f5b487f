import { z } from 'zod';

/**
 * A rebuild of a read model started from the back-office (`POST /api/operator/projections/{name}/rebuild`,
 * issue 19, screen 4) and how it goes: the events replayed so far, and its end.
 */
export const rebuildRunSchema = z.object({
  id: z.string(),
  projection: z.string(),
  state: z.string(),
  replayed: z.number().int(),
  startedBy: z.string(),
  queuedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  failedReason: z.string().nullable(),
});
export type RebuildRun = z.infer<typeof rebuildRunSchema>;
