import { z } from 'zod';

/** What the frontend may know of the signed-in account (spec §7: name, tin, pinfl, roles; `GET /api/oauth/account`). */
export const accountSchema = z.object({
  userId: z.string(),
  partyId: z.string(),
  name: z.string(),
  tin: z.string().nullable(),
  pinfl: z.string().nullable(),
  roles: z.array(z.string()),
  phone: z.string().nullable(),
  phoneConfirmed: z.boolean(),
  /** Entered through the backdoor (an operator looking as this taxpayer): the portal shows it and offers no steps. */
  readOnly: z.boolean(),
  /** The legal entity this person acts for now (header X-Act-For), as its employee; null: for themselves. */
  actingFor: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;
