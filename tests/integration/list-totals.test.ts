import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { aContract, THIS_YEAR, type RegistrationParties } from './fixtures/contracts.js';
import { aLegalEntity, anOperator } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// A box's total (Content-Range) comes from the counts the summary projection keeps per party, side and
// state, not from counting rows. Whatever happened to the contracts, each box's total must equal the
// rows the box lists, for both parties.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let operator: ApiClient;
let parties: RegistrationParties;

beforeAll(async () => {
  t = await startApp();
  const [owner, tenant, committee] = [await aLegalEntity(t), await aLegalEntity(t), await anOperator(t)];
  parties = { lesseeId: tenant.partyId, cadastralNumber: await aProperty(t, owner.partyId) };
  [lessor, lessee, operator] = await Promise.all([
    ApiClient.signIn(t.baseUrl, owner),
    ApiClient.signIn(t.baseUrl, tenant),
    ApiClient.signIn(t.baseUrl, committee),
  ]);
});
afterAll(() => t.close());

const BOXES = ['incoming', 'outgoing', 'sent', 'accepted', 'rejected', 'expired', 'cancelled', undefined] as const;

const seen = <R extends { body: { position?: string } }>(res: R): R => {
  if (res.body?.position) for (const c of [lessor, lessee, operator]) c.readAfter(res.body.position);
  return res;
};

let seq = 0;
async function contract(): Promise<string> {
  const created = await aContract(lessor, parties, { contractNumber: `LT-${++seq}`, monthlyPayment: 500_000 });
  seen({ body: created });
  return created.id;
}

async function listed(client: ApiClient, box: (typeof BOXES)[number], extra: Record<string, unknown> = {}) {
  const filter = encodeURIComponent(JSON.stringify({ ...(box && { box }), ...extra }));
  const res = await client.get(`/contracts?filter=${filter}&range=[0,99]`);
  const total = Number(res.headers.get('content-range')?.split('/')[1]);
  return { rows: (res.body as unknown[]).length, total };
}

describe('box totals', () => {
  beforeAll(async () => {
    await contract(); // awaiting approval
    seen(await lessee.post(`/contracts/${await contract()}/confirm`, {})); // approved
    seen(await lessee.post(`/contracts/${await contract()}/reject`, { reason: 'Yoʻq' })); // rejected
    seen(await lessor.post(`/contracts/${await contract()}/withdraw`, {})); // withdrawn (12)
    const cancelled = await contract();
    seen(await lessee.post(`/contracts/${cancelled}/confirm`, {}));
    seen(
      await lessor.post(`/contracts/${cancelled}/request-cancellation`, {
        reason: 'Sotildi',
        effectiveYear: THIS_YEAR,
      }),
    );
    seen(await lessee.post(`/contracts/${cancelled}/accept-cancellation`, {})); // cancelled (27)
    const removed = await contract();
    seen(await lessee.post(`/contracts/${removed}/confirm`, {}));
    seen(
      await operator.post(`/operator/contracts/${removed}/remove`, { reason: 'Sud qarori', removalDate: '2026-11-21' }),
    ); // off the register
  });

  it.each(BOXES.map((b) => [b ?? 'all']))(
    '%s: the total is the number of rows, for the lessor and the lessee',
    async (name) => {
      const box = name === 'all' ? undefined : (name as (typeof BOXES)[number]);
      for (const client of [lessor, lessee]) {
        const { rows, total } = await listed(client, box);
        expect(total).toBe(rows);
      }
    },
  );

  it('the boxes hold what happened: one each awaiting, approved, rejected; withdrawn, cancelled and removed among the cancelled', async () => {
    const totals = Object.fromEntries(
      await Promise.all(BOXES.map(async (b) => [b ?? 'all', (await listed(lessor, b)).total])),
    );
    expect(totals).toEqual({
      incoming: 0,
      outgoing: 1,
      sent: 6,
      accepted: 1,
      rejected: 1,
      expired: 0,
      cancelled: 3,
      all: 6,
    });
    expect((await listed(lessee, 'incoming')).total).toBe(1);
  });

  it('a narrowed list is counted: a search finds one of the six', async () => {
    expect(await listed(lessor, undefined, { number: 'LT-2' })).toEqual({ rows: 1, total: 1 });
  });
});
