import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import { Job, type Queue } from 'bullmq';
import { CONTRACT_JOBS, ProjectorRunner } from '@rent/backend';
import { aContract } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, anOperator, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, devSms, startApp, TestClock, type TestApp } from './support/test-app.js';

// Spec §1, an electronic invoice by month end: three days before the month ends, each lessor with an invoice
// of the month still due is told once, in the portal and by SMS, by a scheduled job with the daily sweep as
// its backstop. March 2026 has 31 days: the reminder day is the 28th. The clock is the test's.
const clock = new TestClock(new Date('2026-03-10T10:00:00+05:00'));
let t: TestApp;
let queue: Queue;
/** Rents out an office from January with March not issued: reminded. */
let due: Party;
/** Rents out an office from January and issued March: not reminded. */
let issued: Party;
/** An individual lessor: invoices nothing, not reminded. */
let person: Party;
let tenant: Party;
const clients: Record<'due' | 'issued' | 'person' | 'tenant' | 'operator', ApiClient> = {} as never;

const terms = { contractDate: '2026-01-10', beginDate: '2026-01-15', endDate: '2026-12-31', monthlyPayment: 3_100_000 };

async function inForce(lessor: ApiClient, owner: Party): Promise<string> {
  const made = await aContract(
    lessor,
    { lesseeId: tenant.partyId, cadastralNumber: await aProperty(t, owner.partyId) },
    terms,
  );
  clients.tenant.readAfter(made.position);
  const confirmed = await clients.tenant.post(`/contracts/${made.id}/confirm`);
  expect(confirmed.status).toBe(200);
  lessor.readAfter(confirmed.body.position);
  return made.id;
}

/** Runs the scheduled job's work once, now, as the scheduler would, and answers what it returned. */
async function runReminderJob(): Promise<{ month: string; reminded: number }> {
  const job = await queue.add('remind-invoices', {});
  for (let i = 0; i < 200; i++) {
    const state = await job.getState();
    if (state === 'completed') return (await Job.fromId(queue, job.id!))!.returnvalue;
    if (state === 'failed')
      throw new Error(`remind-invoices failed: ${(await Job.fromId(queue, job.id!))!.failedReason}`);
    await sleep(50);
  }
  throw new Error('remind-invoices did not finish');
}

const reminders = async (client: ApiClient) =>
  (
    (await client.get('/notifications?range=[0,49]')).body as {
      kind: string;
      contractId: string | null;
      params: object;
    }[]
  ).filter((n) => n.kind === 'InvoicesDueReminded');
const reminderSms = async (phone: string) =>
  (await devSms(t.baseUrl, phone)).filter((m) => m.text.includes('hisob-faktura'));

beforeAll(async () => {
  t = await startApp({}, clock);
  queue = t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
  [due, issued, person, tenant] = await Promise.all([
    aLegalEntity(t),
    aLegalEntity(t),
    anIndividual(t),
    anIndividual(t),
  ]);
  const committee = await anOperator(t);
  const [a, b, c, d, e] = await Promise.all(
    [due, issued, person, tenant, committee].map((p) => ApiClient.signIn(t.baseUrl, p)),
  );
  Object.assign(clients, { due: a!, issued: b!, person: c!, tenant: d!, operator: e! });
  await inForce(clients.due, due);
  const issuedContract = await inForce(clients.issued, issued);
  await inForce(clients.person, person);
  const res = await clients.issued.post(`/contracts/${issuedContract}/issue-invoice`, {
    month: '2026-03',
    invoiceNumber: 'EF-MARCH',
  });
  expect(res.status).toBe(200);
  await t.app.get(ProjectorRunner).catchUp();
});
afterAll(() => t.close());

describe('the month-end invoice reminder', () => {
  it('is scheduled daily from the 25th at 09:00 in Tashkent, under one scheduler id', async () => {
    const scheduler = await queue.getJobScheduler('invoice-reminders');
    expect(scheduler).toMatchObject({ name: 'remind-invoices', pattern: '0 0 9 25-31 * *', tz: 'Asia/Tashkent' });
  });

  it('reminds nobody before three days before the month ends', async () => {
    clock.set('2026-03-27T09:00:00+05:00');
    expect(await runReminderJob()).toEqual({ month: '2026-03', reminded: 0 });
    expect(await reminders(clients.due)).toEqual([]);
    expect(await reminderSms(due.phone)).toEqual([]);
  });

  it('on the 28th tells the lessor with March due, in the portal and by SMS; not the one that issued it, nor an individual', async () => {
    clock.set('2026-03-28T09:00:00+05:00');
    expect(await runReminderJob()).toEqual({ month: '2026-03', reminded: 1 });
    let told: Awaited<ReturnType<typeof reminders>> = [];
    for (let i = 0; i < 50 && told.length === 0; i++) {
      told = await reminders(clients.due);
      if (told.length === 0) await sleep(100);
    }
    expect(told).toEqual([
      expect.objectContaining({ kind: 'InvoicesDueReminded', contractId: null, params: { month: '03.2026', due: 1 } }),
    ]);
    let sms: Awaited<ReturnType<typeof reminderSms>> = [];
    for (let i = 0; i < 50 && sms.length === 0; i++) {
      sms = await reminderSms(due.phone);
      if (sms.length === 0) await sleep(100);
    }
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('03.2026 oyi uchun 1 ta elektron hisob-faktura');
    for (const other of [issued, person, tenant]) expect(await reminderSms(other.phone)).toEqual([]);
    expect(await reminders(clients.issued)).toEqual([]);
    expect(await reminders(clients.person)).toEqual([]);
    expect(await reminders(clients.tenant)).toEqual([]);
  });

  it('tells each lessor once a month: the job again, the next day, and the daily sweep remind nobody twice', async () => {
    expect(await runReminderJob()).toEqual({ month: '2026-03', reminded: 0 });
    clock.set('2026-03-29T09:00:00+05:00');
    expect(await runReminderJob()).toEqual({ month: '2026-03', reminded: 0 });
    const swept = await clients.operator.post('/operator/jobs/sweep');
    expect(swept.status).toBe(200);
    expect(swept.body.invoiceReminders).toBe(0);
    await sleep(500);
    expect(await reminders(clients.due)).toHaveLength(1);
    expect(await reminderSms(due.phone)).toHaveLength(1);
  });

  it('the daily sweep is the backstop: a month whose run was lost is reminded by it', async () => {
    // April: the scheduled run of the 27th never came (Redis lost it); the sweep of the 28th reminds.
    clock.set('2026-04-28T00:05:00+05:00');
    const swept = await clients.operator.post('/operator/jobs/sweep');
    expect(swept.body.invoiceReminders).toBe(2);
    await t.app.get(ProjectorRunner).catchUp();
    const months = (await reminders(clients.due)).map((n) => n.params);
    expect(months).toEqual([
      { month: '04.2026', due: 1 },
      { month: '03.2026', due: 1 },
    ]);
    expect(await reminders(clients.issued)).toEqual([
      expect.objectContaining({ params: { month: '04.2026', due: 1 } }),
    ]);
  });
});
