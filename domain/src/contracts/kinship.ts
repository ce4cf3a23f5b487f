import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';

/**
 * Kinship (spec §3 Party: "kinship (close relative, minor child's object)"). The lessor declares that the
 * lessee is a close relative of the object's owner: of the lessor themself, or of the lessor's minor child
 * whose object the lessor manages. The minimum monthly rent does not apply between close relatives
 * (domain-facts "Minimum monthly rent"), so the declaration is a tax matter: it is part of the signed terms,
 * and the lessee confirms it with the contract.
 */
export const KINSHIP_BASES = ['CLOSE_RELATIVE', 'MINOR_CHILD_OBJECT'] as const;
export type KinshipBasis = (typeof KINSHIP_BASES)[number];

/**
 * What the lessee is to the owner. Close relatives as family law counts them: spouse, parents, children,
 * brothers and sisters, grandparents and grandchildren (adoptive ones included).
 */
export const KINSHIP_RELATIONS = ['SPOUSE', 'PARENT', 'CHILD', 'SIBLING', 'GRANDPARENT', 'GRANDCHILD'] as const;
export type KinshipRelation = (typeof KINSHIP_RELATIONS)[number];

export const kinshipSchema = z.object({
  basis: z.enum(KINSHIP_BASES, { error: MessageKeys.required }),
  relation: z.enum(KINSHIP_RELATIONS, { error: MessageKeys.required }),
});
export type Kinship = z.infer<typeof kinshipSchema>;

/** The registration field of the kinds between persons where the minimum applies. */
export const kinshipShape = { kinship: kinshipSchema.optional() };
