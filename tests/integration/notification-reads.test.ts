import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProjectorRunner } from '@rent/backend';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { sql } from './support/test-database.js';

// Marking a notification read is an event of the reader's party (DESIGN.md), so a rebuild of the
// notifications changes nothing the reader sees.
let t: TestApp;
let company: ApiClient;
let lessee: ApiClient;
let employee: ApiClient;
/** The company, its counterpart, and the company's employee. */
let TIN: string;
let PINFL: string;
let EMPLOYEE: string;

interface Seen {
  id: string;
  contractId: string;
  kind: string;
  readAt: string | null;
}
const notificationsOf = async (client: ApiClient, headers: Record<string, string> = {}) =>
  (await client.request('GET', '/notifications?range=[0,9]', undefined, headers)).body as Seen[];
const unread = async (client: ApiClient) => (await client.get('/notifications/unread-count')).body.count as number;
const marks = (partyId: string) =>
  sql<{ type: string; data: Record<string, string>; metadata: { actor: Record<string, string> } }>(
    t.databaseUrl,
    'SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version',
    [`notification-reads-${partyId}`],
  );

const contracts: string[] = [];

beforeAll(async () => {
  t = await startApp();
  const [owner, person, worker] = [await aLegalEntity(t), await anIndividual(t), await anIndividual(t, 'YATT')];
  [TIN, PINFL, EMPLOYEE] = [owner.partyId, person.partyId, worker.partyId];
  const cadastralNumber = await aProperty(t, TIN);
  [company, lessee, employee] = await Promise.all([
    ApiClient.signIn(t.baseUrl, owner),
    ApiClient.signIn(t.baseUrl, person),
    ApiClient.signIn(t.baseUrl, worker),
  ]);
  expect((await company.post('/employees', { pinfl: EMPLOYEE })).status).toBe(201);
  for (let i = 1; i <= 6; i++) {
    const created = await company.post(
      '/contracts',
      aRegistration({ lesseeId: PINFL, cadastralNumber }, { contractNumber: `NR-${i}`, monthlyPayment: 900_000 }),
    );
    expect(created.status).toBe(201);
    contracts.push(created.body.id);
    lessee.readAfter(created.body.position);
  }
  // Two answers the company hears of; its employee holds the first contract for it.
  for (const id of contracts.slice(0, 2))
    expect((await lessee.post(`/contracts/${id}/reject`, { reason: 'Rad etildi' })).status).toBe(200);
  const assigned = await company.post(`/contracts/${contracts[0]}/holders`, { pinfls: [EMPLOYEE] });
  expect(assigned.status).toBe(200);
  company.readAfter(assigned.body.position);
  employee.readAfter(assigned.body.position);
});
afterAll(() => t.close());

describe('marking notifications read', () => {
  it('records an event of the reader’s party and answers its position, which the next read waits for', async () => {
    const mine = (await notificationsOf(lessee)).filter((n) => n.kind === 'ContractCreated');
    expect(mine).toHaveLength(6);
    expect(await unread(lessee)).toBe(6);
    for (const n of mine.slice(0, 5)) {
      const res = await lessee.post(`/notifications/${n.id}/read`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: n.id, position: expect.stringMatching(/^\d+-\d+$/) });
    }
    expect(await unread(lessee)).toBe(1);
    const recorded = await marks(PINFL);
    expect(recorded.map((e) => [e.type, e.data.notificationId, e.data.partyId])).toEqual(
      mine.slice(0, 5).map((n) => ['NotificationRead', n.id, PINFL]),
    );
    expect(recorded[0]!.data.readAt).toEqual((await notificationsOf(lessee)).find((n) => n.id === mine[0]!.id)!.readAt);
    expect(recorded[0]!.metadata.actor).toMatchObject({ kind: 'party', partyId: PINFL });
  });

  it('leaves a notification read already as it is, and writes nothing', async () => {
    const [read] = (await notificationsOf(lessee)).filter((n) => n.readAt);
    const before = await marks(PINFL);
    const res = await lessee.post(`/notifications/${read!.id}/read`);
    expect(res).toMatchObject({ status: 200, body: { id: read!.id } });
    expect(res.body.position).toBeUndefined();
    expect(await marks(PINFL)).toEqual(before);
  });

  it('does not find a notification that is not the caller’s, nor one outside an employee’s contracts', async () => {
    const companys = await notificationsOf(company);
    expect(companys.map((n) => n.kind)).toEqual(['ContractRejected', 'ContractRejected']);
    expect((await lessee.post(`/notifications/${companys[0]!.id}/read`)).status).toBe(404);
    expect((await lessee.post('/notifications/00000000-0000-4000-8000-000000000000/read')).status).toBe(404);
    expect((await lessee.post('/notifications/not-a-uuid/read')).status).toBe(404);

    const forCompany = { 'x-act-for': TIN };
    const held = companys.find((n) => n.contractId === contracts[0])!;
    const other = companys.find((n) => n.contractId === contracts[1])!;
    expect((await employee.request('POST', `/notifications/${other.id}/read`, {}, forCompany)).status).toBe(404);
    const marked = await employee.request('POST', `/notifications/${held.id}/read`, {}, forCompany);
    expect(marked.status).toBe(200);
    company.readAfter(marked.body.position);
    expect((await notificationsOf(company)).map((n) => [n.contractId, n.readAt !== null])).toEqual(
      expect.arrayContaining([
        [contracts[0], true],
        [contracts[1], false],
      ]),
    );
    const [byEmployee] = await marks(TIN);
    expect(byEmployee!.data).toMatchObject({ notificationId: held.id, partyId: TIN });
    expect(byEmployee!.metadata.actor).toMatchObject({ partyId: TIN, employeePinfl: EMPLOYEE });
  });

  it('survives a rebuild of the notifications: the same ones read, at the same times, and the same unread count', async () => {
    const before = await notificationsOf(lessee);
    const unreadBefore = await unread(lessee);
    const companyBefore = await notificationsOf(company);
    await t.app.get(ProjectorRunner).rebuild('notifications');
    expect(await notificationsOf(lessee)).toEqual(before);
    expect(before.filter((n) => n.readAt)).toHaveLength(5);
    expect(await unread(lessee)).toBe(unreadBefore);
    expect(await notificationsOf(company)).toEqual(companyBefore);
  });
});

describe('a party that never opens the bell', () => {
  // Its notifications pile up (a lessor of thousands of contracts is told of every step): the badge is
  // asked on every page and the bell lists the latest ten, so neither counts them all.
  let busy: ApiClient;
  beforeAll(async () => {
    const owner = await aLegalEntity(t);
    busy = await ApiClient.signIn(t.baseUrl, owner);
    // As the notifications projection leaves them: 1,205 unread, the newest first by the minute.
    await sql(
      t.databaseUrl,
      `INSERT INTO notifications (event_id, party_id, contract_id, kind, params, created_at)
       SELECT gen_random_uuid(), $1, gen_random_uuid(), 'ContractConfirmed', jsonb_build_object('contractNumber', 'B-' || g),
              now() - make_interval(mins => g)
         FROM generate_series(1, 1205) AS g`,
      [owner.partyId],
    );
  });

  it('shows the badge as a hundred, which the bell shows as 99+', async () => {
    expect((await busy.get('/notifications/unread-count')).body).toEqual({ count: 100 });
  });

  it('lists the latest ten, counted to the next thousand and said so in X-Total-Bound', async () => {
    const page = await busy.get('/notifications?range=[0,9]');
    expect(page.status).toBe(200);
    const numbers = (page.body as { params: { contractNumber: string } }[]).map((n) => n.params.contractNumber);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `B-${i + 1}`));
    expect(page.headers.get('content-range')).toBe('notifications 0-9/1001');
    expect(page.headers.get('x-total-bound')).toBe('1000');
  });

  it('counts a page past the first thousand to the next one, and the last page whole', async () => {
    const last = await busy.get('/notifications?range=[1200,1209]');
    expect(last.headers.get('content-range')).toBe('notifications 1200-1204/1205');
    expect(last.headers.get('x-total-bound')).toBeNull();
  });

  it('counts a party with few exactly, the badge and the list alike', async () => {
    const few = await unread(lessee);
    expect(few).toBeLessThan(100);
    const all = await lessee.get('/notifications?range=[0,9]');
    expect(all.headers.get('x-total-bound')).toBeNull();
    expect(Number(/\/(\d+)$/.exec(all.headers.get('content-range')!)![1])).toBeGreaterThanOrEqual(few);
  });
});

describe('an employee holding more than a thousand contracts', () => {
  // The bell of an employee acting for its company covers every contract it was given, however many.
  it('is told of the last one it was given as of the first', async () => {
    const [owner, person, worker] = [await aLegalEntity(t), await anIndividual(t), await anIndividual(t, 'YATT')];
    const [firm, renter, clerk] = await Promise.all([
      ApiClient.signIn(t.baseUrl, owner),
      ApiClient.signIn(t.baseUrl, person),
      ApiClient.signIn(t.baseUrl, worker),
    ]);
    expect((await firm.post('/employees', { pinfl: worker.partyId })).status).toBe(201);
    // A thousand contracts it already holds for the firm, as the holders' read model keeps them.
    await sql(
      t.databaseUrl,
      `INSERT INTO contract_holders (contract_id, party_id, pinfl)
       SELECT gen_random_uuid(), $1, $2 FROM generate_series(1, 1000)`,
      [owner.partyId, worker.partyId],
    );
    const made = await firm.post(
      '/contracts',
      aRegistration({ lesseeId: person.partyId, cadastralNumber: await aProperty(t, owner.partyId) }),
    );
    expect(made.status).toBe(201);
    renter.readAfter(made.body.position);
    const rejected = await renter.post(`/contracts/${made.body.id}/reject`, { reason: 'Rad etildi' });
    expect(rejected.status).toBe(200);
    firm.readAfter(rejected.body.position);
    const held = await firm.post(`/contracts/${made.body.id}/holders`, { pinfls: [worker.partyId] });
    expect(held.status).toBe(200);
    clerk.readAfter(held.body.position);
    const forFirm = { 'x-act-for': owner.partyId };
    const told = (await clerk.request('GET', '/notifications?range=[0,9]', undefined, forFirm)).body as Seen[];
    expect(told.map((n) => [n.kind, n.contractId])).toEqual([['ContractRejected', made.body.id]]);
    expect((await clerk.request('GET', '/notifications/unread-count', undefined, forFirm)).body).toEqual({ count: 1 });
  });
});
