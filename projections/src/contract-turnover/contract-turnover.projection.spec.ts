import { describe, expect, it } from '@jest/globals';
import type { Actor, RecordedEvent, TurnoverRecorded } from '@rent/domain';
import { RecordedLog } from '../testing/recorded-log.js';
import { lastTurnovers } from './contract-turnover.projection.js';

// given a batch of turnover records, then each contract's year is what its last record says.
const ID = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const LESSOR = '301234567';
const actor: Actor = { kind: 'party', userId: 'u-1', partyId: LESSOR, name: 'Lessor' };
const recorded = (year: number, amount: number, at: string) => ({
  type: 'TurnoverRecorded',
  data: {
    contractId: ID,
    byPartyId: LESSOR,
    at,
    year,
    amount,
    ratePercent: 2.5,
    fee: amount * 0.025,
    minimumAmount: 0,
    due: amount * 0.025,
  },
});

describe('contract turnover, a batch folded in memory', () => {
  it('a year recorded again is replaced; other years stay', () => {
    const events = new RecordedLog().append(
      `contract-${ID}`,
      [
        recorded(2026, 1_000_000, '2026-06-01T10:00:00.000Z'),
        recorded(2025, 500_000, '2026-06-01T10:05:00.000Z'),
        recorded(2026, 2_000_000, '2026-07-01T10:00:00.000Z'),
      ],
      actor,
    ) as RecordedEvent<TurnoverRecorded>[];
    expect(lastTurnovers(events)).toEqual([
      {
        contractId: ID,
        year: 2026,
        amount: 2_000_000,
        ratePercent: 2.5,
        fee: 50_000,
        minimumAmount: 0,
        due: 50_000,
        recordedBy: LESSOR,
        recordedAt: new Date('2026-07-01T10:00:00.000Z'),
      },
      {
        contractId: ID,
        year: 2025,
        amount: 500_000,
        ratePercent: 2.5,
        fee: 12_500,
        minimumAmount: 0,
        due: 12_500,
        recordedBy: LESSOR,
        recordedAt: new Date('2026-06-01T10:05:00.000Z'),
      },
    ]);
  });
});
