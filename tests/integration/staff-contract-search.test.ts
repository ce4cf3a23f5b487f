import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProjectorRunner } from '@rent/backend';
import type { ContractRecord, HistoryEntry, StaffAuditRow } from '@rent/domain';
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

const search = async (filter: Record<string, unknown>, range = '[0,24]') => {
  const res = await staff.get(
    `/operator/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${range}`,
  );
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
