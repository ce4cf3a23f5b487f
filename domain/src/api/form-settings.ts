import { z } from 'zod';
import type { ServiceKindCode } from '../contracts/service-kinds.js';
import { SERVICE_KINDS } from '../contracts/service-kinds.js';

/** The committee's settings the forms follow (`GET /api/reference/form-settings`). */
export const formSettingsSchema = z.object({
  /** A monthly rent above this is confirmed once more (spec §5). */
  rentConfirmationThreshold: z.number(),
  /** Every step is signed with an E-IMZO key before it is sent. */
  signatureRequired: z.boolean(),
  /** The portal's site keys for the E-IMZO helper, domain, key, domain, key…, registered before any other call. */
  eimzoApiKeys: z.array(z.string()),
  /** Service kinds the committee switched off: their pages say "under development". */
  servicesOff: z.array(z.enum(SERVICE_KINDS as [ServiceKindCode, ...ServiceKindCode[]])),
});
export type FormSettings = z.infer<typeof formSettingsSchema>;

/** The BHM (base calculation amount) in force at a date (`GET /api/reference/bhm?date=`): a rent in BHM is this many so'm per unit. */
export const bhmAmountSchema = z.object({ validFrom: z.string(), amount: z.number() });
export type BhmAmount = z.infer<typeof bhmAmountSchema>;
