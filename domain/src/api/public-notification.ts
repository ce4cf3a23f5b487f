import { z } from 'zod';
import { instant } from './json-values.js';
import { publicContractSchema } from './public-contract.js';

/**
 * The public notice of a step that changed the register (`GET /api/public/notifications/{eventId}`):
 * which step and when, and the contract as its public view shows it.
 */
export const publicNotificationSchema = z.object({
  id: z.string(),
  eventType: z.string(),
  occurredAt: instant,
  contract: publicContractSchema,
});
export type PublicNotification = z.infer<typeof publicNotificationSchema>;
