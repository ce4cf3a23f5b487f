import { describe, expect, it } from '@jest/globals';
import type { Actor, PropertyEvent, RecordedEvent } from '@rent/domain';
import { RecordedLog } from '../testing/recorded-log.js';
import { lastHoldings } from './property-occupancy.projection.js';

// given a property's events in a batch, then each contract holds what its last event says.
const CADASTRE = '10:01:02:03:04:0005';
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const B = '5d0c9a61-7a35-4d2e-8f10-3b9f0e6d2c11';
const actor: Actor = { kind: 'party', userId: 'u-1', partyId: '301234567', name: 'Lessor' };
const reserved = (contractId: string, area: number) => ({
  type: 'AreaReserved',
  data: { cadastralNumber: CADASTRE, contractId, area, totalArea: 120 },
});
const released = (contractId: string) => ({ type: 'AreaReleased', data: { cadastralNumber: CADASTRE, contractId } });
const property = (...events: { type: string; data: unknown }[]) =>
  new RecordedLog().append(`property-${CADASTRE}`, events, actor) as RecordedEvent<PropertyEvent>[];

describe('property occupancy, a batch folded in memory', () => {
  it('a later reservation replaces the area, a release removes it, a reservation after a release holds again', () => {
    const holdings = lastHoldings(
      property(reserved(A, 50), reserved(B, 20), reserved(A, 40), released(B), released(A), reserved(A, 30)),
    );
    expect(holdings).toEqual([
      { cadastralNumber: CADASTRE, contractId: A, area: 30 },
      { cadastralNumber: CADASTRE, contractId: B, area: null },
    ]);
  });

  it('one pair, one write, however many events it had', () => {
    expect(lastHoldings(property(reserved(A, 10), reserved(A, 11), reserved(A, 12)))).toEqual([
      { cadastralNumber: CADASTRE, contractId: A, area: 12 },
    ]);
  });
});
