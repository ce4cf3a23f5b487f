import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ReferenceChange } from '@rent/domain';
import { anOperator } from './fixtures/parties.js';
import { ApiClient, startApp, type TestApp, TestClock } from './support/test-app.js';

// Issue 19, screen 2: reference data under four eyes. An operator proposes a new BHM from a date; the
// proposer may not approve it; a supervisor does, and from that date the portal uses it, while every
// earlier date keeps the amount it had.
const clock = new TestClock(new Date('2026-11-20T10:00:00+05:00'));
let t: TestApp;
let operator: ApiClient;
let supervisor: ApiClient;
let proposingSupervisor: ApiClient;

beforeAll(async () => {
  t = await startApp({}, clock);
  const staff = (roles: string[]) => anOperator(t, roles).then((who) => ApiClient.signIn(t.baseUrl, who));
  operator = await staff(['OPERATOR']);
  supervisor = await staff(['SUPERVISOR']);
  proposingSupervisor = await staff(['SUPERVISOR']);
});
afterAll(() => t.close());

const bhm = async (date: string) => (await operator.get(`/reference/bhm?date=${date}`)).body as { amount: number };
const proposal = (validFrom: string, amount: number) => ({
  kind: 'bhm',
  validFrom,
  amount,
  source: 'Prezident farmoni, 2026-yil 15-noyabr',
  reason: 'Yangi BHM miqdori eʼlon qilindi',
});

describe('reference data under four eyes', () => {
  it('an approved BHM takes effect on its date, and the dates before it keep theirs', async () => {
    const before = (await bhm('2027-03-01')).amount;
    const proposed = await operator.post('/operator/reference/changes', proposal('2027-02-01', 450_000));
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({
      kind: 'bhm',
      state: 'proposed',
      effectiveFrom: '2027-02-01',
      decidedBy: null,
    });
    // Not in force until approved.
    expect((await bhm('2027-03-01')).amount).toBe(before);
    const approved = await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
      reason: 'Farmon bilan solishtirildi',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', decisionReason: 'Farmon bilan solishtirildi' });
    expect((await bhm('2027-03-01')).amount).toBe(450_000);
    expect((await bhm('2027-01-31')).amount).toBe(before);
    const history = (await operator.get('/operator/reference/changes')).body as ReferenceChange[];
    expect(history[0]).toMatchObject({
      id: proposed.body.id,
      state: 'approved',
      proposedBy: expect.stringMatching(/Operator/),
      proposedById: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('the proposer may not decide on their own proposal, and a decided one is not decided again', async () => {
    const proposed = await proposingSupervisor.post('/operator/reference/changes', proposal('2027-04-01', 460_000));
    expect(proposed.status).toBe(201);
    const own = await proposingSupervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
      reason: 'Oʻzim tasdiqlayman',
    });
    expect(own.body).toMatchObject({ code: 'FOUR_EYES' });
    const rejected = await supervisor.post(`/operator/reference/changes/${proposed.body.id}/reject`, {
      reason: 'Manba notoʻgʻri',
    });
    expect(rejected.body).toMatchObject({ state: 'rejected' });
    const again = await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
      reason: 'Qayta koʻrib chiqildi',
    });
    expect(again.body).toMatchObject({ code: 'CHANGE_DECIDED' });
    expect((await bhm('2027-05-01')).amount).toBe(450_000);
  });

  it('never rewrites the past: a change from today or earlier is refused, and so is one whose day passed before approval', async () => {
    expect((await operator.post('/operator/reference/changes', proposal('2026-11-20', 470_000))).body).toMatchObject({
      code: 'CHANGE_IN_THE_PAST',
    });
    const proposed = await operator.post('/operator/reference/changes', proposal('2026-11-25', 470_000));
    expect(proposed.status).toBe(201);
    clock.set('2026-11-26T10:00:00+05:00');
    const late = await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
      reason: 'Kechikib tasdiqlash',
    });
    expect(late.body).toMatchObject({ code: 'CHANGE_IN_THE_PAST' });
    expect((await bhm('2026-11-27')).amount).not.toBe(470_000);
  });

  it('an operator proposes but never approves; a malformed proposal is named', async () => {
    const proposed = await operator.post('/operator/reference/changes', proposal('2027-06-01', 480_000));
    expect(
      (await operator.post(`/operator/reference/changes/${proposed.body.id}/approve`, { reason: 'Tasdiqlayman' }))
        .status,
    ).toBe(403);
    const bad = await operator.post('/operator/reference/changes', { ...proposal('2027-06-01', -1) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('amount');
  });
});
