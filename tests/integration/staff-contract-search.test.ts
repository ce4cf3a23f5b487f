import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { ContractJobsProcessor, ProjectorRunner, writeRegistryRows } from '@rent/backend';
import type { ContractRecord, HistoryEntry, SearchRegion, StaffAuditRow, StaffHistoryEntry } from '@rent/domain';
import { aContract } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, anOperator, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp, TestClock } from './support/test-app.js';

// Issue 19: the committee's staff search the whole register, across every party, and open any contract's
// full history; a party, an administrator of accounts and a backdoor session find nothing there.
const clock = new TestClock(new Date('2026-11-20T10:00:00+05:00'));
let t: TestApp;
let staff: ApiClient;
let owner: Party;
let tenant: Party;
let person: Party;
let office: string;
let shop: string;
const ids: Record<'first' | 'second' | 'third', string> = { first: '', second: '', third: '' };

beforeAll(async () => {
  t = await startApp({}, clock);
  [owner, tenant, person] = [await aLegalEntity(t), await aLegalEntity(t), await anIndividual(t)];
  [office, shop] = [await aProperty(t, owner.partyId), await aProperty(t, owner.partyId)];
  const lessor = await ApiClient.signIn(t.baseUrl, owner);
  ids.first = (
    await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: office }, { contractNumber: 'SR-100' })
  ).id;
  clock.set('2026-11-21T10:00:00+05:00');
  ids.second = (
    await aContract(lessor, { lesseeId: person.partyId, cadastralNumber: shop }, { contractNumber: 'SR-200' })
  ).id;
  const confirmed = await (await ApiClient.signIn(t.baseUrl, person)).post(`/contracts/${ids.second}/confirm`);
  expect(confirmed.status).toBe(200);
  clock.set('2026-11-22T10:00:00+05:00');
  ids.third = (
    await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: shop }, { contractNumber: 'SR-300', area: 5 })
  ).id;
  await t.app.get(ProjectorRunner).catchUp();
  staff = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR']));
});
afterAll(() => t.close());

const searchPath = (filter: Record<string, unknown>, range = '[0,24]') =>
  `/operator/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${range}`;
const search = async (filter: Record<string, unknown>, range = '[0,24]') => {
  const res = await staff.get(searchPath(filter, range));
  expect(res.status).toBe(200);
  return { ids: (res.body as ContractRecord[]).map((c) => c.id), range: res.headers.get('content-range') };
};

describe('the staff’s search of the register', () => {
  it('finds a party’s contracts on either side, newest first, and pages them', async () => {
    expect((await search({ party: owner.partyId })).ids).toEqual([ids.third, ids.second, ids.first]);
    expect((await search({ party: tenant.partyId })).ids).toEqual([ids.third, ids.first]);
    expect((await search({ party: person.partyId })).ids).toEqual([ids.second]);
    expect(await search({ party: owner.partyId }, '[1,1]')).toEqual({ ids: [ids.second], range: 'contracts 1-1/3' });
  });

  it('finds a contract by its registration number, a part of its own number, its object, its kind and state, its day', async () => {
    const opened = (await staff.get(`/operator/contracts/${ids.second}`)).body as ContractRecord;
    expect(opened).toMatchObject({ id: ids.second, contractNumber: 'SR-200', state: 20 });
    expect((await search({ registrationNumber: opened.registrationNumber })).ids).toEqual([ids.second]);
    expect((await search({ number: 'SR-3' })).ids).toEqual([ids.third]);
    expect((await search({ object: shop })).ids).toEqual([ids.third, ids.second]);
    expect((await search({ object: shop, state: 10 })).ids).toEqual([ids.third]);
    expect((await search({ kind: 'OTHER_RENT', state: 20 })).ids).toEqual([ids.second]);
    expect((await search({ createdFrom: '2026-11-21', createdTo: '2026-11-21' })).ids).toEqual([ids.second]);
    expect((await search({ party: owner.partyId, createdTo: '2026-11-20' })).ids).toEqual([ids.first]);
    expect((await search({ party: tenant.name.slice(0, 8), number: 'SR-1' })).ids).toEqual([ids.first]);
    expect((await search({ registrationNumber: 'no-such-number' })).ids).toEqual([]);
    // The region part of the registration number: all three objects are in one region here.
    const region = opened.registrationNumber!.slice(5, 7);
    expect((await search({ region, state: 20 })).ids).toEqual([ids.second]);
    expect((await search({ region: region === '99' ? '98' : '99' })).ids).toEqual([]);
  });

  it('refuses a filter it does not know, naming it, and a malformed value', async () => {
    const unknown = await staff.get(`/operator/contracts?filter=${encodeURIComponent('{"owner":"x"}')}`);
    expect(unknown.status).toBe(400);
    const badState = await staff.get(`/operator/contracts?filter=${encodeURIComponent('{"state":7}')}`);
    expect(badState.status).toBe(400);
    expect(badState.body.errors).toHaveProperty(['filter.state']);
  });

  it('opens any party’s contract with its whole history, and records each look in the audit trail', async () => {
    const history = (await staff.get(`/operator/contracts/${ids.second}/history`)).body as HistoryEntry[];
    expect(history.map((e) => e.eventType)).toEqual(expect.arrayContaining(['ContractCreated', 'ContractConfirmed']));
    expect((await staff.get('/operator/contracts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const trail = (await staff.get(`/operator/audit?target=${ids.second}`)).body as StaffAuditRow[];
    expect(trail.map((r) => r.route)).toEqual(['/api/operator/contracts/:id/history', '/api/operator/contracts/:id']);
  });

  it('is refused to a party, to an administrator of accounts and to a backdoor session', async () => {
    const party = await ApiClient.signIn(t.baseUrl, owner);
    const admin = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['ADMIN']));
    const entering = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR', 'BACKDOOR']));
    const backdoor = new ApiClient(
      t.baseUrl,
      (await entering.post(`/operator/backdoor/by-tin/${owner.partyId}`, { reason: 'Qidiruvni tekshirish' })).body
        .token,
    );
    for (const client of [party, admin, backdoor]) {
      expect((await client.get('/operator/contracts')).status).toBe(403);
      expect((await client.get(`/operator/contracts/${ids.first}/history`)).status).toBe(403);
    }
  });
});

// A district of the test's own (as registry-import.test.ts loads one): the classifier's extract names none here.
const DISTRICT = {
  soato: '1726901',
  regionSoato: '1726',
  nameUzLatn: 'Sinov tumani',
  nameUzCyrl: 'Синов тумани',
  nameRu: 'Тестовый район',
};

describe('the staff’s search by district and by who acted', () => {
  let company: Party;
  let worker: Party;
  let remover: Party;
  const found = { inDistrict: '', byEmployee: '', removed: '', expired: '' };

  beforeAll(async () => {
    clock.set('2026-11-23T10:00:00+05:00');
    const renter = await anIndividual(t);
    [company, worker, remover] = [await aLegalEntity(t), await anIndividual(t), await anOperator(t, ['OPERATOR'])];
    await writeRegistryRows(t.app.get(DataSource).manager, 'districts', [DISTRICT]);
    const [inDistrict, elsewhere] = [
      await aProperty(t, company.partyId, { districtSoato: DISTRICT.soato }),
      await aProperty(t, company.partyId),
    ];
    const parties = { lesseeId: renter.partyId, cadastralNumber: elsewhere };
    const [lessor, tenantClient, employee, operator] = [
      await ApiClient.signIn(t.baseUrl, company),
      await ApiClient.signIn(t.baseUrl, renter),
      await ApiClient.signIn(t.baseUrl, worker),
      await ApiClient.signIn(t.baseUrl, remover),
    ];
    found.inDistrict = (await aContract(lessor, { ...parties, cadastralNumber: inDistrict })).id;

    // The company's employee withdraws a contract it was given to hold (employees.test.ts).
    expect((await lessor.post('/employees', { pinfl: worker.partyId })).status).toBe(201);
    found.byEmployee = (await aContract(lessor, parties)).id;
    const held = await lessor.post(`/contracts/${found.byEmployee}/holders`, { pinfls: [worker.partyId] });
    expect(held.status).toBe(200);
    const withdrawn = await employee.readAfter(held.body.position).request(
      'POST',
      `/contracts/${found.byEmployee}/withdraw`,
      { reason: 'Ijarachi rad etdi' },
      {
        'x-act-for': company.partyId,
      },
    );
    expect(withdrawn.status).toBe(200);

    // An operator takes one off the register.
    const toRemove = await aContract(lessor, parties);
    found.removed = toRemove.id;
    const removed = await operator
      .readAfter(toRemove.position)
      .post(`/operator/contracts/${found.removed}/remove`, { reason: 'Sud qarori', removalDate: '2026-11-25' });
    expect(removed.status).toBe(200);

    // One that ended yesterday: the system expires it.
    const ended = await aContract(lessor, parties, {
      contractDate: '2025-11-01',
      beginDate: '2025-11-01',
      endDate: '2026-11-22',
    });
    found.expired = ended.id;
    const confirmed = await tenantClient.readAfter(ended.position).post(`/contracts/${found.expired}/confirm`);
    expect(confirmed.status).toBe(200);
    await t.app.get(ProjectorRunner).catchUp();
    await t.app.get(ContractJobsProcessor).sweep();
    for (let tries = 0; tries < 150; tries++) {
      await t.app.get(ProjectorRunner).catchUp();
      const history = (await staff.get(`/operator/contracts/${found.expired}/history`)).body as HistoryEntry[];
      if (history.some((e) => e.eventType === 'ContractExpired')) break;
      await sleep(100);
    }
    await t.app.get(ProjectorRunner).catchUp();
  });

  it('finds the contracts on objects of a district, and offers the regions with their districts', async () => {
    expect((await search({ district: DISTRICT.soato })).ids).toEqual([found.inDistrict]);
    expect((await search({ region: '26', district: DISTRICT.soato })).ids).toEqual([found.inDistrict]);
    expect((await search({ district: '1726902' })).ids).toEqual([]);
    const regions = (await staff.get('/operator/regions')).body as SearchRegion[];
    expect(regions.find((r) => r.region === '26')).toMatchObject({
      name: { 'uz-Latn': expect.any(String), ru: expect.any(String) },
      districts: [
        { soato: DISTRICT.soato, name: { 'uz-Latn': 'Sinov tumani', 'uz-Cyrl': 'Синов тумани', ru: 'Тестовый район' } },
      ],
    });
  });

  it('finds the steps an employee took for a party, by “employee” and by the employee’s PINFL', async () => {
    const mine = { party: company.partyId };
    expect((await search({ ...mine, actedAs: 'employee' })).ids).toEqual([found.byEmployee]);
    expect((await search({ actedAs: 'employee', actedBy: worker.partyId })).ids).toEqual([found.byEmployee]);
    // The employee acted for the company, not as a party of its own.
    expect((await search({ actedAs: 'party', actedBy: worker.partyId })).ids).toEqual([]);
    // Every one of the company's contracts has its own steps (the registration, at least).
    expect((await search({ actedAs: 'party', actedBy: company.partyId })).ids).toHaveLength(4);
  });

  it('finds an operator’s removal by “operator” and by the operator’s PINFL, and the system’s expiry by “system”', async () => {
    const mine = { party: company.partyId };
    expect((await search({ ...mine, actedAs: 'operator' })).ids).toEqual([found.removed]);
    expect((await search({ actedAs: 'operator', actedBy: remover.partyId })).ids).toEqual([found.removed]);
    expect((await search({ actedAs: 'operator', actedBy: worker.partyId })).ids).toEqual([]);
    expect((await search({ ...mine, actedAs: 'system' })).ids).toEqual([found.expired]);
    // Across the register, along the index of the contracts the system stepped on.
    expect((await search({ actedAs: 'system' })).ids).toEqual([found.expired]);
    expect((await search({ actedAs: 'system', state: 20 })).ids).toEqual([]);
  });

  it('shows in the history who acted, of which kind, and the staff’s and employees’ PINFL', async () => {
    const history = async (id: string) =>
      ((await staff.get(`/operator/contracts/${id}/history`)).body as StaffHistoryEntry[]).map((e) => [
        e.eventType,
        e.actedAs,
        e.actedBy,
      ]);
    expect(await history(found.byEmployee)).toEqual([
      ['ContractCreated', 'party', company.partyId],
      ['ContractHoldersAssigned', 'party', company.partyId],
      ['ContractWithdrawn', 'employee', worker.partyId],
    ]);
    expect(await history(found.removed)).toEqual([
      ['ContractCreated', 'party', company.partyId],
      ['ContractRemovedFromRegister', 'operator', remover.partyId],
    ]);
    expect(await history(found.expired)).toContainEqual(['ContractExpired', 'system', null]);
    // The parties read their history without the staff's identifiers.
    const own = (await (await ApiClient.signIn(t.baseUrl, company)).get(`/contracts/${found.byEmployee}/history`))
      .body as Record<string, unknown>[];
    expect(own[2]).not.toHaveProperty('actedBy');
  });

  it('refuses an acted-by filter that does not hold together, naming the field', async () => {
    const refused = async (filter: Record<string, unknown>) => {
      const res = await staff.get(searchPath(filter));
      expect(res.status).toBe(400);
      return Object.keys(res.body.errors as object);
    };
    expect(await refused({ actedBy: worker.partyId })).toEqual(['filter.actedAs']);
    expect(await refused({ actedAs: 'employee', actedBy: '301234567' })).toEqual(['filter.actedBy']);
    expect(await refused({ actedAs: 'system', actedBy: worker.partyId })).toEqual(['filter.actedBy']);
    expect(await refused({ actedAs: 'robot' })).toEqual(['filter.actedAs']);
    expect(await refused({ region: '27', district: DISTRICT.soato })).toEqual(['filter.district']);
    expect(await refused({ district: '17269' })).toEqual(['filter.district']);
  });
});
