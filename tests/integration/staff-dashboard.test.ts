import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProjectorRunner } from '@rent/backend';
import type { ContractRecord, StaffDashboard } from '@rent/domain';
import { aContract } from './fixtures/contracts.js';
import { aLegalEntity, anOperator } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp, TestClock } from './support/test-app.js';

// Issue 19, screen 7: the register at a glance for every member of the staff, no party named.
const clock = new TestClock(new Date('2026-11-18T10:00:00+05:00'));
let t: TestApp;
let staff: ApiClient;
let region: string;

beforeAll(async () => {
  t = await startApp({}, clock);
  const [owner, tenant] = [await aLegalEntity(t), await aLegalEntity(t)];
  const lessor = await ApiClient.signIn(t.baseUrl, owner);
  const office = await aProperty(t, owner.partyId);
  const waiting = await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: office }, { area: 5 });
  clock.set('2026-11-20T10:00:00+05:00');
  await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: office }, { area: 5 });
  await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: office }, { area: 5 });
  await t.app.get(ProjectorRunner).catchUp();
  staff = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['ADMIN']));
  const opened = (await lessor.get(`/contracts/${waiting.id}`)).body as ContractRecord;
  region = opened.registrationNumber!.slice(5, 7);
});
afterAll(() => t.close());

describe('the back-office’s dashboard', () => {
  it('counts registrations by day, kind and region, the states, and the confirmations waiting too long', async () => {
    const res = await staff.get('/operator/dashboard?days=7&pendingDays=1');
    expect(res.status).toBe(200);
    const board = res.body as StaffDashboard;
    expect(board.asOf).toBe('2026-11-20T05:00:00.000Z');
    expect(board.registeredPerDay).toEqual(
      expect.arrayContaining([
        { day: '2026-11-18', kind: 'OTHER_RENT', region, n: 1 },
        { day: '2026-11-20', kind: 'OTHER_RENT', region, n: 2 },
      ]),
    );
    expect(board.byState.find((s) => s.state === 10)!.n).toBeGreaterThanOrEqual(3);
    // Registered on the 18th, still unconfirmed on the 20th: more than a day.
    expect(board.pendingConfirmations).toEqual({ olderThanDays: 1, n: 1 });
    expect(board.failedJobs.map((q) => q.queue).sort()).toEqual(['contract-jobs', 'exports', 'sms']);
    expect(board.projections.map((p) => p.name)).toContain('contract-summary');
    const narrower = (await staff.get('/operator/dashboard?days=1&pendingDays=3')).body as StaffDashboard;
    expect(narrower.registeredPerDay.every((r) => r.day === '2026-11-20')).toBe(true);
    expect(narrower.pendingConfirmations).toEqual({ olderThanDays: 3, n: 0 });
  });

  it('refuses a span it does not serve, and a party', async () => {
    expect((await staff.get('/operator/dashboard?days=1000')).status).toBe(400);
    const party = await ApiClient.signIn(t.baseUrl, await aLegalEntity(t));
    expect((await party.get('/operator/dashboard')).status).toBe(403);
  });
});
