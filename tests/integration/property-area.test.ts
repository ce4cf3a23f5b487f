import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { ContractJobsProcessor, ProjectorRunner } from '@rent/backend';
import { sql as query } from './support/test-database.js';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, TestClock, type TestApp } from './support/test-app.js';

// Spec §5: rented area cannot exceed vacant area. A property's area is reserved through its own stream
// (DESIGN.md), so contracts racing for the last square metres cannot all succeed, and a contract that
// leaves force (rejected, withdrawn, cancelled, expired) gives its area back.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
const clock = new TestClock(new Date('2026-11-22T09:00:00Z'));
/** The lessor's property of 240 m², Tashkent, non-residential. */
let OBJECT: string;
let lesseeId: string;

beforeAll(async () => {
  t = await startApp({}, clock);
  const [owner, person] = [await aLegalEntity(t), await anIndividual(t)];
  [OBJECT, lesseeId] = [await aProperty(t, owner.partyId, { totalArea: 240 }), person.partyId];
  [lessor, lessee] = await Promise.all([ApiClient.signIn(t.baseUrl, owner), ApiClient.signIn(t.baseUrl, person)]);
});
afterAll(() => t.close());

const sql = <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  query<R>(t.databaseUrl, text, values);

let seq = 0;
const register = (area: number, overrides: Record<string, unknown> = {}) =>
  lessor.post(
    '/contracts',
    aRegistration(
      { lesseeId, cadastralNumber: OBJECT },
      { contractNumber: `PA-${++seq}`, area, monthlyPayment: Math.ceil(area * 45_000), ...overrides },
    ),
  );

async function step(actor: ApiClient, id: string, verb: string, body: object = {}) {
  const res = await actor.post(`/contracts/${id}/${verb}`, body);
  expect({ verb, status: res.status }).toEqual({ verb, status: 200 });
  for (const c of [lessor, lessee]) c.readAfter(res.body.position);
}

describe('twenty contracts racing for 240 m²', () => {
  let winners: string[] = [];

  it('exactly the twelve of 20 m² that fit succeed; the rest are refused for lack of vacant area, nothing half-written', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(20)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(8);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('PROPERTY_ALREADY_LEASED');
    }
    winners = answers.filter((a) => a.status === 201).map((a) => a.body.id as string);

    const [held] = await sql<{ contracts: string; reserved: string }>(
      `SELECT count(*) AS contracts, coalesce(sum((data->>'area')::numeric), 0) AS reserved FROM events
        WHERE stream_id = $1 AND type = 'AreaReserved'`,
      [`property-${OBJECT}`],
    );
    expect({ contracts: Number(held!.contracts), reserved: Number(held!.reserved) }).toEqual({
      contracts: 12,
      reserved: 240,
    });
    const objects = (await lessor.get('/catalog-general/my-properties')).body as {
      cadastralNumber: string;
      vacantArea: number;
    }[];
    expect(objects.find((o) => o.cadastralNumber === OBJECT)?.vacantArea).toBe(0);
    const [created] = await sql<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type = 'ContractCreated'`);
    expect(Number(created!.n)).toBe(12);
  });

  it('a rejected contract gives its area back; the next one takes it; then the object is leased in full again', async () => {
    lessee.readAfter(lessor.lastWrite!);
    await step(lessee, winners[0]!, 'reject', { reason: 'Kerak emas' });
    const next = await register(20);
    expect(next.status).toBe(201);
    const over = await register(0.5);
    expect(over.body.code).toBe('PROPERTY_ALREADY_LEASED');
    winners = [next.body.id, ...winners.slice(1)];
  });

  it('not enough vacant area names how much is vacant', async () => {
    lessor.readAfter(lessor.lastWrite!);
    lessee.readAfter(lessor.lastWrite!);
    await step(lessor, winners[1]!, 'withdraw');
    const res = await register(25);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'NOT_ENOUGH_AREA',
      message: 'errors.notEnoughVacantArea',
      errors: { area: 'errors.notEnoughVacantArea' },
      params: { available: '20' },
    });
    expect((await register(12.5)).status).toBe(201);
  });

  it('a cancelled contract gives its area back, and a change to a larger area must fit', async () => {
    const id = winners[2]!;
    lessee.readAfter(lessor.lastWrite!);
    await step(lessee, id, 'confirm');
    // 7,5 m² are vacant: the lessor may grow this contract to 27,5 m² but not to 28.
    const terms = {
      contractNumber: 'PA-GROW',
      contractDate: '2026-11-20',
      beginDate: '2026-12-01',
      endDate: '2027-11-30',
    };
    const tooBig = await lessor.post(`/contracts/${id}/propose-change`, {
      ...terms,
      area: 28,
      monthlyPayment: 1_300_000,
    });
    expect(tooBig.status).toBe(200);
    lessee.readAfter(tooBig.body.position);
    // The proposal itself holds nothing; confirming it must reserve the larger area, and there is none.
    const confirm = await lessee.post(`/contracts/${id}/confirm-change`);
    expect(confirm.status).toBe(409);
    expect(confirm.body.params).toEqual({ available: '27,5' });
    await step(lessee, id, 'reject-change', { reason: 'Sigʻmaydi' });

    await step(lessor, id, 'request-cancellation', { reason: 'Tugatamiz', effectiveYear: 2026 });
    await step(lessee, id, 'accept-cancellation');
    expect((await register(27.5)).status).toBe(201);
  });

  it('an expired contract gives its area back when the expiry job runs', async () => {
    const id = winners[3]!;
    lessee.readAfter(lessor.lastWrite!);
    await step(lessee, id, 'confirm');
    clock.set('2027-12-02T09:00:00Z');
    // Past its end: the delayed job (scheduled as the confirmation reached the reactor) or the sweep expires it.
    await t.app.get(ProjectorRunner).catchUp();
    await t.app.get(ContractJobsProcessor).sweep();
    for (let i = 0; i < 100 && (await lessor.get(`/contracts/${id}`)).body.state !== 50; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await lessor.get(`/contracts/${id}`)).body.state).toBe(50);
    clock.set('2026-11-22T09:00:00Z');
    expect((await register(20)).status).toBe(201);
  });
});
