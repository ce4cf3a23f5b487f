import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { aContract } from './fixtures/contracts.js';
import { aLegalEntity, anOperator } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// The info panel (spec §3, §7: "counts by state, inComing entries with state and rentCount") answers a
// party's contracts on the register by the spec's states, and under inComing only what awaits the party:
// contracts sent to it for approval. Two legal entities, each lessor of the other once, and an operator
// who takes one contract off the register.
let t: TestApp;
let first: ApiClient;
let second: ApiClient;
let operator: ApiClient;
let FIRST_OBJECT: string;
let SECOND_OBJECT: string;
let FIRST: string;
let SECOND: string;

beforeAll(async () => {
  t = await startApp();
  const [a, b, committee] = [await aLegalEntity(t), await aLegalEntity(t), await anOperator(t)];
  [FIRST, SECOND] = [a.partyId, b.partyId];
  [FIRST_OBJECT, SECOND_OBJECT] = [await aProperty(t, a.partyId), await aProperty(t, b.partyId)];
  [first, second, operator] = await Promise.all([
    ApiClient.signIn(t.baseUrl, a),
    ApiClient.signIn(t.baseUrl, b),
    ApiClient.signIn(t.baseUrl, committee),
  ]);
});
afterAll(() => t.close());

const seen = <R extends { body: { position?: string } }>(res: R): R => {
  if (res.body?.position) for (const c of [first, second, operator]) c.readAfter(res.body.position);
  return res;
};

describe('info panel', () => {
  beforeAll(async () => {
    // The first entity rents to the second: one awaits the second, one approved, one rejected, one
    // withdrawn, one approved and then taken off the register.
    const toSecond = async () => {
      const made = await aContract(first, { lesseeId: SECOND, cadastralNumber: FIRST_OBJECT });
      seen({ body: made });
      return made.id;
    };
    await toSecond();
    seen(await second.post(`/contracts/${await toSecond()}/confirm`, {}));
    seen(await second.post(`/contracts/${await toSecond()}/reject`, { reason: 'Narx mos emas' }));
    seen(await first.post(`/contracts/${await toSecond()}/withdraw`, {}));
    const removed = await toSecond();
    seen(await second.post(`/contracts/${removed}/confirm`, {}));
    const removal = await operator.post(`/operator/contracts/${removed}/remove`, {
      reason: 'Sud qarori',
      removalDate: '2026-11-21',
    });
    expect(removal.status).toBe(200);
    seen(removal);
    // And the second rents to the first once: that one awaits the first.
    seen({ body: await aContract(second, { lesseeId: FIRST, cadastralNumber: SECOND_OBJECT }) });
  });

  it('counts the contracts on the register by the spec’s states, both sides, and no state 0', async () => {
    expect((await second.get('/contract/info-panel')).body.counts).toEqual({ '10': 2, '12': 1, '15': 1, '20': 1 });
    expect((await first.get('/contract/info-panel')).body.counts).toEqual({ '10': 2, '12': 1, '15': 1, '20': 1 });
  });

  it('lists under inComing only the contracts awaiting the caller’s approval', async () => {
    // Each has sent one that awaits the other and received one that awaits it: one each, not two.
    for (const party of [first, second]) {
      expect((await party.get('/contract/info-panel')).body.inComing).toEqual([{ state: 10, rentCount: 1 }]);
    }
  });

  it('empties inComing once the caller has answered what awaited it', async () => {
    const [waiting] = (await second.get('/contracts?filter={"box":"incoming"}')).body as { id: string }[];
    seen(await second.post(`/contracts/${waiting!.id}/confirm`, {}));
    const panel = (await second.get('/contract/info-panel')).body;
    expect(panel).toEqual({ counts: { '10': 1, '12': 1, '15': 1, '20': 2 }, inComing: [] });
  });
});
