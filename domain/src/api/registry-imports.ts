import { z } from 'zod';

/**
 * A registry extract loaded from the back-office (`POST /api/operator/registries/{registry}/imports`, issue
 * 19, screen 6) and how it went: all or nothing, so a failed one names the line and field and changed
 * nothing.
 */
export const registryImportSchema = z.object({
  id: z.string(),
  registry: z.string(),
  fileName: z.string(),
  bytes: z.number().int(),
  startedBy: z.string(),
  state: z.enum(['waiting', 'running', 'done', 'failed']),
  /** Rows read so far; once done, the rows imported. */
  rows: z.number().int(),
  /** Bytes of the file read so far. */
  readBytes: z.number().int(),
  error: z.string().nullable(),
  queuedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type RegistryImport = z.infer<typeof registryImportSchema>;
