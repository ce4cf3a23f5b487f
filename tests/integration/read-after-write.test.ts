import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { BEGIN_WRITER } from '@rent/backend';
import { tashkentDate } from '@rent/domain';
import { aRegistration, type RegistrationParties } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, anOperator } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { officeRent } from './support/office-rent.js';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// The core issue's second finding: readers waited for the oldest transaction of the whole server, so a
// transaction open anywhere (another database, an idle session, a bulk load) froze every read model,
// and a read after one's own write then answered stale after 3 s without saying so. Now readers wait
// only for transactions that write events; a read that cannot catch up in time says so (503), and a
// position the API never gave is refused.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let parties: RegistrationParties;
const held: pg.Client[] = [];

beforeAll(async () => {
  t = await startApp({ READ_AFTER_TIMEOUT_MS: '1000' });
  const [owner, tenant] = [await aLegalEntity(t), await aLegalEntity(t)];
  parties = { lesseeId: tenant.partyId, cadastralNumber: await aProperty(t, owner.partyId) };
  [lessor, lessee] = await Promise.all([ApiClient.signIn(t.baseUrl, owner), ApiClient.signIn(t.baseUrl, tenant)]);
});
afterAll(async () => {
  for (const c of held) await c.end().catch(() => undefined);
  await t.close();
});

/** A session that opens a transaction, gets a transaction id and then sits idle in it. */
async function openTransaction(url: string, begin = 'BEGIN'): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  held.push(client);
  await client.query(begin);
  await client.query('SELECT pg_current_xact_id()');
  return client;
}

const register = () => lessor.post('/contracts', aRegistration(parties, { area: 1 }));

describe('transactions that write no events delay no read model', () => {
  it('with a transaction open in this database and one in another, every registration is in the counterpart’s list at once', async () => {
    const otherDatabase = new URL(t.databaseUrl);
    otherDatabase.pathname = '/postgres';
    const here = await openTransaction(t.databaseUrl);
    const elsewhere = await openTransaction(otherDatabase.toString());
    for (let i = 0; i < 10; i++) {
      const created = await register();
      expect(created.status).toBe(201);
      const incoming = await lessee
        .readAfter(created.body.position)
        .get('/contracts?filter={"box":"incoming"}&range=[0,49]');
      expect(incoming.status).toBe(200);
      expect(incoming.body.map((c: { id: string }) => c.id)).toContain(created.body.id);
    }
    await here.query('ROLLBACK');
    await elsewhere.query('ROLLBACK');
  });
});

describe('a read that cannot catch up says so', () => {
  it('while an event writer is still at work, a read after a later write answers 503 READ_NOT_CAUGHT_UP with Retry-After, then 200 once it ends', async () => {
    const writer = await openTransaction(t.databaseUrl, BEGIN_WRITER);
    const created = await register();
    expect(created.status).toBe(201);
    const behind = await lessee.readAfter(created.body.position).get('/contracts?filter={"box":"incoming"}');
    expect(behind.status).toBe(503);
    expect(behind.body).toMatchObject({ code: 'READ_NOT_CAUGHT_UP', message: 'errors.serviceUnavailable' });
    expect(behind.headers.get('retry-after')).toBe('1');
    await writer.query('ROLLBACK');
    const caughtUp = await lessee.get('/contracts?filter={"box":"incoming"}&range=[0,49]');
    expect(caughtUp.status).toBe(200);
    expect(caughtUp.body.map((c: { id: string }) => c.id)).toContain(created.body.id);
  });

  it('a public view read after a write waits for it as well: 503 while it cannot, then the contract as the write left it', async () => {
    const created = await register();
    expect(created.status).toBe(201);
    const { id } = created.body;
    const writer = await openTransaction(t.databaseUrl, BEGIN_WRITER);
    const confirmed = await lessee.readAfter(created.body.position).post(`/contracts/${id}/confirm`, {});
    expect(confirmed.status).toBe(200);
    // The lessee's own browser opens the public view its certificate's QR code leads to, after its confirm.
    const visitor = new ApiClient(t.baseUrl).readAfter(confirmed.body.position);
    const link = `/public/contracts/${id}?beginDate=2026-12-01&endDate=2027-11-30`;
    for (const path of [link, `/public/notifications/${id}?beginDate=2026-12-01&endDate=2027-11-30`]) {
      const behind = await visitor.get(path);
      expect({ path, status: behind.status, code: behind.body.code }).toEqual({
        path,
        status: 503,
        code: 'READ_NOT_CAUGHT_UP',
      });
    }
    await writer.query('ROLLBACK');
    const shown = await visitor.get(link);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id, state: 20 });
  });

  // CI of 91dfc3b: a party that authorised a representative for the contract it had just been sent was told
  // the contract is not its own, the read model not having caught up with the registration.
  it('a representative authorised for a contract just registered: 503 while it cannot be read, then granted', async () => {
    const person = await anIndividual(t);
    const writer = await openTransaction(t.databaseUrl, BEGIN_WRITER);
    const created = await register();
    expect(created.status).toBe(201);
    const grant = {
      pinfl: person.partyId,
      contracts: [created.body.id],
      steps: ['view'],
      until: tashkentDate(new Date(Date.now() + 30 * 24 * 3600 * 1000)),
    };
    const behind = await lessee.readAfter(created.body.position).post('/representatives', grant);
    expect({ status: behind.status, code: behind.body.code }).toEqual({ status: 503, code: 'READ_NOT_CAUGHT_UP' });
    await writer.query('ROLLBACK');
    const granted = await lessee.post('/representatives', grant);
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({ pinfl: person.partyId, contracts: [created.body.id], state: 'active' });
  });

  // The holders' screen shows who holds a contract right after the entity assigned them: it read the holders
  // without waiting for the assignment, and showed the ones before it.
  it('the holders just assigned: 503 while they cannot be read, then the ones assigned', async () => {
    const company = await ApiClient.signIn(t.baseUrl, 'lessor');
    const made = await company.post('/contracts', officeRent('RAW-HOLDERS', { area: 3 }));
    expect(made.status).toBe(201);
    expect((await company.get(`/contracts/${made.body.id}/holders`)).body).toEqual([]);
    const writer = await openTransaction(t.databaseUrl, BEGIN_WRITER);
    const assigned = await company.post(`/contracts/${made.body.id}/holders`, { pinfls: [demo('yatt').login] });
    expect(assigned.status).toBe(200);
    const behind = await company.get(`/contracts/${made.body.id}/holders`);
    expect({ status: behind.status, code: behind.body.code }).toEqual({ status: 503, code: 'READ_NOT_CAUGHT_UP' });
    await writer.query('ROLLBACK');
    expect((await company.get(`/contracts/${made.body.id}/holders`)).body).toEqual([demo('yatt').login]);
  });

  // The staff's search after an operator took a contract off the register showed it still in force.
  it('the staff search right after an operator’s removal: 503 while it cannot be read, then the contract removed', async () => {
    const made = await register();
    const confirmed = await lessee.readAfter(made.body.position).post(`/contracts/${made.body.id}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const operator = (await ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR']))).readAfter(
      confirmed.body.position,
    );
    const { registrationNumber } = (await operator.get(`/operator/contracts/${made.body.id}`)).body;
    const search = `/operator/contracts?filter=${encodeURIComponent(JSON.stringify({ registrationNumber }))}`;
    expect((await operator.get(search)).body).toMatchObject([{ id: made.body.id, state: 20, removedAt: null }]);
    const writer = await openTransaction(t.databaseUrl, BEGIN_WRITER);
    const removal = await operator.post(`/operator/contracts/${made.body.id}/remove`, {
      reason: 'Sud qarori',
      removalDate: tashkentDate(new Date()),
    });
    expect(removal.status).toBe(200);
    const behind = await operator.get(search);
    expect({ status: behind.status, code: behind.body.code }).toEqual({ status: 503, code: 'READ_NOT_CAUGHT_UP' });
    await writer.query('ROLLBACK');
    expect((await operator.get(search)).body).toMatchObject([{ id: made.body.id, removedAt: expect.any(String) }]);
  });

  it('a position beyond the head of the log, or not a position at all, is refused with 400', async () => {
    for (const position of ['999999999999-999999999999', 'yesterday', '1-2-3']) {
      const res = await lessee.readAfter(position).get('/contracts?filter={"box":"incoming"}');
      expect({ position, status: res.status, code: res.body.code }).toEqual({
        position,
        status: 400,
        code: 'READ_AFTER_INVALID',
      });
    }
  });
});
