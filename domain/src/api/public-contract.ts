import { z } from 'zod';
import type { PublicRegisteredFacts } from '../contracts/registered-facts.js';

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
 * certificate shows. No person's address, status or PINFL (masked), no phones or reasons; a legal entity's
 * public registry record and what the object is (registered-facts.ts `publicFacts`).
 */
export const publicContractSchema = z.object({
  id: z.string(),
  /** The portal's registration number; null only for an older contract until it is numbered. */
  registrationNumber: z.string().nullable(),
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
  /** A land rent's further plots, each by its cadastral number with the m² rented; none for one object. */
  morePlots: z.array(z.object({ object: z.string(), area: z.number() })),
  monthlyPayment: z.number(),
  beginDate: z.string(),
  endDate: z.string(),
  signatures: z.array(publicSignatureSchema),
  /** Null for a contract projected before these were kept. */
  facts: z.custom<PublicRegisteredFacts>().nullable(),
});
export type PublicParty = z.infer<typeof publicPartySchema>;
export type PublicSignature = z.infer<typeof publicSignatureSchema>;
export type PublicContract = z.infer<typeof publicContractSchema>;
