import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import type { Actor } from '../events/envelope.js';
import type { ContractCommand, CreateContract } from '../contracts/contract-commands.js';
import type { ContractEvent, ReceiptIssued } from '../contracts/contract-events.js';
import { type ExistingContract, foldContract } from '../contracts/contract-state.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { decide } from './contract-decider.js';
import { contractMonthsInForce, MAX_RECEIPTS_PER_MONTH, yearRent } from './rent-receipts.js';

// Issue 21, rent receipts: given a contract's events, when a party takes a receipt step, then the events it
// makes or the rule it breaks. A contract in force from 15 January 2026, it is 10 March 2026.
const NOW = '2026-03-10T05:00:00.000Z';
const lessor = { id: '41506199512345', type: 'INDIVIDUAL', name: 'Aliyev Vali' } as const;
const lessee = { id: '302345678', type: 'LEGAL', name: 'Samarqand Invest AJ' } as const;
const asLessor: Actor = { kind: 'party', userId: 'u-1', partyId: lessor.id, name: lessor.name };
const asLessee: Actor = { kind: 'party', userId: 'u-2', partyId: lessee.id, name: lessee.name };
const stranger: Actor = { kind: 'party', userId: 'u-3', partyId: '301234567', name: 'Toshkent Savdo MChJ' };
const ID = '5d0a2a8e-0a4f-4f8e-9a57-6c1f0b1e2d3c';
const receiptId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const registration: CreateContract = {
  type: 'CreateContract',
  metadata: { actor: asLessor, now: '2026-01-10T05:00:00.000Z' },
  data: {
    contractId: ID,
    kind: ServiceKind.OtherRent,
    registrationNumber: '2026-26-00000001',
    contractNumber: 'R-1',
    contractDate: '2026-01-10',
    area: 50,
    monthlyPayment: 3_100_000,
    beginDate: '2026-01-15',
    endDate: '2026-12-31',
    lessor,
    lessee,
    property: { cadastralNumber: '10:01:02:03:04:0005', address: 'Toshkent sh., Amir Temur 1', totalArea: 120 },
    minimumRatePerM2: 26_500,
  },
};
const step = (type: ContractCommand['type'], actor: Actor, data: Record<string, unknown> = {}) =>
  ({ type, metadata: { actor, now: NOW }, data: { contractId: ID, ...data } }) as ContractCommand;
const issue = (n: number, data: Record<string, unknown> = {}, actor = asLessor) =>
  step('IssueReceipt', actor, {
    receiptId: receiptId(n),
    month: '2026-02',
    amount: 3_100_000,
    paidOn: '2026-02-05',
    method: 'CASH',
    ...data,
  });

function history(...commands: ContractCommand[]): ContractEvent[] {
  const events: ContractEvent[] = [];
  for (const c of commands) events.push(...decide(c, foldContract(events)));
  return events;
}
const inForce = () => history(registration, step('ConfirmContract', asLessee));

function refused(command: ContractCommand, events: ContractEvent[], code: string, kind: DomainError['kind']) {
  let error: unknown;
  try {
    decide(command, foldContract(events));
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code, kind });
}

describe('issuing a receipt', () => {
  it('the lessor records a payment for a month in force, numbered after the contract, the parties named as they stand', () => {
    const [issued] = decide(issue(1), foldContract(inForce())) as ReceiptIssued[];
    expect(issued).toEqual({
      type: 'ReceiptIssued',
      data: {
        contractId: ID,
        byPartyId: lessor.id,
        at: NOW,
        receiptId: receiptId(1),
        number: '2026-26-00000001-R1',
        lessorType: 'INDIVIDUAL',
        lesseeId: lessee.id,
        month: '2026-02',
        amount: 3_100_000,
        paidOn: '2026-02-05',
        method: 'CASH',
      },
    });
  });

  it('is refused before the contract is in force, to the lessee and a stranger, for a month or a day to come, out of the term', () => {
    const awaiting = history(registration);
    refused(issue(1), awaiting, 'NOT_IN_FORCE', 'conflict');
    const events = inForce();
    refused(issue(1, {}, asLessee), events, 'ONLY_LESSOR', 'forbidden');
    refused(issue(1, {}, stranger), events, 'CONTRACT_NOT_FOUND', 'notFound');
    refused(issue(1, { month: '2026-04' }), events, 'RECEIPT_MONTH_IN_FUTURE', 'invalid');
    refused(issue(1, { month: '2026-03', paidOn: '2026-03-11' }), events, 'RECEIPT_PAID_IN_FUTURE', 'invalid');
    refused(issue(1, { month: '2025-12' }), events, 'RECEIPT_MONTH_OUTSIDE_TERM', 'invalid');
  });

  it('keeps at most ten standing receipts a month: an annulled one makes room again', () => {
    const ten = Array.from({ length: MAX_RECEIPTS_PER_MONTH }, (_, i) => issue(i + 1, { amount: 1000 }));
    const events = history(registration, step('ConfirmContract', asLessee), ...ten);
    refused(issue(11, { amount: 1000 }), events, 'RECEIPTS_PER_MONTH', 'conflict');
    const annul = step('AnnulReceipt', asLessor, { receiptId: receiptId(3), reason: 'x' });
    const annulled = [...events, ...decide(annul, foldContract(events))];
    const [eleventh] = decide(issue(11, { amount: 1000 }), foldContract(annulled)) as ReceiptIssued[];
    // Numbered after every receipt issued, the annulled one included.
    expect(eleventh!.data.number).toBe('2026-26-00000001-R11');
  });
});

describe('disputing and annulling', () => {
  const withReceipt = () => history(registration, step('ConfirmContract', asLessee), issue(1));
  const dispute = (actor = asLessee, n = 1) => step('DisputeReceipt', actor, { receiptId: receiptId(n), reason: 'No' });
  const annul = (actor = asLessor, n = 1) => step('AnnulReceipt', actor, { receiptId: receiptId(n), reason: 'Typo' });

  it('the lessee disputes once; the receipt still stands until the lessor annuls it', () => {
    const disputed = [...withReceipt(), ...decide(dispute(), foldContract(withReceipt()))];
    const folded = foldContract(disputed) as ExistingContract;
    expect(folded.receipts[receiptId(1)]).toEqual({ month: '2026-02', amount: 3_100_000, state: 'DISPUTED' });
    refused(dispute(), disputed, 'RECEIPT_DISPUTED', 'conflict');
    const annulled = [...disputed, ...decide(annul(), foldContract(disputed))];
    expect((foldContract(annulled) as ExistingContract).receipts[receiptId(1)]!.state).toBe('ANNULLED');
    refused(annul(), annulled, 'RECEIPT_ANNULLED', 'conflict');
    refused(dispute(), annulled, 'RECEIPT_ANNULLED', 'conflict');
  });

  it('each side keeps to its own step, and a receipt the contract has not is not found', () => {
    const events = withReceipt();
    refused(dispute(asLessor), events, 'ONLY_LESSEE', 'forbidden');
    refused(annul(asLessee), events, 'ONLY_LESSOR', 'forbidden');
    refused(dispute(stranger), events, 'CONTRACT_NOT_FOUND', 'notFound');
    refused(dispute(asLessee, 2), events, 'RECEIPT_NOT_FOUND', 'notFound');
  });
});

describe('the months a receipt may pay for', () => {
  it('every month in force with its rent, whoever the lessor is; none before the contract is in force', () => {
    expect(contractMonthsInForce(foldContract(history(registration)) as ExistingContract, [])).toEqual([]);
    const months = contractMonthsInForce(foldContract(inForce()) as ExistingContract, []);
    expect(months.slice(0, 2)).toEqual([
      { month: '2026-01', days: 17, daysInMonth: 31, amount: 1_700_000 },
      { month: '2026-02', days: 28, daysInMonth: 28, amount: 3_100_000 },
    ]);
    expect(months).toHaveLength(12);
  });
});

describe('a contract’s year for the income statement', () => {
  it('the rent of the year’s months in force, and the base month by month never below the minimum', () => {
    // 50 m² at 26 500 a m²: a minimum of 1 325 000 a month (17/31 of it in January), below the rent.
    expect(yearRent(foldContract(inForce()) as ExistingContract, 2026, [])).toEqual({
      due: 35_800_000,
      minimum: 15_301_612.9,
      taxBase: 35_800_000,
    });
    // A rent below the minimum (a relative's, where the lessor waived it): each month is taxed on the minimum.
    const [created, ...rest] = inForce();
    const below = { ...created!, data: { ...created!.data, monthlyPayment: 1_000_000 } } as ContractEvent;
    const year = yearRent(foldContract([below, ...rest]) as ExistingContract, 2026, []);
    expect(year.due).toBe(11_548_387.1);
    expect(year.taxBase).toBe(year.minimum);
    expect(yearRent(foldContract(inForce()) as ExistingContract, 2025, [])).toEqual({ due: 0, minimum: 0, taxBase: 0 });
  });
});
