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
    /** The contract's whole reservation after this event (it replaces an earlier one of the same contract), m². */
    area: number;
    /**
     * What the contract held before (0: nothing), so that the property's total is folded without a
     * list of every contract. Events written before 2026-11-23 lack it; the stream's snapshot (made by
     * the EventWriters migration) already holds their sum.
     */
    previousArea?: number;
    /** The object's total area as the cadastre gave it at the time. */
    totalArea: number;
  }
>;

/** The contract gives back all it held (`area`, m²; absent from events written before 2026-11-23). */
export type AreaReleased = DomainEvent<'AreaReleased', { cadastralNumber: string; contractId: string; area?: number }>;

export type PropertyEvent = AreaReserved | AreaReleased;

export const propertyStreamId = (cadastralNumber: string): string => `property-${cadastralNumber}`;

/**
 * The space a taker holds in operative management is a property of its own: contracts the taker makes on
 * it reserve from the operative contract's area, not again from the object's (which that contract holds).
 */
export const operativeSpaceKey = (operativeContractId: string): string => `operative:${operativeContractId}`;

/** The operative-management contract whose space a property key names, or null for a cadastral object. */
export const operativeContractOf = (areaKey: string): string | null =>
  areaKey.startsWith('operative:') ? areaKey.slice('operative:'.length) : null;
