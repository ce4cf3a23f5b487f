import { z } from 'zod';

/**
 * What every contract command answers (`POST /api/contracts`, each step, the holders): the contract, and
 * the log position the caller's next reads wait for (`X-Read-After`), so it sees its own write.
 */
export const commandResultSchema = z.object({ id: z.string(), position: z.string() });
export type CommandResult = z.infer<typeof commandResultSchema>;
