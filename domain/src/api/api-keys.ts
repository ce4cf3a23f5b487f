import { z } from 'zod';
import { API_KEY_SCOPE_NAMES } from '../identity/api-key-scopes.js';
import { instant } from './json-values.js';

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPE_NAMES);

/** A key the party asks for (`POST /api/account/api-keys`): a name of its own, its scopes, an optional end. */
export const createApiKeySchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    scopes: z
      .array(apiKeyScopeSchema)
      .min(1)
      .refine((s) => new Set(s).size === s.length, 'unique'),
    expiresAt: z.iso.datetime({ offset: true }).nullish(),
  })
  .strict();
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** A key as its list shows it: never its secret, which only the answer to its creation held. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: instant,
  lastUsedAt: instant.nullable(),
  expiresAt: instant.nullable(),
  revokedAt: instant.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a creation: the key, and the whole secret `Authorization: ApiKey <key>` carries, shown once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
