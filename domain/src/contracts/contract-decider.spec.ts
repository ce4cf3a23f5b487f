import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import type { Actor } from '../events/envelope.js';
import type { ContractCommand, CreateContract } from './contract-commands.js';
import { decide } from './contract-decider.js';
import type { ContractEvent } from './contract-events.js';
import { foldContract } from './contract-state.js';
import { ServiceKind } from './service-kinds.js';

// given/when/then: the events so far, the command, and what must come out.
const NOW = '2026-03-01T09:00:00.000Z';
const lessor = { id: '301234567', type: 'LEGAL', name: 'Toshkent Savdo MChJ' } as const;
const lessee = { id: '41506199512345', type: 'INDIVIDUAL', name: 'Aliyev Vali' } as const;
const stranger: Actor = { userId: 'u-3', partyId: '302345678', name: 'Samarqand Invest AJ' };
const asLessor: Actor = { userId: 'u-1', partyId: lessor.id, name: lessor.name };
const asLessee: Actor = { userId: 'u-2', partyId: lessee.id, name: lessee.name };
const CONTRACT_ID = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';

function createCommand(actor: Actor, overrides: Partial<CreateContract['data']> = {}): CreateContract {
  return {
    type: 'CreateContract',
    metadata: { actor, now: NOW },
    data: {
      contractId: CONTRACT_ID,
      kind: ServiceKind.OtherRent,
      contractNumber: 'A-17',
      contractDate: '2026-02-27',
      lessor,
      lessee,
      property: { cadastralNumber: '10:01:02:03:04:0005', address: 'Toshkent sh., Amir Temur 1', totalArea: 120 },
      area: 50,
      monthlyPayment: 2_500_000,
      beginDate: '2026-03-01',
      endDate: '2027-02-28',
      ...overrides,
    },
  };
}

const created = (): ContractEvent => decide(createCommand(asLessor), foldContract([]))[0]!;
const confirm = (actor: Actor): ContractCommand => ({ type: 'ConfirmContract', data: { contractId: CONTRACT_ID }, metadata: { actor, now: NOW } });
const reject = (actor: Actor, reason = 'Narx kelishilmagan'): ContractCommand => ({
  type: 'RejectContract',
  data: { contractId: CONTRACT_ID, reason },
  metadata: { actor, now: NOW },
});

const given = (events: ContractEvent[]) => ({
  when: (command: ContractCommand) => ({
    then: (expected: ContractEvent[]) => expect(decide(command, foldContract(events))).toEqual(expected),
    thenRefused: (code: string, kind: DomainError['kind'], field?: string) => {
      let error: unknown;
      try {
        decide(command, foldContract(events));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code, kind, ...(field ? { field } : {}) });
    },
  }),
});

describe('contract decider', () => {
  describe('create', () => {
    it('the lessor registers a contract, sent to the lessee for approval', () => {
      given([]).when(createCommand(asLessor)).then([
        {
          type: 'ContractCreated',
          data: expect.objectContaining({
            contractId: CONTRACT_ID,
            initiatorId: lessor.id,
            counterpartId: lessee.id,
            area: 50,
            monthlyPayment: 2_500_000,
            beginDate: '2026-03-01',
            endDate: '2027-02-28',
            purpose: null,
            createdAt: NOW,
          }) as never,
        },
      ]);
    });

    it('the lessee cannot create a contract on the lessor’s behalf', () => {
      given([]).when(createCommand(asLessee)).thenRefused('ONLY_LESSOR_CREATES', 'forbidden');
    });

    it('a stranger cannot create a contract for two other parties', () => {
      given([]).when(createCommand(stranger)).thenRefused('ONLY_LESSOR_CREATES', 'forbidden');
    });

    it('a contract id cannot be registered twice', () => {
      given([created()]).when(createCommand(asLessor)).thenRefused('CONTRACT_EXISTS', 'conflict');
    });

    it('the lessee must be another party than the lessor', () => {
      given([]).when(createCommand(asLessor, { lessee: { ...lessor } })).thenRefused('LESSEE_IS_LESSOR', 'invalid', 'lesseeId');
    });

    it.each([
      ['area must be greater than 0 (zero)', { area: 0 }, 'AREA_NOT_POSITIVE', 'area'],
      ['area must be greater than 0 (negative)', { area: -5 }, 'AREA_NOT_POSITIVE', 'area'],
      ['rented area cannot exceed the area of the object', { area: 120.5 }, 'NOT_ENOUGH_AREA', 'area'],
      ['the monthly payment must be greater than 0', { monthlyPayment: 0 }, 'AMOUNT_NOT_POSITIVE', 'monthlyPayment'],
      ['the end date must be after the start date', { endDate: '2026-02-28' }, 'END_BEFORE_START', 'endDate'],
      ['the end date cannot equal the start date', { endDate: '2026-03-01' }, 'END_BEFORE_START', 'endDate'],
    ])('%s', (_name, overrides, code, field) => {
      given([]).when(createCommand(asLessor, overrides)).thenRefused(code, 'invalid', field);
    });

    it('the whole object may be rented', () => {
      expect(decide(createCommand(asLessor, { area: 120 }), foldContract([]))).toHaveLength(1);
    });
  });

  describe('confirm', () => {
    it('the counterpart confirms a contract awaiting approval', () => {
      given([created()]).when(confirm(asLessee)).then([
        { type: 'ContractConfirmed', data: { contractId: CONTRACT_ID, confirmedAt: NOW, byPartyId: lessee.id } },
      ]);
    });

    it('the initiator cannot confirm its own contract', () => {
      given([created()]).when(confirm(asLessor)).thenRefused('ONLY_COUNTERPART_DECIDES', 'forbidden');
    });

    it('a stranger is told the contract does not exist', () => {
      given([created()]).when(confirm(stranger)).thenRefused('ONLY_COUNTERPART_DECIDES', 'notFound');
    });

    it('a contract that does not exist cannot be confirmed', () => {
      given([]).when(confirm(asLessee)).thenRefused('CONTRACT_NOT_FOUND', 'notFound');
    });

    it('a contract cannot be confirmed twice', () => {
      const confirmed = decide(confirm(asLessee), foldContract([created()]));
      given([created(), ...confirmed]).when(confirm(asLessee)).thenRefused('NOT_AWAITING_APPROVAL', 'conflict');
    });

    it('a rejected contract cannot be confirmed', () => {
      const rejected = decide(reject(asLessee), foldContract([created()]));
      given([created(), ...rejected]).when(confirm(asLessee)).thenRefused('NOT_AWAITING_APPROVAL', 'conflict');
    });
  });

  describe('reject', () => {
    it('the counterpart rejects with a reason', () => {
      given([created()]).when(reject(asLessee, '  Narx kelishilmagan ')).then([
        {
          type: 'ContractRejected',
          data: { contractId: CONTRACT_ID, rejectedAt: NOW, byPartyId: lessee.id, reason: 'Narx kelishilmagan' },
        },
      ]);
    });

    it('a rejection needs a reason', () => {
      given([created()]).when(reject(asLessee, '   ')).thenRefused('REASON_REQUIRED', 'invalid', 'reason');
    });

    it('the initiator cannot reject its own contract', () => {
      given([created()]).when(reject(asLessor)).thenRefused('ONLY_COUNTERPART_DECIDES', 'forbidden');
    });

    it('an approved contract cannot be rejected', () => {
      const confirmed = decide(confirm(asLessee), foldContract([created()]));
      given([created(), ...confirmed]).when(reject(asLessee)).thenRefused('NOT_AWAITING_APPROVAL', 'conflict');
    });

    it('a contract cannot be rejected twice', () => {
      const rejected = decide(reject(asLessee), foldContract([created()]));
      given([created(), ...rejected]).when(reject(asLessee)).thenRefused('NOT_AWAITING_APPROVAL', 'conflict');
    });
  });

  it('every refusal carries an i18n key the frontend translates', () => {
    const keys = new Set<string>(Object.values(MessageKeys));
    try {
      decide(createCommand(asLessee), foldContract([]));
    } catch (e) {
      expect(keys.has((e as DomainError).messageKey)).toBe(true);
    }
    expect.assertions(1);
  });
});
