import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { ProjectorRunner, REBUILDS_QUEUE } from '@rent/backend';
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

/** The run as the screen shows it once it has ended (or as it last was, after a minute). */
async function ended(id: string): Promise<RebuildRun | undefined> {
  let latest: RebuildRun | undefined;
  for (let i = 0; i < 600; i++) {
    latest = (await runs()).find((r) => r.id === id);
    if (latest && ['completed', 'failed'].includes(latest.state)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latest;
}

describe('a rebuild started from the back-office', () => {
  it('runs in a worker to its end, showing how many events it replayed, and the read model is whole', async () => {
    const started = await supervisor.post('/operator/projections/contract-summary/rebuild', {
      reason: 'Hisobot ustunlari yangilandi',
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ projection: 'contract-summary', state: 'waiting', replayed: 0 });
    const latest = await ended(started.body.id);
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

  it('supervisors starting the same rebuild at once: one run starts, the others are told one is under way', async () => {
    const others = await Promise.all(
      [1, 2, 3].map(async () => ApiClient.signIn(t.baseUrl, await anOperator(t, ['SUPERVISOR']))),
    );
    const reason = { reason: 'Hisobot ustunlari yangilandi' };
    // Held while they start, so that the run cannot end (and free the read model) before the last start.
    const queue = t.app.get<Queue>(getQueueToken(REBUILDS_QUEUE));
    await queue.pause();
    const answers = await Promise.all(
      [supervisor, ...others, supervisor, ...others].map((who) =>
        who.post('/operator/projections/contract-summary/rebuild', reason),
      ),
    ).finally(() => queue.resume());
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body).toMatchObject({ code: 'REBUILD_UNDER_WAY' });
    expect(await ended(answers.find((a) => a.status === 202)!.body.id)).toMatchObject({ state: 'completed' });
    expect((await runs()).filter((r) => r.state !== 'completed')).toEqual([]);
    // Once it has ended, the read model can be rebuilt again.
    const again = await supervisor.post('/operator/projections/contract-summary/rebuild', reason);
    expect(again.status).toBe(202);
    expect(await ended(again.body.id)).toMatchObject({ state: 'completed' });
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
