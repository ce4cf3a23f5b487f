import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ProjectorRunner } from '@rent/backend';
import type { RegistrationParties } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Issue 7: what the cabinet and the public notices answer (a switched-off service: reference-changes.test).
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let anonymous: ApiClient;
let company: Party;
let person: Party;
let parties: RegistrationParties;

beforeAll(async () => {
  t = await startApp();
  [company, person] = [await aLegalEntity(t), await anIndividual(t)];
  parties = { lesseeId: person.partyId, cadastralNumber: await aProperty(t, company.partyId) };
  [lessor, lessee] = await Promise.all([ApiClient.signIn(t.baseUrl, company), ApiClient.signIn(t.baseUrl, person)]);
  anonymous = new ApiClient(t.baseUrl);
});
afterAll(() => t.close());

const TERMS = {
  kind: 'OTHER_RENT',
  contractNumber: 'PN-1',
  contractDate: '2026-11-20',
  area: 40,
  monthlyPayment: 6_500_000,
  beginDate: '2026-12-01',
  endDate: '2027-11-30',
  purpose: 'Ofis',
};

describe('the personal cabinet', () => {
  it('shows a legal entity its registry record: name, address, head, registration date', async () => {
    const { status, body } = await lessor.get('/account/party');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: company.partyId, type: 'LEGAL', name: company.name, active: null });
    expect(body.address).toEqual(expect.any(String));
    expect(body.director).toEqual(expect.any(String));
    expect(body.registeredAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows a person their own record by PINFL, and nobody without signing in', async () => {
    const { status, body } = await lessee.get('/account/party');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: person.partyId, type: 'INDIVIDUAL', director: null, registeredAt: null });
    expect((await anonymous.get('/account/party')).status).toBe(401);
  });
});

describe('public notices (/public-notification/{id}/{beginDate}/{endDate})', () => {
  let contractId: string;
  let events: { eventId: string; eventType: string }[];

  beforeAll(async () => {
    const created = await lessor.post('/contracts', { ...TERMS, ...parties });
    expect(created.status).toBe(201);
    contractId = created.body.id;
    lessee.readAfter(created.body.position);
    const confirmed = await lessee.post(`/contracts/${contractId}/confirm`);
    expect(confirmed.status).toBe(200);
    lessor.readAfter(confirmed.body.position);
    events = (await lessor.get(`/contracts/${contractId}/history`)).body;
    // A visitor has no write of its own to wait for: a notice is opened from a link given later, once
    // every read model has the confirmation.
    await t.app.get(ProjectorRunner).catchUp();
  });

  const notice = (eventId: string, beginDate = TERMS.beginDate, endDate = TERMS.endDate) =>
    anonymous.get(`/public/notifications/${eventId}?beginDate=${beginDate}&endDate=${endDate}`);

  it('shows anyone the notice of the registration with the contract as its certificate shows it', async () => {
    const registered = events.find((e) => e.eventType === 'ContractConfirmed')!;
    const { status, body } = await notice(registered.eventId);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: registered.eventId,
      eventType: 'ContractConfirmed',
      contract: {
        id: contractId,
        contractNumber: 'PN-1',
        lessor: { id: company.partyId },
        beginDate: TERMS.beginDate,
        endDate: TERMS.endDate,
      },
    });
    // A person's PINFL is masked and nothing of the person is public beyond it and the name; the only
    // address shown is the company's legal address from the public tax registry, never the object's.
    expect(body.contract.lessee.id).toMatch(/^\d{4}\*{8}\d{2}$/);
    expect(body.contract.facts.lessee).toEqual({ type: 'INDIVIDUAL' });
    expect([...JSON.stringify(body).matchAll(/"(\w*address\w*)":/gi)].map((m) => m[1])).toEqual(['legalAddress']);
  });

  it('finds nothing for a step that is no public matter, a wrong term, a guessed id or a malformed one', async () => {
    const proposal = events.find((e) => e.eventType === 'ContractCreated')!;
    const registered = events.find((e) => e.eventType === 'ContractConfirmed')!;
    expect((await notice(proposal.eventId)).status).toBe(404);
    expect((await notice(registered.eventId, '2026-12-02')).status).toBe(404);
    expect((await notice(registered.eventId, 'x', 'y')).status).toBe(404);
    expect((await notice(randomUUID())).status).toBe(404);
    expect((await notice('1 OR 1=1')).status).toBe(404);
  });
});
