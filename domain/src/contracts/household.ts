import { z } from 'zod';
import { DomainError } from '../errors.js';
import { type MessageKey, MessageKeys } from '../i18n-keys.js';
import { isPinfl, pinflSchema } from '../rules/identifiers.js';
import type { Party } from './party.js';

/**
 * A home rented to a person (spec §3 "co-residents, utilities"): who lives there with the lessee, and who
 * pays which utility. Other rent to a person (a lessee by PINFL) names both; student rent names the
 * utilities, its students being the people who live there. A company's premises have neither.
 */
export const UTILITIES = ['ELECTRICITY', 'GAS', 'COLD_WATER', 'HOT_WATER', 'HEATING', 'WASTE_REMOVAL'] as const;
export type Utility = (typeof UTILITIES)[number];
export const UTILITY_PAYERS = ['LESSOR', 'LESSEE'] as const;
export type UtilityPayer = (typeof UTILITY_PAYERS)[number];

/** Each utility the contract says something of, and who pays it; one left out is not agreed in it. */
export type Utilities = Partial<Record<Utility, UtilityPayer>>;

/** A co-resident as the population registry knew them when the contract was registered. */
export interface CoResident {
  pinfl: string;
  name: string;
}

/** At most this many co-residents: a family in one home, not a hostel (a student rent lists its students). */
export const MAX_CO_RESIDENTS = 10;

export const utilitiesSchema = z.partialRecord(
  z.enum(UTILITIES, { error: MessageKeys.invalidValue }),
  z.enum(UTILITY_PAYERS, { error: MessageKeys.invalidValue }),
  { error: MessageKeys.invalidValue },
);

/** The co-residents' PINFLs, each once (the lessee is checked against them on the registration). */
export const coResidentsSchema = z
  .array(z.object({ pinfl: pinflSchema }), { error: MessageKeys.invalidValue })
  .max(MAX_CO_RESIDENTS, MessageKeys.invalidValue)
  .superRefine((people, ctx) => {
    const seen = new Set<string>();
    people.forEach((p, i) => {
      if (seen.has(p.pinfl)) ctx.addIssue({ code: 'custom', path: [i, 'pinfl'], message: MessageKeys.pinflRepeated });
      seen.add(p.pinfl);
    });
  });

export const utilitiesShape = { utilities: utilitiesSchema.optional() };
export const householdShape = { coResidents: coResidentsSchema.optional(), ...utilitiesShape };

interface HouseholdInput {
  lesseeId?: unknown;
  coResidents?: { pinfl: string }[];
  utilities?: Utilities;
}

interface HouseholdIssue {
  path: (string | number)[];
  message: MessageKey;
}

/** The lessee named again among the co-residents, and a household named for a lessee that is no person. */
export function householdIssues(value: HouseholdInput): HouseholdIssue[] {
  const lesseeId = typeof value.lesseeId === 'string' ? value.lesseeId.trim() : '';
  const people = value.coResidents ?? [];
  const issues: HouseholdIssue[] = [];
  people.forEach((p, i) => {
    if (p.pinfl === lesseeId) issues.push({ path: ['coResidents', i, 'pinfl'], message: MessageKeys.lesseeRepeated });
  });
  // A lessee by TIN is a company: its premises are no one's home.
  if (lesseeId && !isPinfl(lesseeId)) {
    if (people.length) issues.push({ path: ['coResidents'], message: MessageKeys.householdForPersons });
    if (Object.keys(value.utilities ?? {}).length)
      issues.push({ path: ['utilities'], message: MessageKeys.householdForPersons });
  }
  return issues;
}

/**
 * The registration's own refinement, each issue named on its field. It runs beside the other fields'
 * messages (a form says "lessee must not repeat" while a date is still missing) once the lessee and the
 * co-residents are the strings they should be.
 */
export const refineHousehold: [
  (value: HouseholdInput, ctx: z.RefinementCtx) => void,
  { when: (payload: { value: unknown }) => boolean },
] = [
  (value, ctx) => {
    for (const issue of householdIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
  },
  {
    when: ({ value }) => {
      const v = value as { lesseeId?: unknown; coResidents?: unknown };
      const people = v.coResidents ?? [];
      return (
        typeof v.lesseeId === 'string' &&
        Array.isArray(people) &&
        people.every((p: unknown) => typeof (p as { pinfl?: unknown } | null)?.pinfl === 'string')
      );
    },
  },
];

/** What the household adds to the contract's details (nothing when it names none). */
export const householdDetails = (r: { utilities?: Utilities }) =>
  r.utilities && Object.keys(r.utilities).length ? { utilities: r.utilities } : {};

/**
 * The decider's check of a registration's household, whatever sent it: the same rules as the form's,
 * on the details the registries filled in.
 */
export function assertHousehold(
  lessee: Party,
  details: { coResidents?: CoResident[]; utilities?: Utilities } | null | undefined,
): void {
  const [issue] = householdIssues({
    lesseeId: lessee.id,
    coResidents: details?.coResidents,
    utilities: details?.utilities,
  });
  const repeated = findRepeated(details?.coResidents ?? []);
  if (issue?.message === MessageKeys.lesseeRepeated)
    throw new DomainError('LESSEE_REPEATED', MessageKeys.lesseeRepeated, 'invalid', issue.path.join('.'));
  if (repeated >= 0)
    throw new DomainError('PINFL_REPEATED', MessageKeys.pinflRepeated, 'invalid', `coResidents.${repeated}.pinfl`);
  if (issue)
    throw new DomainError('HOUSEHOLD_FOR_PERSONS', MessageKeys.householdForPersons, 'invalid', issue.path.join('.'));
}

/** The place of the first PINFL that came before, or -1. */
export function findRepeated(people: readonly { pinfl: string }[]): number {
  const seen = new Set<string>();
  return people.findIndex((p) => {
    if (seen.has(p.pinfl)) return true;
    seen.add(p.pinfl);
    return false;
  });
}
