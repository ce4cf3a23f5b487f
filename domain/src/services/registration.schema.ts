import { z } from 'zod';
import type { ContractDetails } from '../contracts/contract-events.js';
import { partyIdSchema } from '../rules/identifiers.js';
import type { KindDefinition } from './kind.js';
import { KINDS } from './kinds.js';

type Kind = (typeof KINDS)[number];
/** The registry's schemas as the tuple zod's union takes (mapping an array forgets which place holds which). */
type KindSchemas<T> = { -readonly [I in keyof T]: T[I] extends KindDefinition<infer S> ? S : never };

/** The body of `POST /api/contracts`: the schema of each kind in the registry, told apart by `kind`. */
export const registrationSchema = z.discriminatedUnion(
  'kind',
  KINDS.map((k) => k.schema) as unknown as KindSchemas<typeof KINDS>,
);
export type Registration = z.infer<typeof registrationSchema>;

export type RegistrableKind = Kind['kind'];

/**
 * The body of `POST /api/contracts/declarations` (issue 21): a lessee registers a contract its lessor has
 * not, on the lessor's form (`registration`, which names the lessee itself) and the lessor's TIN or PINFL.
 */
export const declarationSchema = z.object({ lessorId: partyIdSchema, registration: registrationSchema });
export type Declaration = z.infer<typeof declarationSchema>;

/** What a registration's own fields add to its contract's details, by its kind's definition. */
export function registrationDetails(registration: Registration): ContractDetails {
  const kind: KindDefinition | undefined = KINDS.find((k) => k.kind === registration.kind);
  return kind?.details?.(registration) ?? {};
}

/** The schema each kind's form validates with. */
export const REGISTRATION_SCHEMAS = Object.fromEntries(KINDS.map((k) => [k.kind, k.schema])) as {
  [K in RegistrableKind]: Extract<Kind, { kind: K }>['schema'];
};
