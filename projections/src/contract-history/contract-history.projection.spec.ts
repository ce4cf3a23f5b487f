import { describe, expect, it } from '@jest/globals';
import type { Actor, ContractEvent, RecordedEvent } from '@rent/domain';
import { RecordedLog } from '../testing/recorded-log.js';
import { historyEntry } from './contract-history.projection.js';

// given a contract's events, then the document history has one row each: who, when, why, what changed.
const ID = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const LESSOR = '301234567';
const LESSEE = '41506199512345';
const asLessor: Actor = {
  kind: 'party',
  userId: 'u-1',
  partyId: LESSOR,
  name: 'Lessor',
  employeePinfl: '31507720120664',
};
const TERMS = {
  contractNumber: 'A-17',
  contractDate: '2026-02-27',
  area: 50,
  monthlyPayment: 2_500_000,
  beginDate: '2026-03-01',
  endDate: '2027-02-28',
  purpose: null,
};
const lessor = { id: LESSOR, type: 'LEGAL', name: 'Lessor' };
const lessee = { id: LESSEE, type: 'INDIVIDUAL', name: 'Lessee' };
const property = { cadastralNumber: '10:01:02:03:04:0005', address: 'Toshkent', totalArea: 120 };
const created = {
  type: 'ContractCreated',
  data: {
    contractId: ID,
    kind: 'OTHER_RENT',
    ...TERMS,
    lessor,
    lessee,
    initiatorId: LESSOR,
    counterpartId: LESSEE,
    property,
    registrationNumber: '2026-26-0000005',
    createdAt: '2026-03-01T09:00:00Z',
  },
};
const change = [{ field: 'monthlyPayment', before: 2_500_000, after: 2_800_000 }];
const proposed = {
  type: 'ContractChangeProposed',
  data: {
    contractId: ID,
    byPartyId: LESSOR,
    at: '2026-05-01T09:00:00Z',
    proposalId: 'p-1',
    proposalKind: 'ADDITIONAL_AGREEMENT',
    changes: change,
    agreement: { number: 'S-1', date: '2026-05-01' },
  },
};
const cancelled = {
  type: 'ContractCancelled',
  data: { contractId: ID, byPartyId: LESSEE, at: '2026-06-01T09:00:00Z', reason: 'Moving', effectiveYear: 2027 },
};

describe('contract history, one row per event', () => {
  it('a creation shows every term as set from nothing, with the parties and the object', () => {
    const [event] = new RecordedLog().append(`contract-${ID}`, [created], asLessor) as RecordedEvent<ContractEvent>[];
    expect(historyEntry(event!)).toEqual({
      eventId: event!.eventId,
      contractId: ID,
      streamVersion: 1,
      eventType: 'ContractCreated',
      occurredAt: event!.recordedAt,
      actorKind: 'party',
      actorUserId: 'u-1',
      actorPartyId: LESSOR,
      actorName: 'Lessor',
      // The lessor's employee registered it: the staff's search finds the step by the employee's PINFL.
      actedAs: 'employee',
      actedBy: '31507720120664',
      reason: null,
      changes: [
        { field: 'contractNumber', before: null, after: 'A-17' },
        { field: 'contractDate', before: null, after: '2026-02-27' },
        { field: 'area', before: null, after: 50 },
        { field: 'monthlyPayment', before: null, after: 2_500_000 },
        { field: 'beginDate', before: null, after: '2026-03-01' },
        { field: 'endDate', before: null, after: '2027-02-28' },
      ],
      details: { lessor, lessee, property, kind: 'OTHER_RENT', registrationNumber: '2026-26-0000005' },
      signature: null,
    });
  });

  it('later steps keep their changes, reason and particulars', () => {
    const events = new RecordedLog().append(
      `contract-${ID}`,
      [created, proposed, cancelled],
      asLessor,
    ) as RecordedEvent<ContractEvent>[];
    expect(
      events
        .slice(1)
        .map(historyEntry)
        .map(({ streamVersion, eventType, reason, changes, details }) => ({
          streamVersion,
          eventType,
          reason,
          changes,
          details,
        })),
    ).toEqual([
      {
        streamVersion: 2,
        eventType: 'ContractChangeProposed',
        reason: null,
        changes: change,
        details: { proposalKind: 'ADDITIONAL_AGREEMENT', agreement: { number: 'S-1', date: '2026-05-01' } },
      },
      {
        streamVersion: 3,
        eventType: 'ContractCancelled',
        reason: 'Moving',
        changes: null,
        details: { effectiveYear: 2027 },
      },
    ]);
  });
});
