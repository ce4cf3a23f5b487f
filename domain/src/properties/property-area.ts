import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { formatArea } from '../rules/number-format.js';
import type { PropertyEvent } from './property-events.js';

/** Who holds how much of a property: contract id → reserved m². */
export interface PropertyArea {
  totalArea: number | null;
  reservations: Readonly<Record<string, number>>;
}

export const emptyPropertyArea = (): PropertyArea => ({ totalArea: null, reservations: {} });

export function evolvePropertyArea(state: PropertyArea, event: PropertyEvent): PropertyArea {
  switch (event.type) {
    case 'AreaReserved':
      return { totalArea: event.data.totalArea, reservations: { ...state.reservations, [event.data.contractId]: event.data.area } };
    case 'AreaReleased': {
      const { [event.data.contractId]: _released, ...rest } = state.reservations;
      return { ...state, reservations: rest };
    }
  }
}

export const foldPropertyArea = (events: readonly PropertyEvent[]): PropertyArea => events.reduce(evolvePropertyArea, emptyPropertyArea());

/** Square metres of the object not held by any contract but `except` (whose own reservation may change). */
export function vacantArea(state: PropertyArea, totalArea: number, except?: string): number {
  const held = Object.entries(state.reservations).reduce((sum, [id, area]) => (id === except ? sum : sum + area), 0);
  return Math.max(0, Math.round((totalArea - held) * 100) / 100);
}

/**
 * The property side of a contract step: what the contract should hold after it (0 = nothing) against
 * what it holds. Refuses a reservation the vacant area cannot take: "this property is already leased"
 * when nothing is vacant, else "not enough vacant area" naming what is.
 */
export function decideReservation(
  state: PropertyArea,
  request: { cadastralNumber: string; contractId: string; area: number; totalArea: number },
): PropertyEvent[] {
  const { cadastralNumber, contractId, area, totalArea } = request;
  const held = state.reservations[contractId];
  if (area === 0) return held === undefined ? [] : [{ type: 'AreaReleased', data: { cadastralNumber, contractId } }];
  if (held === area) return [];
  const vacant = vacantArea(state, totalArea, contractId);
  if (area > vacant) {
    if (vacant === 0) throw new DomainError('PROPERTY_ALREADY_LEASED', MessageKeys.propertyAlreadyLeased, 'conflict', 'area');
    throw new DomainError('NOT_ENOUGH_AREA', MessageKeys.notEnoughVacantArea, 'conflict', 'area', { available: formatArea(vacant) });
  }
  return [{ type: 'AreaReserved', data: { cadastralNumber, contractId, area, totalArea } }];
}
