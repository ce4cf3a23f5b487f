/**
 * What the registries say of a party and of a cadastral object beyond its name and area (spec §3), by the
 * codes the registries answer with. The portal shows them by these codes, named in each language.
 */

/** A person's social status as the population registry keeps it (the social protection register's groups). */
export const SOCIAL_STATUSES = ['EMPLOYED', 'UNEMPLOYED', 'PENSIONER', 'DISABLED', 'STUDENT', 'LOW_INCOME'] as const;
export type SocialStatusCode = (typeof SOCIAL_STATUSES)[number];

/** A person's marital status as the civil registry records it. */
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;
export type MaritalStatusCode = (typeof MARITAL_STATUSES)[number];

/** The form of ownership the cadastre records for an object (the Civil Code's private, state and common ones). */
export const OWNERSHIP_TYPES = ['PRIVATE', 'STATE', 'COMMON_SHARED', 'COMMON_JOINT'] as const;
export type OwnershipTypeCode = (typeof OWNERSHIP_TYPES)[number];

/** A founder of a legal entity as the tax registry lists it: by TIN or PINFL, or by name alone (a foreign one). */
export interface Founder {
  name: string;
  id: string | null;
  /** Its share of the charter capital, per cent; null where the registry gives none. */
  sharePercent: number | null;
}

/**
 * The object types the cadastre names that the portal has names for (spec §3's building, house, flat, land,
 * basement, non-residential, and what the registry's extracts use besides); the cadastre may name others,
 * which are shown as it writes them.
 */
export const PROPERTY_TYPES = [
  'NON_RESIDENTIAL',
  'APARTMENT',
  'HOUSE',
  'BUILDING',
  'BASEMENT',
  'WAREHOUSE',
  'OFFICE',
  'SHOP',
  'LAND_PLOT',
] as const;
export type PropertyTypeCode = (typeof PROPERTY_TYPES)[number];
