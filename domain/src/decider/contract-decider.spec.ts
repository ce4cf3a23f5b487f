import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { type Actor, SYSTEM_ACTOR } from '../events/envelope.js';
import { MessageKeys } from '../i18n-keys.js';
import type { ContractCommand, CreateContract } from '../contracts/contract-commands.js';
import { decide } from './contract-decider.js';
import type { ContractEvent } from '../contracts/contract-events.js';
import { foldContract, heldArea } from '../contracts/contract-state.js';
import type { ContractTermsSnapshot } from '../contracts/contract-terms.js';
import { ServiceKind } from '../contracts/service-kinds.js';

// given/when/then: the events so far, the command, and what must come out.
const NOW = '2026-03-01T09:00:00.000Z';
const lessor = { id: '301234567', type: 'LEGAL', name: 'Toshkent Savdo MChJ' } as const;
const lessee = { id: '41506199512345', type: 'INDIVIDUAL', name: 'Aliyev Vali' } as const;
const asLessor: Actor = { kind: 'party', userId: 'u-1', partyId: lessor.id, name: lessor.name };
const asLessee: Actor = { kind: 'party', userId: 'u-2', partyId: lessee.id, name: lessee.name };
const stranger: Actor = { kind: 'party', userId: 'u-3', partyId: '302345678', name: 'Samarqand Invest AJ' };
const operator: Actor = { kind: 'operator', userId: 'op-1', partyId: '', name: 'Operator' };
const CONTRACT_ID = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const TERMS: ContractTermsSnapshot = {
  contractNumber: 'A-17',
  contractDate: '2026-02-27',
  area: 50,
  monthlyPayment: 2_500_000,
  beginDate: '2026-03-01',
  endDate: '2027-02-28',
  purpose: null,
  paymentType: null,
  notes: null,
  documentsDate: null,
};

function createCommand(actor: Actor, overrides: Partial<CreateContract['data']> = {}): CreateContract {
  return {
    type: 'CreateContract',
    metadata: { actor, now: NOW },
    data: {
      contractId: CONTRACT_ID,
      kind: ServiceKind.OtherRent,
      lessor,
      lessee,
      property: { cadastralNumber: '10:01:02:03:04:0005', address: 'Toshkent sh., Amir Temur 1', totalArea: 120 },
      // A regional centre's non-residential rate: 50 m² must bring at least 1 325 000 so'm a month.
      minimumRatePerM2: 26_500,
      ...TERMS,
      purpose: undefined,
      ...overrides,
    },
  };
}

/** A command of the given type on our contract by an actor, at NOW unless told otherwise. */
function cmd(
  type: ContractCommand['type'],
  actor: Actor,
  data: Record<string, unknown> = {},
  now = NOW,
): ContractCommand {
  return { type, metadata: { actor, now }, data: { contractId: CONTRACT_ID, ...data } } as ContractCommand;
}

/** Runs commands one after another from nothing, each on the events of the ones before. */
function history(...commands: ContractCommand[]): ContractEvent[] {
  const events: ContractEvent[] = [];
  for (const c of commands) events.push(...decide(c, foldContract(events)));
  return events;
}

const create = () => createCommand(asLessor);
const confirm = (a = asLessee) => cmd('ConfirmContract', a);
const reject = (a = asLessee, reason = 'Narx kelishilmagan') => cmd('RejectContract', a, { reason });
const requestChange = (a = asLessee, reason = 'Maydonni tuzating') => cmd('RequestChange', a, { reason });
const change = (a = asLessor, terms: Partial<ContractTermsSnapshot> = { area: 45 }) =>
  cmd('ChangeContract', a, { terms: { ...TERMS, ...terms } });
const withdraw = (a = asLessor) => cmd('WithdrawContract', a, { reason: null });
const proposeChange = (a = asLessor, terms: Partial<ContractTermsSnapshot> = { monthlyPayment: 3_000_000 }) =>
  cmd('ProposeChange', a, {
    proposalId: 'p-1',
    proposalKind: 'CHANGE',
    terms: { ...TERMS, ...terms },
    agreement: null,
  });
const addAgreement = (a: Actor, terms: Partial<ContractTermsSnapshot> = { endDate: '2028-02-29' }, number = 'QK-1') =>
  cmd('ProposeChange', a, {
    proposalId: 'p-2',
    proposalKind: 'ADDITIONAL_AGREEMENT',
    terms: { ...TERMS, ...terms },
    agreement: { number, date: '2026-03-01' },
  });
const confirmChange = (a = asLessee) => cmd('ConfirmChange', a);
const rejectChange = (a = asLessee, reason = 'Qabul qilinmaydi') => cmd('RejectChange', a, { reason });
const requestCancellation = (a = asLessor, effectiveYear = 2026, reason = 'Obyekt sotildi') =>
  cmd('RequestCancellation', a, { reason, effectiveYear });
const acceptCancellation = (a = asLessee) => cmd('AcceptCancellation', a);
const rejectCancellation = (a = asLessee, reason = 'Rozi emasman') => cmd('RejectCancellation', a, { reason });
const resubmit = (a = asLessor, terms: Partial<ContractTermsSnapshot> = { monthlyPayment: 2_000_000 }) =>
  cmd('ResubmitContract', a, { terms: { ...TERMS, ...terms } });

const given = (...commands: ContractCommand[]) => {
  const events = history(...commands);
  return {
    when: (command: ContractCommand) => ({
      then: (...types: ContractEvent['type'][]) =>
        expect(decide(command, foldContract(events)).map((e) => e.type)).toEqual(types),
      thenEvents: (expected: ContractEvent[]) => expect(decide(command, foldContract(events))).toEqual(expected),
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
  };
};

describe('create', () => {
  it('the lessor registers a contract, sent to the lessee for approval', () => {
    const [event] = decide(create(), foldContract([]));
    expect(event).toEqual({
      type: 'ContractCreated',
      data: expect.objectContaining({
        contractId: CONTRACT_ID,
        initiatorId: lessor.id,
        counterpartId: lessee.id,
        area: 50,
        purpose: null,
        createdAt: NOW,
      }),
    });
  });

  it.each([
    ['the lessee cannot create a contract on the lessor’s behalf', asLessee],
    ['a stranger cannot create a contract for two other parties', stranger],
    ['an operator does not register contracts', operator],
  ])('%s', (_name, actor) => given().when(createCommand(actor)).thenRefused('ONLY_LESSOR_CREATES', 'forbidden'));

  it('a contract id cannot be registered twice', () =>
    given(create()).when(create()).thenRefused('CONTRACT_EXISTS', 'conflict'));

  it('the lessee must be another party than the lessor', () =>
    given()
      .when(createCommand(asLessor, { lessee: { ...lessor } }))
      .thenRefused('LESSEE_IS_LESSOR', 'invalid', 'lesseeId'));

  it.each([
    ['area must be greater than 0 (zero)', { area: 0 }, 'AREA_NOT_POSITIVE', 'invalid', 'area'],
    ['area must be greater than 0 (negative)', { area: -5 }, 'AREA_NOT_POSITIVE', 'invalid', 'area'],
    // Not enough area is a conflict wherever it is found (here or on the property's stream): 409.
    ['rented area cannot exceed the area of the object', { area: 120.5 }, 'NOT_ENOUGH_AREA', 'conflict', 'area'],
    [
      'the monthly payment must be greater than 0',
      { monthlyPayment: 0 },
      'AMOUNT_NOT_POSITIVE',
      'invalid',
      'monthlyPayment',
    ],
    ['the end date must be after the start date', { endDate: '2026-02-28' }, 'END_BEFORE_START', 'invalid', 'endDate'],
    ['the end date cannot equal the start date', { endDate: '2026-03-01' }, 'END_BEFORE_START', 'invalid', 'endDate'],
  ] as const)('%s', (_name, overrides, code, kind, field) =>
    given().when(createCommand(asLessor, overrides)).thenRefused(code, kind, field),
  );
});

describe('before approval: confirm, reject, send back for change, change, withdraw', () => {
  it('the counterpart confirms', () =>
    given(create())
      .when(confirm())
      .thenEvents([
        { type: 'ContractConfirmed', data: { contractId: CONTRACT_ID, confirmedAt: NOW, byPartyId: lessee.id } },
      ]));

  it('the counterpart rejects with a reason, trimmed', () =>
    given(create())
      .when(reject(asLessee, '  Narx kelishilmagan '))
      .thenEvents([
        {
          type: 'ContractRejected',
          data: { contractId: CONTRACT_ID, rejectedAt: NOW, byPartyId: lessee.id, reason: 'Narx kelishilmagan' },
        },
      ]));

  it('a rejection needs a reason', () =>
    given(create()).when(reject(asLessee, '  ')).thenRefused('REASON_REQUIRED', 'invalid', 'reason'));

  it('the counterpart sends it back for change with a reason; it stays awaiting approval', () => {
    given(create()).when(requestChange()).then('ContractSentForChange');
    expect(foldContract(history(create(), requestChange()))).toMatchObject({
      state: 10,
      pending: { step: 'SENT_FOR_CHANGE', reason: 'Maydonni tuzating' },
    });
  });

  it('while sent back, the counterpart waits: it cannot confirm until the initiator changes it', () =>
    given(create(), requestChange()).when(confirm()).thenRefused('STEP_NOT_ALLOWED', 'conflict'));

  it('the initiator changes it; the counterpart sees what changed', () => {
    const [event] = decide(change(), foldContract(history(create(), requestChange())));
    expect(event).toMatchObject({
      type: 'ContractChanged',
      data: { changes: [{ field: 'area', before: 50, after: 45 }] },
    });
  });

  it('after the change the counterpart confirms or rejects it', () => {
    given(create(), requestChange(), change()).when(confirm()).then('ContractConfirmed');
    given(create(), requestChange(), change()).when(reject()).then('ContractRejected');
  });

  it('a change nobody asked for is refused, as is a second one before the counterpart answers the first', () => {
    given(create()).when(change()).thenRefused('STEP_NOT_ALLOWED', 'conflict');
    given(create(), requestChange(), change())
      .when(change(asLessor, { area: 40 }))
      .thenRefused('STEP_NOT_ALLOWED', 'conflict');
  });

  it('a change that changes nothing is refused', () =>
    given(create(), requestChange()).when(change(asLessor, {})).thenRefused('NO_CHANGES', 'invalid'));

  it('a changed contract keeps the rules of its terms', () =>
    given(create(), requestChange())
      .when(change(asLessor, { area: 500 }))
      .thenRefused('NOT_ENOUGH_AREA', 'conflict', 'area'));

  it('the initiator withdraws a contract awaiting approval (state 12)', () => {
    given(create()).when(withdraw()).then('ContractWithdrawn');
    expect(foldContract(history(create(), withdraw()))).toMatchObject({ state: 12 });
  });

  it.each([
    ['the initiator cannot confirm its own contract', confirm(asLessor), 'ONLY_COUNTERPART_DECIDES', 'forbidden'],
    ['the initiator cannot reject its own contract', reject(asLessor), 'ONLY_COUNTERPART_DECIDES', 'forbidden'],
    [
      'the initiator cannot send its own contract back',
      requestChange(asLessor),
      'ONLY_COUNTERPART_DECIDES',
      'forbidden',
    ],
    ['the counterpart cannot change the initiator’s terms', change(asLessee), 'ONLY_INITIATOR', 'forbidden'],
    ['the counterpart cannot withdraw it', withdraw(asLessee), 'ONLY_INITIATOR', 'forbidden'],
    ['a stranger is told the contract does not exist', confirm(stranger), 'CONTRACT_NOT_FOUND', 'notFound'],
    ['an operator takes no party’s step', confirm(operator), 'CONTRACT_NOT_FOUND', 'notFound'],
    ['no cancellation before approval', requestCancellation(asLessor), 'STEP_NOT_ALLOWED', 'conflict'],
    ['no change proposal before approval', proposeChange(), 'STEP_NOT_ALLOWED', 'conflict'],
    ['no resubmission of a contract still awaiting approval', resubmit(), 'STEP_NOT_ALLOWED', 'conflict'],
  ])('%s', (_name, command, code, kind) =>
    given(create())
      .when(command)
      .thenRefused(code, kind as DomainError['kind']),
  );

  it('a contract that does not exist cannot be confirmed', () =>
    given().when(confirm()).thenRefused('CONTRACT_NOT_FOUND', 'notFound'));

  it.each([
    ['a contract cannot be confirmed twice', [create(), confirm()]],
    ['a rejected contract cannot be confirmed', [create(), reject()]],
    ['a withdrawn contract cannot be confirmed', [create(), withdraw()]],
  ])('%s', (_name, before) =>
    given(...before)
      .when(confirm())
      .thenRefused('NOT_AWAITING_APPROVAL', 'conflict'),
  );
});

describe('after approval: change proposals and supplementary agreements', () => {
  const approved = [create(), confirm()];

  it('the lessor proposes a change; the contract keeps its terms until it is confirmed', () => {
    const events = history(...approved, proposeChange());
    expect(events.at(-1)).toMatchObject({
      type: 'ContractChangeProposed',
      data: { proposalKind: 'CHANGE', changes: [{ field: 'monthlyPayment', before: 2_500_000, after: 3_000_000 }] },
    });
    expect(foldContract(events)).toMatchObject({ state: 20, terms: { monthlyPayment: 2_500_000 } });
    expect(foldContract(history(...approved, proposeChange(), confirmChange()))).toMatchObject({
      state: 20,
      terms: { monthlyPayment: 3_000_000 },
      pending: null,
    });
  });

  it('the lessee rejects the change with a reason; the terms stay', () => {
    given(...approved, proposeChange())
      .when(rejectChange())
      .then('ContractChangeRejected');
    expect(foldContract(history(...approved, proposeChange(), rejectChange()))).toMatchObject({
      terms: { monthlyPayment: 2_500_000 },
      pending: null,
    });
  });

  it.each([
    ['only the lessor proposes a change', [], proposeChange(asLessee), 'ONLY_LESSOR', 'forbidden'],
    [
      'the proposer cannot confirm its own change',
      [proposeChange()],
      confirmChange(asLessor),
      'ONLY_OTHERTHANASKER',
      'forbidden',
    ],
    [
      'the proposer cannot reject its own change',
      [proposeChange()],
      rejectChange(asLessor),
      'ONLY_OTHERTHANASKER',
      'forbidden',
    ],
    ['one pending change at a time', [proposeChange()], proposeChange(), 'STEP_NOT_ALLOWED', 'conflict'],
    ['no change to confirm when none is pending', [], confirmChange(), 'STEP_NOT_ALLOWED', 'conflict'],
    [
      'no cancellation while a change is pending',
      [proposeChange()],
      requestCancellation(),
      'STEP_NOT_ALLOWED',
      'conflict',
    ],
  ])('%s', (_name, more, command, code, kind) =>
    given(...approved, ...(more as ContractCommand[]))
      .when(command as ContractCommand)
      .thenRefused(code as string, kind as DomainError['kind']),
  );

  it('either party offers a supplementary agreement, which the other confirms like a change', () => {
    given(...approved)
      .when(addAgreement(asLessee))
      .then('ContractChangeProposed');
    expect(foldContract(history(...approved, addAgreement(asLessee), confirmChange(asLessor)))).toMatchObject({
      endDate: '2028-02-29',
    });
  });

  it('a supplementary agreement may start before today but must end after it', () => {
    given(...approved)
      .when(addAgreement(asLessor, { beginDate: '2026-01-01', endDate: '2027-02-28' }))
      .then('ContractChangeProposed');
    given(...approved)
      .when(addAgreement(asLessor, { beginDate: '2025-01-01', endDate: '2026-03-01' }))
      .thenRefused('AGREEMENT_ENDS_BEFORE_TODAY', 'invalid', 'endDate');
  });

  it('a supplementary agreement has a number', () =>
    given(...approved)
      .when(addAgreement(asLessor, undefined, ' '))
      .thenRefused('REASON_REQUIRED', 'invalid', 'agreementNumber'));
});

describe('a vehicle is rented whole: its terms name no area', () => {
  const { area: _area, ...noArea } = TERMS;
  const vehicle = createCommand(asLessor, {
    kind: ServiceKind.CarRent,
    property: { cadastralNumber: '01123ABC', address: 'Chevrolet Cobalt, oq, 2022', totalArea: 1 },
    area: 1,
    minimumRatePerM2: 858_000,
    monthlyPayment: 1_000_000,
  });
  const withTerms = (type: 'ChangeContract' | 'ResubmitContract', terms: Record<string, unknown>) =>
    cmd(type, asLessor, { terms: { ...noArea, monthlyPayment: 1_000_000, ...terms } });

  it('a change that names no area keeps the vehicle whole', () => {
    const [changed] = decide(
      withTerms('ChangeContract', { monthlyPayment: 1_200_000 }),
      foldContract(history(vehicle, requestChange())),
    );
    expect(changed).toMatchObject({
      type: 'ContractChanged',
      data: { terms: { area: 1, monthlyPayment: 1_200_000 }, changes: [{ field: 'monthlyPayment' }] },
    });
  });

  it('a proposal after approval names no area either', () =>
    given(vehicle, confirm())
      .when(
        cmd('ProposeChange', asLessor, {
          proposalId: 'p-1',
          proposalKind: 'CHANGE',
          terms: { ...noArea, monthlyPayment: 1_100_000 },
          agreement: null,
        }),
      )
      .then('ContractChangeProposed'));

  it('an area other than the whole vehicle is refused, naming the area', () =>
    given(vehicle, reject())
      .when(withTerms('ResubmitContract', { area: 5 }))
      .thenRefused('VEHICLE_HAS_NO_AREA', 'invalid', 'area'));

  it('premises still name their area', () =>
    given(create(), requestChange())
      .when(withTerms('ChangeContract', { monthlyPayment: 2_600_000 }))
      .thenRefused('AREA_REQUIRED', 'invalid', 'area'));
});

describe('minimum monthly rent', () => {
  it('rent cannot be below the minimum monthly rent: refused at registration, naming the minimum', () => {
    let error: unknown;
    try {
      decide(createCommand(asLessor, { monthlyPayment: 1_324_999 }), foldContract([]));
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      code: 'RENT_BELOW_MINIMUM',
      field: 'monthlyPayment',
      messageKey: MessageKeys.rentBelowMinimum,
      params: { minimum: '1 325 000' },
    });
  });

  it('rent exactly at the minimum is accepted', () =>
    given()
      .when(createCommand(asLessor, { monthlyPayment: 1_325_000 }))
      .then('ContractCreated'));

  it('a contract without a recorded minimum (a kind priced otherwise) takes any positive rent', () =>
    given()
      .when(createCommand(asLessor, { monthlyPayment: 1, minimumRatePerM2: null }))
      .then('ContractCreated'));

  it.each([
    ['a change before approval', [create(), requestChange()], change(asLessor, { monthlyPayment: 1_000_000 })],
    ['a change proposed after approval', [create(), confirm()], proposeChange(asLessor, { monthlyPayment: 1_000_000 })],
    ['a larger area at the same rent', [create(), confirm()], proposeChange(asLessor, { area: 100 })],
    ['a resubmission', [create(), reject()], resubmit(asLessor, { monthlyPayment: 900_000 })],
  ])('rent cannot be below the minimum monthly rent after %s either', (_name, before, command) =>
    given(...(before as ContractCommand[]))
      .when(command as ContractCommand)
      .thenRefused('RENT_BELOW_MINIMUM', 'invalid', 'monthlyPayment'),
  );
});

describe('kinship: a close relative pays no minimum rent', () => {
  const person = { id: '31012850123453', type: 'INDIVIDUAL', name: 'Karimova Dilnoza' } as const;
  const asPerson: Actor = { kind: 'party', userId: 'u-4', partyId: person.id, name: person.name };
  const relative = { kinship: { basis: 'CLOSE_RELATIVE', relation: 'SIBLING' } } as const;
  const betweenRelatives = (overrides: Partial<CreateContract['data']> = {}) =>
    createCommand(asPerson, { lessor: person, details: relative, monthlyPayment: 100_000, ...overrides });

  it('a person registers below the minimum for a declared relative; the contract keeps no floor', () => {
    const [created] = decide(betweenRelatives(), foldContract([]));
    expect(created).toMatchObject({
      type: 'ContractCreated',
      data: { monthlyPayment: 100_000, minimumRatePerM2: null, details: relative },
    });
  });

  it('later terms between relatives go without the floor too', () =>
    given(betweenRelatives(), confirm())
      .when(proposeChange(asPerson, { monthlyPayment: 50_000 }))
      .then('ContractChangeProposed'));

  it('the same rent without the declaration is refused', () =>
    given()
      .when(betweenRelatives({ details: null }))
      .thenRefused('RENT_BELOW_MINIMUM', 'invalid', 'monthlyPayment'));

  it.each([
    ['a legal entity lessor', { lessor }],
    [
      'a legal entity lessee',
      { lessor: person, lessee: { id: '302345678', type: 'LEGAL', name: 'Samarqand Invest AJ' } },
    ],
  ] as const)('%s cannot declare kinship', (_name, parties) => {
    const actor = parties.lessor.id === lessor.id ? asLessor : asPerson;
    given()
      .when(createCommand(actor, { ...parties, details: relative, monthlyPayment: 100_000 }))
      .thenRefused('KINSHIP_BETWEEN_PERSONS', 'invalid', 'kinship.basis');
  });
});

describe('payment type, notes and the documents’ date: terms of the contract', () => {
  const stated = { paymentType: 'BANK_TRANSFER', notes: 'Kalitlar 2 dona', documentsDate: '2026-02-27' } as const;

  it('are kept with the registration', () => {
    const [created] = decide(createCommand(asLessor, stated), foldContract([]));
    expect(created).toMatchObject({ type: 'ContractCreated', data: stated });
  });

  it('left out, they are null', () => {
    const [created] = decide(create(), foldContract([]));
    expect(created).toMatchObject({ data: { paymentType: null, notes: null, documentsDate: null } });
  });

  it('a change names the ones it changes, before and after, and keeps the ones it leaves out', () => {
    const events = history(createCommand(asLessor, stated), requestChange());
    const command = cmd('ChangeContract', asLessor, {
      terms: { ...TERMS, paymentType: 'CASH', notes: undefined, documentsDate: undefined },
    });
    const [changed] = decide(command, foldContract(events));
    expect(changed).toMatchObject({
      type: 'ContractChanged',
      data: {
        changes: [{ field: 'paymentType', before: 'BANK_TRANSFER', after: 'CASH' }],
        terms: { ...stated, paymentType: 'CASH' },
      },
    });
  });

  it('a confirmed supplementary agreement clears the notes with null and keeps what it leaves out', () => {
    const agreement = addAgreement(asLessor, { notes: null, paymentType: undefined, documentsDate: undefined });
    const events = history(createCommand(asLessor, stated), confirm(), agreement);
    expect(foldContract([...events, ...decide(confirmChange(), foldContract(events))])).toMatchObject({
      terms: { notes: null, paymentType: 'BANK_TRANSFER', documentsDate: '2026-02-27' },
    });
  });

  it('an older contract, registered before they existed, folds with none of them', () => {
    const [created] = decide(create(), foldContract([]));
    const {
      paymentType: _p,
      notes: _n,
      documentsDate: _d,
      ...older
    } = (created as { data: object }).data as Record<string, unknown>;
    expect(foldContract([{ ...created!, data: older } as ContractEvent])).toMatchObject({
      terms: { paymentType: null, notes: null, documentsDate: null },
    });
  });

  it.each([
    ['registered', () => given().when(createCommand(asLessor, { documentsDate: '2026-03-02' }))],
    [
      'changed',
      () =>
        given(create(), requestChange()).when(
          cmd('ChangeContract', asLessor, { terms: { ...TERMS, documentsDate: '2026-03-02' } }),
        ),
    ],
  ] as const)('documents are not dated after the day they are %s (Tashkent)', (_name, step) =>
    step().thenRefused('DOCUMENTS_DATE_IN_FUTURE', 'invalid', 'documentsDate'),
  );

  it('documents dated the same Tashkent day are taken', () =>
    given()
      .when(createCommand(asLessor, { documentsDate: '2026-03-01' }))
      .then('ContractCreated'));
});

describe('a home rented to a person: co-residents and utilities', () => {
  const person = { id: '31012850123453', type: 'INDIVIDUAL', name: 'Karimova Dilnoza' } as const;
  const household = (coResidents: string[], lesseeOf = lessee as { id: string; type: string; name: string }) =>
    createCommand(asLessor, {
      lessee: lesseeOf as CreateContract['data']['lessee'],
      details: {
        coResidents: coResidents.map((pinfl) => ({ pinfl, name: 'Someone' })),
        utilities: { GAS: 'LESSEE', HEATING: 'LESSOR' },
      },
    });

  it('the lessee’s household is kept with the contract', () => {
    const [created] = decide(household([person.id]), foldContract([]));
    expect(created).toMatchObject({
      data: {
        details: {
          coResidents: [{ pinfl: person.id, name: 'Someone' }],
          utilities: { GAS: 'LESSEE', HEATING: 'LESSOR' },
        },
      },
    });
  });

  it('the lessee named again among the co-residents is refused on that line: lessee must not repeat', () =>
    given()
      .when(household([person.id, lessee.id]))
      .thenRefused('LESSEE_REPEATED', 'invalid', 'coResidents.1.pinfl'));

  it('one PINFL twice among the co-residents is refused on the second', () =>
    given()
      .when(household([person.id, person.id]))
      .thenRefused('PINFL_REPEATED', 'invalid', 'coResidents.1.pinfl'));

  it('a company lessee has no household', () =>
    given()
      .when(household([], { id: '302345678', type: 'LEGAL', name: 'Samarqand Invest AJ' }))
      .thenRefused('HOUSEHOLD_FOR_PERSONS', 'invalid', 'utilities'));
});

describe('areas and sums are exact: scale 2, compared in hundredths', () => {
  const onObjectOf = (totalArea: number, overrides: Partial<CreateContract['data']>) =>
    createCommand(asLessor, {
      property: { cadastralNumber: '10:11:01:04:05:0205', address: 'Toshkent sh., Bunyodkor 14A', totalArea },
      minimumRatePerM2: null,
      ...overrides,
    });

  it('given an object of 1 500 m², when a contract takes all of it, then it is registered', () =>
    given()
      .when(onObjectOf(1_500, { area: 1_500 }))
      .then('ContractCreated'));

  it('given an object of 1 500 m², when a contract takes a hundredth more, then it is refused for the area', () =>
    given()
      .when(onObjectOf(1_500, { area: 1_500.01 }))
      .thenRefused('NOT_ENOUGH_AREA', 'conflict', 'area'));

  it.each([
    ['an area of 0,004 m²', { area: 0.004 }, 'area'],
    ['an area of 1 499,994 m²', { area: 1_499.994 }, 'area'],
    ['a payment with a third decimal', { monthlyPayment: 2_500_000.001 }, 'monthlyPayment'],
  ])(
    'given %s (the schema refuses it too), when the decider sees it, then it is refused for its decimals',
    (_name, overrides, field) =>
      given().when(onObjectOf(1_500, overrides)).thenRefused('TOO_MANY_DECIMALS', 'invalid', field),
  );

  it('given a payment worked out above the largest sum (a BHM multiple of a huge BHM), when registered, then it is refused', () =>
    given()
      .when(onObjectOf(1_500, { monthlyPayment: 10_000_000_000_000.01 }))
      .thenRefused('AMOUNT_TOO_LARGE', 'invalid', 'monthlyPayment'));

  it('given 0,33 m² at 5 500 a m², when the rent is exactly the 1 815 so‘m minimum, then it is accepted; a tiyin less is not', () => {
    given()
      .when(onObjectOf(1_500, { area: 0.33, minimumRatePerM2: 5_500, monthlyPayment: 1_815 }))
      .then('ContractCreated');
    given()
      .when(onObjectOf(1_500, { area: 0.33, minimumRatePerM2: 5_500, monthlyPayment: 1_814.99 }))
      .thenRefused('RENT_BELOW_MINIMUM', 'invalid', 'monthlyPayment');
  });

  it('given a contract, when a change sends an area with three decimals, then it is refused for its decimals', () =>
    given(create(), requestChange())
      .when(change(asLessor, { area: 45.005 }))
      .thenRefused('TOO_MANY_DECIMALS', 'invalid', 'area'));

  describe('a warehouse’s turnover', () => {
    const warehouse = () =>
      createCommand(asLessor, {
        kind: ServiceKind.Warehouse,
        details: { warehouse: { basis: 'TURNOVER', ratePercent: 1.25 } },
      });
    const record = (amount: number) =>
      cmd('RecordTurnover', asLessor, { year: 2026, amount }, '2026-12-31T09:00:00.000Z');

    it('given a turnover with a third decimal, when recorded, then it is refused on the amount', () =>
      given(warehouse(), confirm())
        .when(record(123_456_789.125))
        .thenRefused('TOO_MANY_DECIMALS', 'invalid', 'amount'));

    it('given a turnover above the largest sum, when recorded, then it is refused on the amount', () =>
      given(warehouse(), confirm())
        .when(record(10_000_000_000_000.01))
        .thenRefused('AMOUNT_TOO_LARGE', 'invalid', 'amount'));

    it('given the largest turnover with tiyin, when recorded, then 1,25 % of it is exact to the tiyin', () => {
      const [event] = history(warehouse(), confirm(), record(9_999_999_999_999.99)).slice(-1);
      // 9 999 999 999 999,99 × 1,25 % is 124 999 999 999,999875 so‘m: half up to the tiyin, 125 000 000 000 (the minimum: 10 months of 1 325 000).
      expect(event?.data).toMatchObject({
        amount: 9_999_999_999_999.99,
        fee: 125_000_000_000,
        minimumAmount: 13_250_000,
        due: 125_000_000_000,
      });
    });
  });
});

describe('cancellation', () => {
  const approved = [create(), confirm()];

  it('a party asks to cancel from this year; the other accepts and the contract is cancelled (27) at once', () => {
    given(...approved)
      .when(requestCancellation(asLessee, 2026))
      .then('CancellationRequested');
    const events = history(...approved, requestCancellation(asLessee, 2026), acceptCancellation(asLessor));
    expect(events.at(-1)).toMatchObject({
      type: 'ContractCancelled',
      data: { effectiveYear: 2026, reason: 'Obyekt sotildi' },
    });
    expect(foldContract(events)).toMatchObject({ state: 27 });
  });

  describe('from a later year', () => {
    const fromNextYear = [...approved, requestCancellation(asLessee, 2027), acceptCancellation(asLessor)];
    const end = (now: string) => cmd('EndCancelledContract', SYSTEM_ACTOR, {}, now);

    it('accepted, the contract stays in force (20) and holds its area until 1 January of that year', () => {
      const events = history(...fromNextYear);
      expect(events.at(-1)).toMatchObject({ type: 'CancellationAccepted', data: { effectiveYear: 2027 } });
      expect(foldContract(events)).toMatchObject({ state: 20, cancelledFrom: 2027, pending: null });
      expect(heldArea(foldContract(events))).toBe(50);
    });

    it('the system ends it on 1 January in Tashkent, once; a party may not', () => {
      given(...fromNextYear)
        .when(end('2026-12-31T18:59:59.000Z'))
        .thenRefused('YEAR_NOT_BEGUN', 'conflict');
      given(...fromNextYear)
        .when(end('2026-12-31T19:00:00.000Z'))
        .then('CancellationTookEffect');
      const events = history(...fromNextYear, end('2027-01-01T00:00:00.000Z'));
      expect(foldContract(events)).toMatchObject({ state: 27 });
      expect(heldArea(foldContract(events))).toBe(0);
      given(...fromNextYear, end('2027-01-01T00:00:00.000Z'))
        .when(end('2027-01-02T00:00:00.000Z'))
        .thenRefused('NOT_CANCELLED_FROM_YEAR', 'conflict');
      given(...fromNextYear)
        .when(cmd('EndCancelledContract', asLessor, {}, '2027-01-01T00:00:00.000Z'))
        .thenRefused('SYSTEM_ONLY', 'forbidden');
    });

    it('a contract with no cancellation agreed is not ended by the system', () =>
      given(...approved)
        .when(end('2027-01-02T00:00:00.000Z'))
        .thenRefused('NOT_CANCELLED_FROM_YEAR', 'conflict'));

    it('no second cancellation is asked meanwhile, and no reminder of a term it will not reach is sent', () => {
      given(...fromNextYear)
        .when(requestCancellation(asLessor, 2026))
        .thenRefused('CANCELLATION_AGREED', 'conflict');
      given(...fromNextYear)
        .when(cmd('RemindExpiry', SYSTEM_ACTOR, { daysBefore: 31, endDate: TERMS.endDate }))
        .thenRefused('REMINDER_OUTDATED', 'conflict');
    });

    it('a request answered once its year has come cancels at once', () =>
      given(...approved, requestCancellation(asLessee, 2027))
        .when(cmd('AcceptCancellation', asLessor, {}, '2027-01-05T09:00:00.000Z'))
        .then('ContractCancelled'));
  });

  it('the other party rejects the request; the contract stays approved', () => {
    expect(foldContract(history(...approved, requestCancellation(), rejectCancellation()))).toMatchObject({
      state: 20,
      pending: null,
    });
  });

  it.each([
    [
      'the requester cannot accept its own request',
      [requestCancellation()],
      acceptCancellation(asLessor),
      'ONLY_OTHERTHANASKER',
      'forbidden',
    ],
    [
      'the requester cannot reject its own request',
      [requestCancellation()],
      rejectCancellation(asLessor),
      'ONLY_OTHERTHANASKER',
      'forbidden',
    ],
    ['nothing to accept without a request', [], acceptCancellation(), 'STEP_NOT_ALLOWED', 'conflict'],
    ['a stranger cannot ask to cancel', [], requestCancellation(stranger), 'CONTRACT_NOT_FOUND', 'notFound'],
  ])('%s', (_name, more, command, code, kind) =>
    given(...approved, ...(more as ContractCommand[]))
      .when(command as ContractCommand)
      .thenRefused(code as string, kind as DomainError['kind']),
  );

  it.each([2025, 2028, 2026.5])('the effective year %s must fall within the term (2026–2027)', (year) =>
    given(...approved)
      .when(requestCancellation(asLessor, year))
      .thenRefused('CANCELLATION_YEAR_INVALID', 'invalid', 'effectiveYear'),
  );

  it('a cancellation needs a reason', () =>
    given(...approved)
      .when(requestCancellation(asLessor, 2026, ' '))
      .thenRefused('REASON_REQUIRED', 'invalid', 'reason'));
});

describe('a signed step is taken on the version its signature names', () => {
  const signedAt = (command: ContractCommand, signedVersion: number) =>
    ({ ...command, metadata: { ...command.metadata, signedVersion } }) as ContractCommand;
  const approved = [create(), confirm()];

  it('every event counts: created is version 1, confirmed 2', () =>
    expect(foldContract(history(...approved))).toMatchObject({ version: 2 }));

  it('a rejection signed at the version it is sent on is taken', () =>
    given(...approved, requestCancellation())
      .when(signedAt(rejectCancellation(), 3))
      .then('CancellationRejected'));

  it('the same signature sent again once the contract is back in that state is refused (SIGNATURE_OUTDATED)', () =>
    given(...approved, requestCancellation(), rejectCancellation(), requestCancellation())
      .when(signedAt(rejectCancellation(), 3))
      .thenRefused('SIGNATURE_OUTDATED', 'conflict', 'signature'));

  it('a registration is signed at version 0: its signature does not register the same contract id twice', () => {
    given().when(signedAt(create(), 0)).then('ContractCreated');
    given(create()).when(signedAt(create(), 0)).thenRefused('SIGNATURE_OUTDATED', 'conflict', 'signature');
  });

  it('a stranger learns nothing of a contract’s version: not found comes first', () =>
    given(...approved)
      .when(signedAt(requestCancellation(stranger), 1))
      .thenRefused('CONTRACT_NOT_FOUND', 'notFound'));
});

describe('cancellation of operative management while contracts on its space are in force', () => {
  const operative = [createCommand(asLessor, { kind: ServiceKind.Operative }), confirm()];
  const linked = (numbers: string[]) => ({ activeLinkedContracts: numbers });

  it('operative management cannot be cancelled while contracts {contracts} exist: the request names them', () => {
    const when = requestCancellation(asLessee, 2026);
    Object.assign(when.data, linked(['OP-1', 'OP-7']));
    expect(() => decide(when, foldContract(history(...operative)))).toThrow(
      expect.objectContaining({
        code: 'OPERATIVE_HAS_CONTRACTS',
        kind: 'conflict',
        messageKey: MessageKeys.operativeHasActiveContracts,
        params: { contracts: 'OP-1, OP-7' },
      }),
    );
  });

  it('nor accepted, when a contract on its space came into force after the request', () => {
    const accept = acceptCancellation(asLessor);
    Object.assign(accept.data, linked(['OP-9']));
    given(...operative, requestCancellation(asLessee, 2026))
      .when(accept)
      .thenRefused('OPERATIVE_HAS_CONTRACTS', 'conflict');
  });

  it('with none left in force, it is cancelled like any contract', () => {
    const events = history(
      ...operative,
      requestCancellation(asLessee, 2026),
      cmd('AcceptCancellation', asLessor, linked([])),
    );
    expect(foldContract(events)).toMatchObject({ state: 27 });
  });

  it('the rule is operative management’s own: another kind with the same list is cancelled', () => {
    const accept = acceptCancellation(asLessee);
    Object.assign(accept.data, linked(['X-1']));
    given(create(), confirm(), requestCancellation()).when(accept).then('ContractCancelled');
  });
});

describe('resubmission of a rejected, withdrawn or cancelled contract', () => {
  it.each([
    ['rejected', [create(), reject()]],
    ['withdrawn', [create(), withdraw()]],
    ['cancelled', [create(), confirm(), requestCancellation(), acceptCancellation()]],
  ])('the initiator edits a %s contract and sends it again for approval', (_name, before) => {
    const events = history(...before, resubmit());
    expect(events.at(-1)).toMatchObject({
      type: 'ContractResubmitted',
      data: { changes: [{ field: 'monthlyPayment', after: 2_000_000 }] },
    });
    expect(foldContract(events)).toMatchObject({ state: 10, terms: { monthlyPayment: 2_000_000 } });
    given(...before, resubmit())
      .when(confirm())
      .then('ContractConfirmed');
  });

  it('only the initiator resubmits', () =>
    given(create(), reject()).when(resubmit(asLessee)).thenRefused('ONLY_INITIATOR', 'forbidden'));
  it('an approved contract is not resubmitted', () =>
    given(create(), confirm()).when(resubmit()).thenRefused('STEP_NOT_ALLOWED', 'conflict'));
});

describe('holders: only the legal party itself names them', () => {
  const holders = [{ pinfl: '41506950140216', name: 'Rahimova Dilnoza' }];
  it('the entity assigns them; its representative may not', () => {
    given(create())
      .when(cmd('AssignHolders', asLessor, { holders }))
      .then('ContractHoldersAssigned');
    given(create())
      .when(cmd('AssignHolders', { ...asLessor, representativePinfl: '51503050260018' }, { holders }))
      .thenRefused('HOLDERS_BY_ENTITY', 'forbidden');
  });
});

describe('expiry and reminders (the system), removal from the register (an operator)', () => {
  const approved = [create(), confirm()];
  const expire = (now: string) => cmd('ExpireContract', SYSTEM_ACTOR, {}, now);
  const remind = (daysBefore: number, endDate = TERMS.endDate) =>
    cmd('RemindExpiry', SYSTEM_ACTOR, { daysBefore, endDate });

  it('an approved contract expires the day after its end date, in Tashkent', () => {
    given(...approved)
      .when(expire('2027-02-28T18:59:00.000Z'))
      .thenRefused('TERM_NOT_OVER', 'conflict');
    given(...approved)
      .when(expire('2027-02-28T19:00:00.000Z'))
      .then('ContractExpired');
    expect(foldContract(history(...approved, expire('2027-03-01T00:00:00.000Z')))).toMatchObject({ state: 50 });
  });

  it('expiring twice is impossible', () =>
    given(...approved, expire('2027-03-02T00:00:00.000Z'))
      .when(expire('2027-03-03T00:00:00.000Z'))
      .thenRefused('NOT_APPROVED', 'conflict'));

  it('only an approved contract expires', () =>
    given(create()).when(expire('2028-01-01T00:00:00.000Z')).thenRefused('NOT_APPROVED', 'conflict'));

  it('a party cannot expire a contract', () =>
    given(...approved)
      .when(cmd('ExpireContract', asLessor, {}, '2028-01-01T00:00:00.000Z'))
      .thenRefused('SYSTEM_ONLY', 'forbidden'));

  it('a reminder is sent once per day mark and end date', () => {
    given(...approved)
      .when(remind(31))
      .then('ContractExpiryReminded');
    given(...approved, remind(31))
      .when(remind(31))
      .thenRefused('REMINDER_SENT', 'conflict');
    given(...approved, remind(31))
      .when(remind(10))
      .then('ContractExpiryReminded');
  });

  it('a reminder for an end date the contract no longer has is dropped', () =>
    given(...approved)
      .when(remind(31, '2026-12-31'))
      .thenRefused('REMINDER_OUTDATED', 'conflict'));

  it('an operator removes a contract from the register with a date and reason; no party step remains', () => {
    const remove = cmd('RemoveFromRegister', operator, { reason: 'Sud qarori', removalDate: '2026-03-01' });
    given(...approved)
      .when(remove)
      .then('ContractRemovedFromRegister');
    given(...approved, remove)
      .when(requestCancellation())
      .thenRefused('CONTRACT_REMOVED', 'conflict');
    given(...approved, remove)
      .when(remove)
      .thenRefused('CONTRACT_REMOVED', 'conflict');
  });

  it('a party cannot remove a contract from the register', () =>
    given(...approved)
      .when(cmd('RemoveFromRegister', asLessor, { reason: 'x', removalDate: '2026-03-01' }))
      .thenRefused('OPERATOR_ONLY', 'forbidden'));
});

it('every refusal carries an i18n key the frontend translates', () => {
  const keys = new Set<string>(Object.values(MessageKeys));
  const refusals: DomainError[] = [];
  for (const [before, command] of [
    [[], createCommand(asLessee)],
    [[create()], change(asLessee)],
    [[create(), confirm()], proposeChange(asLessee)],
    [[create(), confirm(), proposeChange()], confirmChange(asLessor)],
    [[create(), confirm()], requestCancellation(asLessor, 1999)],
  ] as [ContractCommand[], ContractCommand][]) {
    try {
      decide(command, foldContract(history(...before)));
    } catch (e) {
      refusals.push(e as DomainError);
    }
  }
  expect(refusals).toHaveLength(5);
  for (const r of refusals) expect(keys.has(r.messageKey)).toBe(true);
});
