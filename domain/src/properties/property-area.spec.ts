import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { decideReservation, foldPropertyArea, propertyHolders, vacantArea } from './property-area.js';
import type { PropertyEvent } from './property-events.js';

const P = '10:09:03:01:02:0018/1';
const reserved = (contractId: string, area: number, previousArea = 0, totalArea = 240): PropertyEvent => ({
  type: 'AreaReserved',
  data: { cadastralNumber: P, contractId, area, previousArea, totalArea },
});
const released = (contractId: string, area: number): PropertyEvent => ({
  type: 'AreaReleased',
  data: { cadastralNumber: P, contractId, area },
});
const request = (contractId: string, area: number, heldBefore = 0, totalArea = 240) => ({
  cadastralNumber: P,
  contractId,
  area,
  heldBefore,
  totalArea,
});

function refusal(events: PropertyEvent[], req: ReturnType<typeof request>): unknown {
  try {
    decideReservation(foldPropertyArea(events), req);
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('the area of a property, held by the contracts in force', () => {
  it('a contract reserves area while it fits', () => {
    expect(decideReservation(foldPropertyArea([reserved('a', 200)]), request('b', 40))).toEqual([reserved('b', 40)]);
  });

  it('rented area cannot exceed vacant area: refused, naming what is vacant', () => {
    const error = refusal([reserved('a', 200)], request('b', 40.5));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'NOT_ENOUGH_AREA',
      messageKey: MessageKeys.notEnoughVacantArea,
      field: 'area',
      params: { available: '40' },
    });
  });

  it('this property is already leased: refused when nothing is vacant', () =>
    expect(refusal([reserved('a', 240)], request('b', 1))).toMatchObject({
      code: 'PROPERTY_ALREADY_LEASED',
      messageKey: MessageKeys.propertyAlreadyLeased,
    }));

  it('a contract that leaves force gives its area back', () => {
    const events = [reserved('a', 240), released('a', 240)];
    expect(vacantArea(foldPropertyArea(events), 240)).toBe(240);
    expect(decideReservation(foldPropertyArea(events), request('b', 240))).toEqual([reserved('b', 240)]);
  });

  it('a contract changing its own area counts only the others against it, and says what it held before', () => {
    const both = [reserved('a', 100), reserved('b', 100)];
    expect(decideReservation(foldPropertyArea(both), request('a', 140, 100))).toEqual([reserved('a', 140, 100)]);
    expect(refusal(both, request('a', 140.01, 100))).toMatchObject({ code: 'NOT_ENOUGH_AREA' });
  });

  it('releasing gives back what the contract held; releasing nothing or reserving what is held writes nothing', () => {
    expect(decideReservation(foldPropertyArea([reserved('a', 50)]), request('a', 0, 50))).toEqual([released('a', 50)]);
    expect(decideReservation(foldPropertyArea([]), request('a', 0))).toEqual([]);
    expect(decideReservation(foldPropertyArea([reserved('a', 50)]), request('a', 50, 50))).toEqual([]);
  });

  it('sums are exact in hundredths: 1,499.99 + 0.01 m² fill 1,500 m², and not a hundredth more fits', () => {
    const state = foldPropertyArea([reserved('a', 1499.99, 0, 1500), reserved('b', 0.01, 0, 1500)]);
    expect(state).toEqual({ held: 150000, holders: 2 });
    expect(vacantArea(state, 1500)).toBe(0);
    expect(refusal([reserved('a', 1499.99, 0, 1500)], request('c', 0.02, 0, 1500))).toMatchObject({
      code: 'NOT_ENOUGH_AREA',
      params: { available: '0,01' },
    });
    // 0.1 + 0.2 is not 0.3 in floating point; in hundredths it is.
    expect(vacantArea(foldPropertyArea([reserved('a', 0.1, 0, 0.3), reserved('b', 0.2, 0, 0.3)]), 0.3)).toBe(0);
  });

  it('vacant area is measured against the object’s current total (the cadastre may correct it)', () => {
    expect(vacantArea(foldPropertyArea([reserved('a', 100)]), 150)).toBe(50);
    expect(vacantArea(foldPropertyArea([reserved('a', 100)]), 90)).toBe(0);
  });

  it('goes on from a snapshot: the fold of the events before it', () => {
    const snapshot = foldPropertyArea([reserved('a', 100), reserved('b', 40)]);
    expect(foldPropertyArea([released('a', 100)], snapshot)).toEqual({ held: 4000, holders: 1 });
  });

  it('names the contracts still holding some, by the last word of each (old events without amounts included)', () => {
    const legacy: PropertyEvent[] = [
      { type: 'AreaReserved', data: { cadastralNumber: P, contractId: 'a', area: 10, totalArea: 240 } },
      { type: 'AreaReserved', data: { cadastralNumber: P, contractId: 'b', area: 10, totalArea: 240 } },
      { type: 'AreaReleased', data: { cadastralNumber: P, contractId: 'a' } },
      reserved('c', 5),
    ];
    expect(propertyHolders(legacy)).toEqual(['b', 'c']);
  });
});
