import { z } from 'zod';

/** A party as a registration certificate names it: a legal entity by TIN, a person with the PINFL masked. */
export const publicPartySchema = z.object({ name: z.string(), id: z.string() });

/** A verified signature on the contract, without the PKCS#7 (its certificate carries personal identifiers). */
export const publicSignatureSchema = z.object({
  eventType: z.string(),
  holder: z.string(),
  organisation: z.string().nullable(),
  serialNumber: z.string(),
  issuer: z.string(),
  signedAt: z.string(),
  timestamp: z.object({ at: z.string(), authority: z.string() }).nullable(),
});

/**
 * What anyone may see of a registered contract (spec §2 public views, docs/api.md): what its registration
 * certificate shows. No addresses, phones or reasons; an individual's PINFL masked.
 */
export const publicContractSchema = z.object({
  id: z.string(),
  kind: z.string(),
  contractNumber: z.string(),
  contractDate: z.string(),
  state: z.number(),
  removed: z.boolean(),
  lessor: publicPartySchema,
  lessee: publicPartySchema,
  /** The cadastral number of the premises or plot, or the vehicle's plate number. */
  object: z.string(),
  area: z.number().nullable(),
  monthlyPayment: z.number(),
  beginDate: z.string(),
  endDate: z.string(),
  signatures: z.array(publicSignatureSchema),
});
export type PublicParty = z.infer<typeof publicPartySchema>;
export type PublicSignature = z.infer<typeof publicSignatureSchema>;
export type PublicContract = z.infer<typeof publicContractSchema>;
