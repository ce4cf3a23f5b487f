import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tashkentDate } from '@rent/domain';
import { sql } from './support/test-database.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { aLegalEntity, anIndividual, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { aRegistration } from './fixtures/contracts.js';

// Spec §3 Contract "payment type", "notes", "documents created date"; "co-residents, utilities"; spec §5/§8
// "lessee must not repeat; the same PINFL must not be entered twice"; spec §2 "list of non-resident contracts".
let t: TestApp;
let owner: Party;
let tenant: Party;
let wife: Party;
let son: Party;
let company: Party;
let foreign: Party;
let lessor: ApiClient;
let lessee: ApiClient;
let flat: string;

beforeAll(async () => {
  t = await startApp();
  [owner, tenant, wife, son, company, foreign] = await Promise.all([
    anIndividual(t),
    anIndividual(t),
    anIndividual(t),
    anIndividual(t),
    aLegalEntity(t),
    aLegalEntity(t, { resident: false }),
  ]);
  flat = await aProperty(t, owner.partyId, { totalArea: 200, propertyType: 'APARTMENT', propertyUse: 'RESIDENTIAL' });
  [lessor, lessee] = await Promise.all([ApiClient.signIn(t.baseUrl, owner), ApiClient.signIn(t.baseUrl, tenant)]);
});
afterAll(() => t.close());

const eventCount = async () =>
  Number((await sql<{ n: string }>(t.databaseUrl, 'SELECT count(*) AS n FROM events'))[0]!.n);

/** A home of 20 m² in the flat for the tenant: 3 000 000 so'm a month is above its minimum. */
const home = (extra: Record<string, unknown> = {}) =>
  aRegistration({ lesseeId: tenant.partyId, cadastralNumber: flat }, { area: 20, ...extra });

const stated = {
  paymentType: 'BANK_TRANSFER',
  notes: 'Kalitlar: 2 dona.\nUy hayvonlarisiz.',
  documentsDate: '2026-11-19',
};

describe('a home rented to a person, with its payment type, notes, documents’ date, co-residents and utilities', () => {
  let id: string;

  it('is registered, recorded in its event, and the lessee sees every field on the contract', async () => {
    const created = await lessor.post(
      '/contracts',
      home({
        ...stated,
        coResidents: [{ pinfl: wife.partyId }, { pinfl: son.partyId }],
        utilities: { ELECTRICITY: 'LESSEE', GAS: 'LESSEE', HEATING: 'LESSOR' },
      }),
    );
    expect(created.status).toBe(201);
    id = created.body.id;
    const household = {
      coResidents: [
        { pinfl: wife.partyId, name: wife.name },
        { pinfl: son.partyId, name: son.name },
      ],
      utilities: { ELECTRICITY: 'LESSEE', GAS: 'LESSEE', HEATING: 'LESSOR' },
    };
    const [event] = await sql<{ data: Record<string, unknown> }>(
      t.databaseUrl,
      "SELECT data FROM events WHERE stream_id = $1 AND type = 'ContractCreated'",
      [`contract-${id}`],
    );
    expect(event!.data).toMatchObject({ ...stated, details: household });

    lessee.readAfter(created.body.position);
    const seen = (await lessee.get(`/contracts/${id}`)).body;
    expect(seen).toMatchObject({ ...stated, details: household, viewerRole: 'LESSEE' });
  });

  it('a confirmed change of the payment type and the notes is what the contract then says, and its history names both', async () => {
    expect((await lessee.post(`/contracts/${id}/confirm`, {})).status).toBe(200);
    lessor.readAfter(lessee.lastWrite!);
    const { kind: _k, lesseeId: _l, cadastralNumber: _c, ...terms } = home();
    const proposed = await lessor.post(`/contracts/${id}/propose-change`, {
      ...terms,
      contractNumber: (await lessor.get(`/contracts/${id}`)).body.contractNumber,
      paymentType: 'CASH',
      notes: null,
    });
    expect(proposed.status).toBe(200);
    lessee.readAfter(lessor.lastWrite!);
    expect((await lessee.post(`/contracts/${id}/confirm-change`, {})).status).toBe(200);
    lessor.readAfter(lessee.lastWrite!);
    expect((await lessor.get(`/contracts/${id}`)).body).toMatchObject({
      paymentType: 'CASH',
      notes: null,
      documentsDate: stated.documentsDate,
    });
    const history = (await lessor.get(`/contracts/${id}/history`)).body as { changes: { field: string }[] | null }[];
    expect(history.at(-1)!.changes).toEqual([
      { field: 'paymentType', before: 'BANK_TRANSFER', after: 'CASH' },
      { field: 'notes', before: stated.notes, after: null },
    ]);
  });
});

describe('student rent: its students are who lives there', () => {
  // Two students of the demo education registry.
  const students = [{ pinfl: '51503050260018' }, { pinfl: '62206050270028' }];
  const studentRent = (extra: Record<string, unknown>) => {
    const { lesseeId: _none, ...terms } = home({ kind: 'STUDENT', students, ...extra });
    return terms;
  };

  it('names who pays which utility, recorded with the contract', async () => {
    const created = await lessor.post('/contracts', studentRent({ utilities: { HOT_WATER: 'LESSOR', GAS: 'LESSEE' } }));
    expect(created.status).toBe(201);
    lessor.readAfter(created.body.position);
    const seen = (await lessor.get(`/contracts/${created.body.id}`)).body;
    expect(seen.details).toMatchObject({ utilities: { HOT_WATER: 'LESSOR', GAS: 'LESSEE' } });
    expect(seen.details).not.toHaveProperty('coResidents');
  });

  it('the first student, the lessee, named again further down: lessee must not repeat, nothing written', async () => {
    const before = await eventCount();
    const res = await lessor.post('/contracts', studentRent({ students: [...students, students[0]] }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'students.2.pinfl': 'errors.lesseeRepeated' });
    expect(await eventCount()).toBe(before);
  });
});

describe('what is refused, on its field and with its message, with nothing written', () => {
  const today = tashkentDate(new Date());
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);

  it.each([
    [
      'the lessee again among the co-residents: lessee must not repeat',
      () => home({ coResidents: [{ pinfl: wife.partyId }, { pinfl: tenant.partyId }] }),
      { 'coResidents.1.pinfl': 'errors.lesseeRepeated' },
    ],
    [
      'two co-residents with one PINFL: PINFL must not repeat',
      () => home({ coResidents: [{ pinfl: wife.partyId }, { pinfl: wife.partyId }] }),
      { 'coResidents.1.pinfl': 'errors.pinflRepeated' },
    ],
    [
      'a co-resident the population registry does not know',
      () => home({ coResidents: [{ pinfl: wife.partyId }, { pinfl: '31012850123454' }] }),
      { 'coResidents.1.pinfl': 'errors.coResidentNotFound' },
    ],
    ['notes over 1000 characters', () => home({ notes: 'x'.repeat(1001) }), { notes: 'errors.notesTooLong' }],
    [
      'a payment type the portal does not know',
      () => home({ paymentType: 'BARTER' }),
      { paymentType: 'errors.invalidValue' },
    ],
    [
      'documents dated after today',
      () => home({ documentsDate: tomorrow.toISOString().slice(0, 10) }),
      { documentsDate: 'errors.documentsDateInFuture' },
    ],
    [
      'a company’s premises with co-residents and utilities',
      () =>
        aRegistration(
          { lesseeId: company.partyId, cadastralNumber: flat },
          { area: 20, coResidents: [{ pinfl: wife.partyId }], utilities: { GAS: 'LESSEE' } },
        ),
      { coResidents: 'errors.householdForPersons', utilities: 'errors.householdForPersons' },
    ],
  ])('%s', async (_name, registration, errors) => {
    const before = await eventCount();
    const res = await lessor.post('/contracts', registration());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(await eventCount()).toBe(before);
  });
});

describe('the list of non-resident contracts', () => {
  it('holds the caller’s contracts with a non-resident lessee, and none of the others', async () => {
    const companyClient = await ApiClient.signIn(t.baseUrl, company);
    const office = await aProperty(t, company.partyId);
    const registered = await Promise.all(
      [
        { kind: 'FOREIGN_COMPANY', lesseeId: foreign.partyId },
        { kind: 'OTHER_RENT', lesseeId: tenant.partyId },
      ].map((c) =>
        companyClient.post('/contracts', { ...aRegistration({ ...c, cadastralNumber: office }), kind: c.kind }),
      ),
    );
    expect(registered.map((r) => r.status)).toEqual([201, 201]);
    const filter = { box: 'outgoing', kind: ['FOREIGN_COMPANY', 'CAR_RENT_NONRESIDENT'] };
    const list = await companyClient.get(`/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(list.status).toBe(200);
    expect((list.body as { id: string; lesseeId: string }[]).map((c) => [c.id, c.lesseeId])).toEqual([
      [registered[0]!.body.id, foreign.partyId],
    ]);
    // Another party's list has none of them.
    const mine = await lessor.get(
      `/contracts?filter=${encodeURIComponent(JSON.stringify({ ...filter, box: undefined }))}`,
    );
    expect(mine.body).toEqual([]);
  });
});
