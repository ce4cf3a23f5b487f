import { z } from 'zod';
import type { FieldChange } from '../contracts/contract-terms.js';
import { ACTED_AS } from '../events/acted-as.js';
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
  /** Set when the actor (`actorName`) acted for the party `actorPartyId` as its representative (issue 21). */
  byRepresentative: z.literal(true).optional(),
  reason: z.string().nullable(),
  changes: z.array(z.custom<FieldChange>()).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  signature: z.custom<EventSignature>().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/**
 * An entry as the committee's staff read it (`GET /api/operator/contracts/{id}/history`, issue 19): also the
 * kind of who acted (a party, its employee, an operator, the system) and that person's identifier: the
 * party's TIN or PINFL, the employee's or the operator's PINFL (null for the system, or an operator whose
 * account is gone).
 */
export const staffHistoryEntrySchema = historyEntrySchema.extend({
  actedAs: z.enum(ACTED_AS),
  actedBy: z.string().nullable(),
});
export type StaffHistoryEntry = z.infer<typeof staffHistoryEntrySchema>;
