import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { type Actor, SYSTEM_ACTOR } from '../events/envelope.js';
import type { ContractCommand, CreateContract } from '../contracts/contract-commands.js';
import type { ContractEvent } from '../contracts/contract-events.js';
import { foldContract, heldArea } from '../contracts/contract-state.js';
import { availableSteps } from '../contracts/contract-steps.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { ContractState } from '../contracts/states.js';
import { decide } from './contract-decider.js';

// Issue 21: the lessee registers a contract its lessor has not; the lessor confirms or rejects it, or lets
// 30 days pass and the system marks it "declared by the lessee, not confirmed" (state 11).
const NOW = '2026-03-01T09:00:00.000Z';
const DUE = '2026-03-31T09:00:00.000Z';
const lessor = { id: '301234567', type: 'LEGAL', name: 'Toshkent Savdo MChJ' } as const;
const lessee = { id: '41506199512345', type: 'INDIVIDUAL', name: 'Aliyev Vali' } as const;
const asLessor: Actor = { kind: 'party', userId: 'u-1', partyId: lessor.id, name: lessor.name };
const asLessee: Actor = { kind: 'party', userId: 'u-2', partyId: lessee.id, name: lessee.name };
const stranger: Actor = { kind: 'party', userId: 'u-3', partyId: '302345678', name: 'Samarqand Invest AJ' };
const CONTRACT_ID = '5d0a2a8e-0a4f-4f8e-9a57-6c1f0b1e2d3c';

function declaration(actor: Actor, overrides: Partial<CreateContract['data']> = {}): CreateContract {
  return {
    type: 'CreateContract',
    metadata: { actor, now: NOW },
    data: {
      contractId: CONTRACT_ID,
      kind: ServiceKind.OtherRent,
      registrationNumber: '2026-26-00000001',
      contractNumber: 'L-1',
      contractDate: '2026-02-27',
      area: 50,
      monthlyPayment: 2_500_000,
      beginDate: '2026-03-01',
      endDate: '2027-02-28',
      lessor,
      lessee,
      property: { cadastralNumber: '10:01:02:03:04:0005', address: 'Toshkent sh., Amir Temur 1', totalArea: 120 },
      minimumRatePerM2: 26_500,
      initiator: 'lessee',
      ...overrides,
    },
  };
}

const step = (type: ContractCommand['type'], actor: Actor, now = NOW, data: Record<string, unknown> = {}) =>
  ({ type, metadata: { actor, now }, data: { contractId: CONTRACT_ID, ...data } }) as ContractCommand;
const lapse = (now = DUE) => step('LapseDeclaration', SYSTEM_ACTOR, now);

function history(...commands: ContractCommand[]): ContractEvent[] {
  const events: ContractEvent[] = [];
  for (const c of commands) events.push(...decide(c, foldContract(events)));
  return events;
}

function refusalOf(command: ContractCommand, events: ContractEvent[]): unknown {
  try {
    decide(command, foldContract(events));
  } catch (error) {
    return error;
  }
  return undefined;
}

const refused = (command: ContractCommand, events: ContractEvent[], code: string, kind: DomainError['kind']) => {
  const error = refusalOf(command, events);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code, kind });
};

const standingOf = (events: ContractEvent[]) => {
  const c = foldContract(events);
  if (c.status !== 'Existing') throw new Error('no contract');
  return { ...c, pendingStep: c.pending?.step ?? null, pendingBy: c.pending?.byPartyId ?? null };
};

describe('the lessee registers', () => {
  it('the lessee is the initiator and the lessor the counterpart who answers', () => {
    const [created] = history(declaration(asLessee));
    expect(created).toMatchObject({
      type: 'ContractCreated',
      data: { initiatorId: lessee.id, counterpartId: lessor.id, lessor, lessee, createdAt: NOW },
    });
    const events = [created!];
    expect(availableSteps(standingOf(events), asLessor)).toEqual(
      expect.arrayContaining(['confirm', 'reject', 'requestChange']),
    );
    expect(availableSteps(standingOf(events), asLessee)).toEqual(['withdraw']);
  });

  it.each([
    ['the lessor cannot declare in its lessee’s name', asLessor],
    ['a stranger cannot declare for two other parties', stranger],
  ])('%s', (_name, actor) => refused(declaration(actor), [], 'ONLY_LESSEE_DECLARES', 'forbidden'));

  it('the minimum rent holds as on the lessor’s registration', () =>
    refused(declaration(asLessee, { monthlyPayment: 1_000_000 }), [], 'RENT_BELOW_MINIMUM', 'invalid'));

  it('kinship, which waives the minimum, is the lessor’s declaration only', () =>
    refused(
      declaration(asLessee, { details: { kinship: { basis: 'CLOSE_RELATIVE', relation: 'SIBLING' } } }),
      [],
      'KINSHIP_BY_LESSOR',
      'invalid',
    ));

  it('the lessor confirms or rejects; the lessee cannot confirm its own declaration', () => {
    const events = history(declaration(asLessee));
    expect(decide(step('ConfirmContract', asLessor), foldContract(events)).map((e) => e.type)).toEqual([
      'ContractConfirmed',
    ]);
    expect(
      decide(step('RejectContract', asLessor, NOW, { reason: 'Tuzilmagan' }), foldContract(events)).map((e) => e.type),
    ).toEqual(['ContractRejected']);
    refused(step('ConfirmContract', asLessee), events, 'ONLY_COUNTERPART_DECIDES', 'forbidden');
    refused(step('ConfirmContract', stranger), events, 'CONTRACT_NOT_FOUND', 'notFound');
  });

  it('a lessor confirms once', () =>
    refused(
      step('ConfirmContract', asLessor),
      history(declaration(asLessee), step('ConfirmContract', asLessor)),
      'NOT_AWAITING_APPROVAL',
      'conflict',
    ));
});

describe('unanswered for 30 days', () => {
  it('the system marks it declared by the lessee, not confirmed (state 11), which still holds its area', () => {
    const events = history(declaration(asLessee), lapse());
    expect(events.at(-1)).toEqual({
      type: 'DeclarationLapsed',
      data: { contractId: CONTRACT_ID, at: DUE, awaitingSince: NOW },
    });
    const contract = foldContract(events);
    expect(contract).toMatchObject({ state: ContractState.DeclaredByLessee });
    expect(heldArea(contract)).toBe(50);
  });

  it('not a moment before its 30 days, and only once', () => {
    refused(lapse('2026-03-31T08:59:59.999Z'), history(declaration(asLessee)), 'DECLARATION_NOT_DUE', 'conflict');
    refused(lapse(), history(declaration(asLessee), lapse()), 'DECLARATION_ANSWERED', 'conflict');
  });

  it('not when the lessor answered: sent back for change, confirmed, or the lessor registered it itself', () => {
    const sentBack = step('RequestChange', asLessor, NOW, { reason: 'Maydon boshqa' });
    refused(lapse(), history(declaration(asLessee), sentBack), 'DECLARATION_ANSWERED', 'conflict');
    refused(
      lapse(),
      history(declaration(asLessee), step('ConfirmContract', asLessor)),
      'DECLARATION_ANSWERED',
      'conflict',
    );
    refused(lapse(), history(declaration(asLessor, { initiator: 'lessor' })), 'DECLARATION_ANSWERED', 'conflict');
  });

  it('only the system marks it', () =>
    refused(step('LapseDeclaration', asLessee, DUE), history(declaration(asLessee)), 'SYSTEM_ONLY', 'forbidden'));

  it('a resubmitted declaration waits 30 days from its resubmission', () => {
    const rejected = history(declaration(asLessee), step('RejectContract', asLessor, NOW, { reason: 'Yoʻq' }));
    const again = step('ResubmitContract', asLessee, '2026-03-20T09:00:00.000Z', {
      terms: {
        contractNumber: 'L-1',
        contractDate: '2026-02-27',
        area: 50,
        monthlyPayment: 2_600_000,
        beginDate: '2026-03-01',
        endDate: '2027-02-28',
      },
    });
    const events = [...rejected, ...decide(again, foldContract(rejected))];
    refused(lapse(), events, 'DECLARATION_NOT_DUE', 'conflict');
    expect(decide(lapse('2026-04-19T09:00:00.000Z'), foldContract(events))).toMatchObject([
      { type: 'DeclarationLapsed', data: { awaitingSince: '2026-03-20T09:00:00.000Z' } },
    ]);
  });

  it('the lessor may still confirm or reject it, but not send it back; the lessee may withdraw it', () => {
    const events = history(declaration(asLessee), lapse());
    expect(availableSteps(standingOf(events), asLessor).sort()).toEqual(['confirm', 'reject']);
    expect(availableSteps(standingOf(events), asLessee)).toEqual(['withdraw']);
    refused(step('RequestChange', asLessor, DUE, { reason: 'Kech' }), events, 'NOT_AWAITING_APPROVAL', 'conflict');
    const confirmed = [...events, ...decide(step('ConfirmContract', asLessor, DUE), foldContract(events))];
    expect(foldContract(confirmed)).toMatchObject({ state: ContractState.Approved });
  });
});
