import { z } from 'zod';
import type { FieldChange } from '../contracts/contract-terms.js';
import type { ActorKind, EventSignature } from '../events/envelope.js';
import { instant } from './json-values.js';

/**
 * One entry of a contract's document history (`GET /api/contracts/{id}/history`, docs/api.md): one per
 * event, oldest first, with who acted, why, what changed and the step's e-signature (PKCS#7 included, so
 * anyone can check it again). The step's own figures are in `details`, as the event carried them.
 */
export const historyEntrySchema = z.object({
  eventId: z.string(),
  contractId: z.string(),
  streamVersion: z.number().int(),
  eventType: z.string(),
  occurredAt: instant,
  actorKind: z.custom<ActorKind>(),
  actorUserId: z.string(),
  actorPartyId: z.string(),
  actorName: z.string(),
  reason: z.string().nullable(),
  changes: z.array(z.custom<FieldChange>()).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  signature: z.custom<EventSignature>().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
