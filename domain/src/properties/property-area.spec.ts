import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { decideReservation, foldPropertyArea, vacantArea } from './property-area.js';
import type { PropertyEvent } from './property-events.js';

const P = '10:09:03:01:02:0018/1';
const reserved = (contractId: string, area: number, totalArea = 240): PropertyEvent => ({ type: 'AreaReserved', data: { cadastralNumber: P, contractId, area, totalArea } });
const released = (contractId: string): PropertyEvent => ({ type: 'AreaReleased', data: { cadastralNumber: P, contractId } });
const request = (contractId: string, area: number, totalArea = 240) => ({ cadastralNumber: P, contractId, area, totalArea });

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
    expect(error).toMatchObject({ code: 'NOT_ENOUGH_AREA', messageKey: MessageKeys.notEnoughVacantArea, field: 'area', params: { available: '40' } });
  });

  it('this property is already leased: refused when nothing is vacant', () =>
    expect(refusal([reserved('a', 240)], request('b', 1))).toMatchObject({ code: 'PROPERTY_ALREADY_LEASED', messageKey: MessageKeys.propertyAlreadyLeased }));

  it('a contract that leaves force gives its area back', () => {
    const events = [reserved('a', 240), released('a')];
    expect(vacantArea(foldPropertyArea(events), 240)).toBe(240);
    expect(decideReservation(foldPropertyArea(events), request('b', 240))).toEqual([reserved('b', 240)]);
  });

  it('a contract changing its own area counts only the others against it', () => {
    expect(decideReservation(foldPropertyArea([reserved('a', 100), reserved('b', 100)]), request('a', 140))).toEqual([reserved('a', 140)]);
    expect(refusal([reserved('a', 100), reserved('b', 100)], request('a', 140.01))).toMatchObject({ code: 'NOT_ENOUGH_AREA' });
  });

  it('releasing a contract that holds nothing, or reserving what it already holds, writes nothing', () => {
    expect(decideReservation(foldPropertyArea([]), request('a', 0))).toEqual([]);
    expect(decideReservation(foldPropertyArea([reserved('a', 50)]), request('a', 50))).toEqual([]);
  });

  it('vacant area is measured against the object’s current total (the cadastre may correct it)', () => {
    expect(vacantArea(foldPropertyArea([reserved('a', 100)]), 150)).toBe(50);
    expect(vacantArea(foldPropertyArea([reserved('a', 100)]), 90)).toBe(0);
  });
});
