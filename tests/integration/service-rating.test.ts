import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { aLegalEntity, anIndividual, anOperator, type Party } from './fixtures/parties.js';
import { ApiClient, startApp, type TestApp, TestClock } from './support/test-app.js';

// The service rating (spec §1): a signed-in party rates the portal 1 to 5 with an optional comment, once
// per calendar month (Tashkent); everyone sees the average, to one decimal.
let t: TestApp;
const clock = new TestClock(new Date('2026-11-20T09:00:00Z'));
let person: ApiClient;
let lessor: ApiClient;
let legal: ApiClient;
let yatt: ApiClient;
let visitor: ApiClient;
let legalParty: Party;
let personParty: Party;

beforeAll(async () => {
  t = await startApp({}, clock);
  [legalParty, personParty] = [await aLegalEntity(t), await anIndividual(t)];
  [person, lessor, legal, yatt] = await Promise.all([
    ApiClient.signIn(t.baseUrl, personParty),
    ApiClient.signIn(t.baseUrl, await aLegalEntity(t)),
    ApiClient.signIn(t.baseUrl, legalParty),
    ApiClient.signIn(t.baseUrl, await anIndividual(t, 'YATT')),
  ]);
  visitor = new ApiClient(t.baseUrl);
});
afterAll(() => t.close());

describe('rating the service', () => {
  it('before anyone rates, a visitor sees no average', async () => {
    expect((await visitor.get('/ratings/summary')).body).toEqual({
      average: null,
      count: 0,
      period: '2026-11',
      rated: null,
    });
  });

  it('a visitor cannot rate', async () => {
    const res = await visitor.post('/ratings', { score: 5 });
    expect(res.status).toBe(401);
  });

  it.each([
    ['zero', { score: 0 }, 'score'],
    ['six', { score: 6 }, 'score'],
    ['a fraction', { score: 2.5 }, 'score'],
    ['a text', { score: '4' }, 'score'],
    ['no score', { comment: 'Yaxshi' }, 'score'],
    ['a comment over 500 characters', { score: 4, comment: 'a'.repeat(501) }, 'comment'],
  ])('%s is refused with the field named, and nothing is stored', async (_name, body, field) => {
    const res = await person.post('/ratings', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect((await person.get('/ratings/summary')).body).toMatchObject({ count: 0, rated: false });
  });

  it('a signed-in party rates with a comment: it is stored, and the answer shows the average', async () => {
    const res = await person.post('/ratings', { score: 4, comment: '  Qulay, lekin SMS kech keldi  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ average: 4, count: 1, period: '2026-11', rated: true });
    const rows = await t.app.get(DataSource).query('SELECT party_id, period, score, comment FROM service_ratings');
    expect(rows).toEqual([
      { party_id: personParty.partyId, period: '2026-11', score: 4, comment: 'Qulay, lekin SMS kech keldi' },
    ]);
    expect((await person.get('/ratings/summary')).body).toMatchObject({ rated: true });
    expect((await lessor.get('/ratings/summary')).body).toMatchObject({ average: 4, count: 1, rated: false });
  });

  it('a second rating in the same month is refused with its own message, and the first stands', async () => {
    clock.set('2026-11-30T18:59:00Z'); // 23:59 in Tashkent: still November
    const res = await person.post('/ratings', { score: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ALREADY_RATED', message: 'errors.alreadyRated' });
    expect((await visitor.get('/ratings/summary')).body).toEqual({
      average: 4,
      count: 1,
      period: '2026-11',
      rated: null,
    });
  });

  it('in the next month (from midnight in Tashkent) the party may rate again', async () => {
    clock.set('2026-11-30T19:00:00Z'); // 00:00 on 1 December in Tashkent
    expect((await person.get('/ratings/summary')).body).toMatchObject({ period: '2026-12', rated: false });
    const res = await person.post('/ratings', { score: 5 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ average: 4.5, count: 2, period: '2026-12', rated: true });
  });

  it('the average counts every party’s ratings, to one decimal', async () => {
    for (const [client, score] of [
      [lessor, 3],
      [legal, 3],
      [yatt, 4],
    ] as const) {
      expect((await client.post('/ratings', { score })).status).toBe(201);
    }
    // 4 + 5 + 3 + 3 + 4 = 19 over 5
    expect((await visitor.get('/ratings/summary')).body).toMatchObject({ average: 3.8, count: 5 });
    clock.set('2027-01-05T09:00:00Z');
    expect((await legal.post('/ratings', { score: 5 })).status).toBe(201);
    // 24 over 6 is 4; one more 5 makes 29 over 7, 4.142… shown as 4.1
    expect((await visitor.get('/ratings/summary')).body).toMatchObject({ average: 4, count: 6 });
    expect((await lessor.post('/ratings', { score: 5 })).status).toBe(201);
    expect((await visitor.get('/ratings/summary')).body).toEqual({
      average: 4.1,
      count: 7,
      period: '2027-01',
      rated: null,
    });
  });

  it('ratings sent at once all count, once each', async () => {
    const raters = await Promise.all(
      Array.from({ length: 8 }, async (_, i) =>
        ApiClient.signIn(t.baseUrl, await (i % 2 ? aLegalEntity(t) : anIndividual(t))),
      ),
    );
    const before = (await visitor.get('/ratings/summary')).body as { count: number };
    // Each sends its rating twice at once: one of the two is stored, the other refused.
    const answers = await Promise.all(
      raters.flatMap((r) => [r.post('/ratings', { score: 2 }), r.post('/ratings', { score: 2 })]),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(8).fill(201), ...Array(8).fill(409)]);
    expect((await visitor.get('/ratings/summary')).body).toMatchObject({ count: before.count + 8 });
    const [stored] = await t.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n, round(avg(score), 1)::float8 AS average FROM service_ratings');
    expect((await visitor.get('/ratings/summary')).body).toMatchObject({ count: stored.n, average: stored.average });
  });

  it('a backdoor session sees the average but cannot rate', async () => {
    const operator = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR', 'BACKDOOR']));
    const backdoor = new ApiClient(
      t.baseUrl,
      (await operator.post(`/operator/backdoor/by-tin/${legalParty.partyId}`, { reason: 'Baholashni tekshirish' })).body
        .token,
    );
    expect((await backdoor.get('/ratings/summary')).body).toMatchObject({ count: 15 });
    const res = await backdoor.post('/ratings', { score: 1 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BACKDOOR_READ_ONLY');
    expect((await visitor.get('/ratings/summary')).body).toMatchObject({ count: 15 });
  });
});
