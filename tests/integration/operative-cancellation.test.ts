import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Actor, CreateContract } from '@rent/domain';
import { ContractStream } from '@rent/backend';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// Spec §5: "operative management cannot be cancelled while contracts {contracts} exist". The giver
// (the lessor demo entity) hands space to the taker (the second legal entity) in operative management;
// the taker rents part of it to the individual. Until that contract is out of force, the operative one stays.
let t: TestApp;
let giver: ApiClient;
let taker: ApiClient;
let tenant: ApiClient;

beforeAll(async () => {
  t = await startApp();
  [giver, taker, tenant] = await Promise.all([ApiClient.signIn(t.baseUrl, 'lessor'), ApiClient.signIn(t.baseUrl, 'legal'), ApiClient.signIn(t.baseUrl, 'individual')]);
});
afterAll(() => t.close());

const party = (role: 'lessor' | 'legal' | 'individual') => {
  const a = demo(role);
  return { id: a.login, type: a.loginType === 'YUR' ? 'LEGAL' : 'INDIVIDUAL', name: a.name } as const;
};
const actorOf = (role: 'lessor' | 'legal'): Actor => ({ kind: 'party', userId: `u-${role}`, partyId: demo(role).login, name: demo(role).name });
const property = { cadastralNumber: '10:09:03:01:02:0017', address: 'Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 107', totalArea: 850.5 };

/**
 * Registration of these kinds has no form until the service-kind issue lands, so the contracts are put on
 * record through the same command path the API uses (the decider, the event store, the projections).
 */
async function register(data: Partial<CreateContract['data']> & Pick<CreateContract['data'], 'kind' | 'lessor' | 'lessee' | 'contractNumber'>, by: Actor) {
  const contractId = randomUUID();
  const result = await t.app.get(ContractStream).execute(
    contractId,
    {
      type: 'CreateContract',
      metadata: { actor: by, now: new Date().toISOString() },
      data: { contractId, property, area: 200, monthlyPayment: 10_000_000, minimumRatePerM2: 45_000, contractDate: '2026-11-20', beginDate: '2026-12-01', endDate: '2028-11-30', ...data },
    },
    'test',
  );
  for (const c of [giver, taker, tenant]) c.readAfter(result.position);
  return contractId;
}

async function step(actor: ApiClient, id: string, verb: string, body: object = {}) {
  const res = await actor.post(`/contracts/${id}/${verb}`, body);
  if (res.body?.position) for (const c of [giver, taker, tenant]) c.readAfter(res.body.position);
  return res;
}

describe('an operative-management contract with a contract on its space', () => {
  let operative: string;
  let sublease: string;

  beforeAll(async () => {
    operative = await register({ kind: 'OPERATIVE', contractNumber: 'OP-1', lessor: party('lessor'), lessee: party('legal') }, actorOf('lessor'));
    expect((await step(taker, operative, 'confirm')).status).toBe(200);
    sublease = await register(
      { kind: 'OTHER_RENT', contractNumber: 'SUB-7', lessor: party('legal'), lessee: party('individual'), area: 40, operativeContractId: operative },
      actorOf('legal'),
    );
  });

  it('cannot be cancelled while that contract awaits approval: the refusal names it and nothing is written', async () => {
    const res = await step(taker, operative, 'request-cancellation', { reason: 'Muddatidan oldin', effectiveYear: 2027 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'OPERATIVE_HAS_CONTRACTS', message: 'errors.operativeHasActiveContracts', params: { contracts: 'SUB-7' } });
    expect((await taker.get(`/contracts/${operative}`)).body).toMatchObject({ state: 20, pendingStep: null });
    const history = (await taker.get(`/contracts/${operative}/history`)).body as { eventType: string }[];
    expect(history.map((h) => h.eventType)).toEqual(['ContractCreated', 'ContractConfirmed']);
  });

  it('nor while it is approved', async () => {
    expect((await step(tenant, sublease, 'confirm')).status).toBe(200);
    const res = await step(giver, operative, 'request-cancellation', { reason: 'Obyekt qaytariladi', effectiveYear: 2027 });
    expect(res.status).toBe(409);
    expect(res.body.params).toEqual({ contracts: 'SUB-7' });
  });

  it('a request made before a contract came into force cannot be accepted while it is in force', async () => {
    const second = await register({ kind: 'OPERATIVE', contractNumber: 'OP-2', lessor: party('lessor'), lessee: party('legal') }, actorOf('lessor'));
    await step(taker, second, 'confirm');
    expect((await step(taker, second, 'request-cancellation', { reason: 'Kerak emas', effectiveYear: 2027 })).status).toBe(200);
    await register({ kind: 'OTHER_RENT', contractNumber: 'SUB-8', lessor: party('legal'), lessee: party('individual'), area: 10, operativeContractId: second }, actorOf('legal'));
    const res = await step(giver, second, 'accept-cancellation');
    expect(res.status).toBe(409);
    expect(res.body.params).toEqual({ contracts: 'SUB-8' });
    expect((await giver.get(`/contracts/${second}`)).body).toMatchObject({ state: 20, pendingStep: 'CANCELLATION_REQUESTED' });
  });

  it('once the contract on its space is cancelled, the operative management is cancelled too', async () => {
    expect((await step(taker, sublease, 'request-cancellation', { reason: 'Boʻshatamiz', effectiveYear: 2027 })).status).toBe(200);
    expect((await step(tenant, sublease, 'accept-cancellation')).status).toBe(200);
    expect((await step(taker, operative, 'request-cancellation', { reason: 'Muddatidan oldin', effectiveYear: 2027 })).status).toBe(200);
    expect((await step(giver, operative, 'accept-cancellation')).status).toBe(200);
    expect((await giver.get(`/contracts/${operative}`)).body).toMatchObject({ state: 27 });
  });
});
