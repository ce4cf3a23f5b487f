import { z } from 'zod';
import { REPRESENTATIVE_STEPS } from '../identity/representative-steps.js';
import { MessageKeys } from '../i18n-keys.js';
import { localDateSchema } from '../rules/filled-text.js';
import { pinflSchema } from '../rules/identifiers.js';
import { instant } from './json-values.js';

/** The most contracts one authorisation names; a party that means more names all of them (ALL). */
export const MAX_REPRESENTED_CONTRACTS = 200;

export const representativeStepSchema = z.enum(REPRESENTATIVE_STEPS);

const unique = <T>(items: T[]) => new Set(items).size === items.length;

/**
 * A party authorises a person (`POST /api/representatives`, issue 21): the person by PINFL, the contracts
 * (all of the party's, or the ones chosen), the steps, and the last day (Tashkent) it holds. Signed as a
 * registration is: the signature names the authorisation's id (signed step `authorise-representative`).
 */
export const grantRepresentativeSchema = z
  .object({
    pinfl: pinflSchema,
    contracts: z.union([
      z.literal('ALL'),
      z
        .array(z.uuid({ error: MessageKeys.invalidValue }))
        .min(1, { error: MessageKeys.required })
        .max(MAX_REPRESENTED_CONTRACTS)
        .refine(unique, { error: MessageKeys.invalidValue }),
    ]),
    steps: z
      .array(representativeStepSchema)
      .min(1, { error: MessageKeys.required })
      .refine(unique, { error: MessageKeys.invalidValue }),
    until: localDateSchema,
  })
  .strict()
  // A contract a representative registers is none of the chosen ones: it would lose sight of its own work.
  .refine((g) => g.contracts === 'ALL' || !g.steps.includes('register'), {
    error: MessageKeys.representationRegisterNeedsAll,
    path: ['steps'],
  });
export type GrantRepresentativeInput = z.infer<typeof grantRepresentativeSchema>;

/** Where an authorisation stands: in force, past its last day, or revoked by the party. */
export const REPRESENTATION_STATES = ['active', 'expired', 'revoked'] as const;

/** An authorisation as the party's list shows it, kept after it ends: nothing of it is ever edited. */
export const representativeSchema = z.object({
  id: z.string(),
  pinfl: z.string(),
  name: z.string(),
  contracts: z.union([z.literal('ALL'), z.array(z.string())]),
  steps: z.array(representativeStepSchema),
  until: z.string(),
  state: z.enum(REPRESENTATION_STATES),
  grantedAt: instant,
  /** Who signed the grant and when (null where the deployment takes unsigned steps and none was sent). */
  signedBy: z.object({ holder: z.string(), serialNumber: z.string(), signedAt: instant }).nullable(),
  revokedAt: instant.nullable(),
});
export type Representative = z.infer<typeof representativeSchema>;

/** A party that authorised the signed-in person, as the "act for" choice shows it (`GET /api/account/represented`). */
export const representedPartySchema = z.object({
  partyId: z.string(),
  name: z.string(),
  steps: z.array(representativeStepSchema),
  until: z.string(),
});
export type RepresentedParty = z.infer<typeof representedPartySchema>;
