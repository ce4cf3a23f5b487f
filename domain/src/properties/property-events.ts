import type { DomainEvent } from '../events/envelope.js';

/**
 * A property's area is its own stream (DESIGN.md): the consistency boundary of "rented area cannot exceed
 * vacant area". A contract in force holds a reservation of its area; leaving force gives it back.
 */
export type AreaReserved = DomainEvent<
  'AreaReserved',
  {
    cadastralNumber: string;
    contractId: string;
    /** The contract's whole reservation after this event (it replaces an earlier one of the same contract). */
    area: number;
    /** The object's total area as the cadastre gave it at the time. */
    totalArea: number;
  }
>;

export type AreaReleased = DomainEvent<'AreaReleased', { cadastralNumber: string; contractId: string }>;

export type PropertyEvent = AreaReserved | AreaReleased;

export const propertyStreamId = (cadastralNumber: string): string => `property-${cadastralNumber}`;

/**
 * The space a taker holds in operative management is a property of its own: contracts the taker makes on
 * it reserve from the operative contract's area, not again from the object's (which that contract holds).
 */
export const operativeSpaceKey = (operativeContractId: string): string => `operative:${operativeContractId}`;
