import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { fromHundredths, toHundredths } from '../rules/decimal.js';
import { formatArea } from '../rules/number-format.js';
import type { PropertyEvent } from './property-events.js';

/**
 * How much of a property the contracts in force hold: the sum in hundredths of a square metre (exact,
 * never a float) and how many contracts hold some. A contract's own share is what its own stream says it
 * holds, so the property needs no list of contracts, and deciding on it costs the same at any length of
 * its history.
 */
export interface PropertyArea {
  held: number;
  holders: number;
}

export const emptyPropertyArea = (): PropertyArea => ({ held: 0, holders: 0 });

export function evolvePropertyArea(state: PropertyArea, event: PropertyEvent): PropertyArea {
  switch (event.type) {
    case 'AreaReserved': {
      const before = event.data.previousArea;
      if (before === undefined)
        throw new Error('An AreaReserved without previousArea is folded from the stream’s snapshot');
      return {
        held: state.held + toHundredths(event.data.area) - toHundredths(before),
        holders: state.holders + (before === 0 ? 1 : 0),
      };
    }
    case 'AreaReleased': {
      const released = event.data.area;
      if (released === undefined) throw new Error('An AreaReleased without area is folded from the stream’s snapshot');
      return { held: state.held - toHundredths(released), holders: state.holders - 1 };
    }
  }
}

/** The property as its snapshot and the events after it make it. */
export const foldPropertyArea = (
  events: readonly PropertyEvent[],
  from: PropertyArea = emptyPropertyArea(),
): PropertyArea => events.reduce(evolvePropertyArea, from);

/** Square metres of an object of `totalArea` m² that no contract holds but the one that already holds `own`. */
export function vacantArea(state: PropertyArea, totalArea: number, own = 0): number {
  return fromHundredths(Math.max(0, toHundredths(totalArea) - (state.held - toHundredths(own))));
}

/**
 * The property side of a contract step: what the contract should hold after it (`area`, 0 = nothing)
 * against what it holds (`heldBefore`). Refuses a reservation the vacant area cannot take: "this
 * property is already leased" when nothing is vacant, else "not enough vacant area" naming what is, on
 * the form's field of that area (`field`: the contract's own `area` unless the request names another).
 */
export function decideReservation(
  state: PropertyArea,
  request: {
    cadastralNumber: string;
    contractId: string;
    area: number;
    heldBefore: number;
    totalArea: number;
    field?: string;
  },
): PropertyEvent[] {
  const { cadastralNumber, contractId, area, heldBefore, totalArea, field = 'area' } = request;
  if (toHundredths(area) === 0)
    return toHundredths(heldBefore) === 0
      ? []
      : [{ type: 'AreaReleased', data: { cadastralNumber, contractId, area: heldBefore } }];
  if (toHundredths(area) === toHundredths(heldBefore)) return [];
  const vacant = vacantArea(state, totalArea, heldBefore);
  if (toHundredths(area) > toHundredths(vacant)) {
    if (vacant === 0)
      throw new DomainError('PROPERTY_ALREADY_LEASED', MessageKeys.propertyAlreadyLeased, 'conflict', field);
    throw new DomainError('NOT_ENOUGH_AREA', MessageKeys.notEnoughVacantArea, 'conflict', field, {
      available: formatArea(vacant),
    });
  }
  return [{ type: 'AreaReserved', data: { cadastralNumber, contractId, area, previousArea: heldBefore, totalArea } }];
}

/**
 * The contracts holding some of a property, by the last word of each in its whole stream: only to name
 * them in a refusal, never to decide (the fold above decides).
 */
export function propertyHolders(events: readonly PropertyEvent[]): string[] {
  const last = new Map<string, PropertyEvent['type']>();
  for (const e of events) last.set(e.data.contractId, e.type);
  return [...last].filter(([, type]) => type === 'AreaReserved').map(([id]) => id);
}
