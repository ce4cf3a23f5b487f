import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProjectorRunner } from '@rent/backend';
import type { RebuildRun } from '@rent/domain';
import { aContract } from './fixtures/contracts.js';
import { aLegalEntity, anOperator } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Issue 19, screen 4: a supervisor rebuilds a read model from the back-office; a worker runs the same
// rebuild `npm run rebuild` does, and the screen follows it to its end.
let t: TestApp;
let lessor: ApiClient;
let supervisor: ApiClient;
let contractId: string;

beforeAll(async () => {
  t = await startApp();
  const [owner, tenant] = [await aLegalEntity(t), await aLegalEntity(t)];
  lessor = await ApiClient.signIn(t.baseUrl, owner);
  contractId = (
    await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: await aProperty(t, owner.partyId) })
  ).id;
  await t.app.get(ProjectorRunner).catchUp();
  supervisor = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['SUPERVISOR']));
});
afterAll(() => t.close());

const runs = async () => (await supervisor.get('/operator/projections/contract-summary/rebuilds')).body as RebuildRun[];

describe('a rebuild started from the back-office', () => {
  it('runs in a worker to its end, showing how many events it replayed, and the read model is whole', async () => {
    const started = await supervisor.post('/operator/projections/contract-summary/rebuild', {
      reason: 'Hisobot ustunlari yangilandi',
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ projection: 'contract-summary', state: 'waiting', replayed: 0 });
    let latest: RebuildRun | undefined;
    for (let i = 0; i < 200; i++) {
      latest = (await runs()).find((r) => r.id === started.body.id);
      if (latest && ['completed', 'failed'].includes(latest.state)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(latest).toMatchObject({
      state: 'completed',
      failedReason: null,
      startedBy: expect.stringMatching(/Operator/),
    });
    expect(latest!.replayed).toBeGreaterThan(0);
    expect(latest!.finishedAt).not.toBeNull();
    const list = (await lessor.get('/contracts?filter={"box":"outgoing"}')).body as { id: string }[];
    expect(list.map((c) => c.id)).toContain(contractId);
  });

  it('refuses a reactor, an unknown read model, a start without a reason, and an operator', async () => {
    const reason = { reason: 'Hisobot ustunlari yangilandi' };
    expect((await supervisor.post('/operator/projections/contract-jobs/rebuild', reason)).body).toMatchObject({
      code: 'REACTOR_NOT_REBUILT',
    });
    expect((await supervisor.post('/operator/projections/no-such-model/rebuild', reason)).status).toBe(404);
    expect((await supervisor.post('/operator/projections/contract-summary/rebuild', {})).status).toBe(400);
    const operator = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR']));
    expect((await operator.post('/operator/projections/contract-summary/rebuild', reason)).status).toBe(403);
    expect((await operator.get('/operator/projections/contract-summary/rebuilds')).status).toBe(200);
  });
});
