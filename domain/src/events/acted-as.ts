import type { Actor } from './envelope.js';

/**
 * Who took a step, as the committee's staff search and read it (issue 19): a party itself, an employee
 * acting for a legal entity, a representative the party authorised (issue 21), an operator of the
 * committee, or the system (scheduled work).
 */
export const ACTED_AS = ['party', 'employee', 'representative', 'operator', 'system'] as const;
export type ActedAs = (typeof ACTED_AS)[number];

/**
 * The kind of the step's actor and the person the event names: the employee's or the representative's PINFL, the party's TIN or
 * PINFL, the operator's staff account (the event names the account, not its PINFL), nobody for the system.
 */
export function actedBy(actor: Actor): { actedAs: ActedAs; actedBy: string | null } {
  switch (actor.kind ?? 'party') {
    case 'system':
      return { actedAs: 'system', actedBy: null };
    case 'operator':
      return { actedAs: 'operator', actedBy: actor.userId };
    default:
      if (actor.representativePinfl) return { actedAs: 'representative', actedBy: actor.representativePinfl };
      return actor.employeePinfl
        ? { actedAs: 'employee', actedBy: actor.employeePinfl }
        : { actedAs: 'party', actedBy: actor.partyId };
  }
}
