import { describe, expect, it } from '@jest/globals';
import type { ContractEvent } from '../contracts/contract-events.js';
import { foldContract, type ExistingContract } from '../contracts/contract-state.js';
import type { BhmValue } from '../rules/invoice-months.js';
import { contractInvoiceMonths } from './contract-decider.js';

// A contract's invoice months as its events make them: the terms in force each day, a payment in BHM at
// each month's BHM while its so'm amount is the one agreed, and the day it stopped being in force.
const BHM: BhmValue[] = [
  { validFrom: '2024-10-01', amount: 375_000 },
  { validFrom: '2025-08-01', amount: 412_000 },
];
const ID = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const lessor = { id: '301234567', type: 'LEGAL', name: 'Toshkent Savdo MChJ' } as const;
const lessee = { id: '41506199512345', type: 'INDIVIDUAL', name: 'Aliyev Vali' } as const;
const terms = {
  contractNumber: 'A-1',
  contractDate: '2025-06-20',
  area: 50,
  // 4 BHM at the contract date's 375 000.
  monthlyPayment: 1_500_000,
  beginDate: '2025-07-01',
  endDate: '2025-12-31',
  purpose: null,
};
const by = { byPartyId: lessee.id };
const created = (lessorType: 'LEGAL' | 'INDIVIDUAL' = 'LEGAL') =>
  ({
    type: 'ContractCreated',
    data: {
      contractId: ID,
      kind: 'OTHER_RENT',
      lessor: { ...lessor, type: lessorType },
      lessee,
      initiatorId: lessor.id,
      counterpartId: lessee.id,
      property: { cadastralNumber: '10:01', address: 'Toshkent', totalArea: 100 },
      createdAt: '2025-06-20T05:00:00.000Z',
      details: { payment: { bhmMultiple: 4, bhmAmount: 375_000, bhmDate: '2024-10-01' } },
      ...terms,
    },
  }) as ContractEvent;
const confirmed = {
  type: 'ContractConfirmed',
  data: { contractId: ID, confirmedAt: '2025-06-21T05:00:00.000Z', ...by },
};
const months = (events: unknown[]) =>
  contractInvoiceMonths(foldContract(events as ContractEvent[]) as ExistingContract, BHM).map((m) => [
    m.month,
    m.amount,
  ]);

describe('a contract’s invoice months', () => {
  it('converts a payment in BHM at each month’s BHM: 4 × 375 000 in July, 4 × 412 000 from August', () => {
    expect(months([created(), confirmed])).toEqual([
      ['2025-07', 1_500_000],
      ['2025-08', 1_648_000],
      ['2025-09', 1_648_000],
      ['2025-10', 1_648_000],
      ['2025-11', 1_648_000],
      ['2025-12', 1_648_000],
    ]);
  });

  it('takes a so’m amount a confirmed change named from the day it was confirmed (Tashkent), and ends on cancellation', () => {
    const change = {
      type: 'ContractChangeConfirmed',
      data: {
        contractId: ID,
        ...by,
        // 16 September in Tashkent (UTC+5).
        at: '2025-09-15T20:00:00.000Z',
        proposalId: 'p-1',
        changes: [{ field: 'monthlyPayment', before: 1_500_000, after: 3_000_000 }],
        terms: { ...terms, monthlyPayment: 3_000_000 },
      },
    };
    const cancelled = {
      type: 'ContractCancelled',
      data: { contractId: ID, ...by, at: '2025-11-01T05:00:00.000Z', reason: 'Sabab', effectiveYear: 2025 },
    };
    expect(months([created(), confirmed, change, cancelled])).toEqual([
      ['2025-07', 1_500_000],
      ['2025-08', 1_648_000],
      // 15 days at 1 648 000 and 15 at 3 000 000, of 30.
      ['2025-09', 2_324_000],
      ['2025-10', 3_000_000],
    ]);
  });

  it('lists none for an individual lessor, or before the lessee confirmed', () => {
    expect(months([created('INDIVIDUAL'), confirmed])).toEqual([]);
    expect(months([created()])).toEqual([]);
  });
});
