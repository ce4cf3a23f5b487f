import { z } from 'zod';
import { PartyType, type PartyTypeCode } from '../contracts/party.js';

/**
 * The signed-in party as the registries know it, for its personal cabinet (`GET /api/account/party`):
 * more than a lookup by another party may see (the address, the head).
 */
export const partyProfileSchema = z.object({
  id: z.string(),
  type: z.enum(Object.values(PartyType) as [PartyTypeCode, ...PartyTypeCode[]]),
  name: z.string(),
  address: z.string(),
  /** A legal entity's head. */
  director: z.string().nullable(),
  /** A legal entity's state registration date. */
  registeredAt: z.string().nullable(),
  /** A sole proprietor's or self-employed person's registration is in force. */
  active: z.boolean().nullable(),
});
export type PartyProfile = z.infer<typeof partyProfileSchema>;
