import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import { type Job, type Queue, Worker } from 'bullmq';
import { CONTRACT_JOBS, ContractJobsProcessor, ProjectorRunner } from '@rent/backend';
import type { QueueCounts, StaffJob } from '@rent/domain';
import { aContract } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, anOperator } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp, TestClock } from './support/test-app.js';

// Issue 19, screen 3: the staff see the portal's queues, a contract's scheduled work, a failed job with
// its error; they retry it or remove it. An SMS's text (a sign-in code) never reaches them.
const clock = new TestClock(new Date('2026-11-20T10:00:00+05:00'));
let t: TestApp;
let staff: ApiClient;
let contractId: string;

beforeAll(async () => {
  t = await startApp({}, clock);
  const [owner, person] = [await aLegalEntity(t), await anIndividual(t)];
  const lessor = await ApiClient.signIn(t.baseUrl, owner);
  const created = await aContract(lessor, {
    lesseeId: person.partyId,
    cadastralNumber: await aProperty(t, owner.partyId),
  });
  contractId = created.id;
  const lessee = await ApiClient.signIn(t.baseUrl, person);
  expect((await lessee.readAfter(created.position).post(`/contracts/${contractId}/confirm`)).status).toBe(200);
  await t.app.get(ProjectorRunner).catchUp();
  staff = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR']));
});
afterAll(() => t.close());

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let i = 0; ; i++) {
    const value = await read();
    if (done(value) || i === 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const jobs = async (queue: string, state: string) =>
  (await staff.get(`/operator/jobs?queue=${queue}&state=${state}&limit=100`)).body as StaffJob[];

describe('the staff’s jobs screen', () => {
  it('shows each queue with its counts, and a confirmed contract’s expiry and reminders, scheduled', async () => {
    const queues = (await staff.get('/operator/jobs/queues')).body as QueueCounts[];
    expect(queues.map((q) => q.queue).sort()).toEqual(['contract-jobs', 'exports', 'sms']);
    expect(queues.find((q) => q.queue === 'contract-jobs')!.counts.delayed).toBeGreaterThanOrEqual(4);
    const scheduled = (await staff.get(`/operator/jobs/by-contract/${contractId}`)).body as StaffJob[];
    expect(scheduled.map((j) => [j.name, j.state]).sort()).toEqual([
      ['expire-contract', 'delayed'],
      ['remind-expiry', 'delayed'],
      ['remind-expiry', 'delayed'],
      ['remind-expiry', 'delayed'],
    ]);
    const expiry = scheduled.find((j) => j.name === 'expire-contract')!;
    expect(expiry).toMatchObject({ data: { contractId, endDate: '2027-11-30' } });
    expect(expiry.runAt).not.toBeNull();
    expect((await staff.get('/operator/jobs/by-contract/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('shows an SMS with its number masked and never its text', async () => {
    const sent = await until(
      async () =>
        [...(await jobs('sms', 'completed')), ...(await jobs('sms', 'waiting'))].filter((j) => j.name === 'send-sms'),
      (list) => list.length > 0,
    );
    expect(sent.length).toBeGreaterThan(0);
    for (const sms of sent) {
      expect(Object.keys(sms.data).sort()).toEqual(['id', 'phone']);
      expect(String(sms.data.phone)).toMatch(/\*/);
    }
  });

  it('shows a failed job with its error; a retry runs it again, a removal takes it away', async () => {
    const queue = t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
    await queue.add('no-such-job', {}, { jobId: 'staff-broken-1', attempts: 1 });
    const failed = await until(
      () => jobs('contract-jobs', 'failed'),
      (list) => list.some((j) => j.id === 'staff-broken-1'),
    );
    const broken = failed.find((j) => j.id === 'staff-broken-1')!;
    expect(broken).toMatchObject({ state: 'failed', failedReason: 'Unknown job no-such-job' });

    expect((await staff.post('/operator/jobs/contract-jobs/staff-broken-1/retry')).status).toBe(204);
    const again = await until(
      async () => (await jobs('contract-jobs', 'failed')).find((j) => j.id === 'staff-broken-1'),
      (job) => !!job && job.finishedAt !== broken.finishedAt,
    );
    expect(again?.finishedAt).not.toBe(broken.finishedAt);

    const delayed = (await staff.get(`/operator/jobs/by-contract/${contractId}`)).body as StaffJob[];
    const notFailed = await staff.post(`/operator/jobs/contract-jobs/${delayed[0]!.id}/retry`);
    expect(notFailed.status).toBe(409);

    expect((await staff.post('/operator/jobs/contract-jobs/staff-broken-1/remove')).status).toBe(204);
    expect((await jobs('contract-jobs', 'failed')).some((j) => j.id === 'staff-broken-1')).toBe(false);
    expect((await staff.post('/operator/jobs/contract-jobs/staff-broken-1/retry')).status).toBe(404);
    expect((await staff.post('/operator/jobs/no-such-queue/x/retry')).status).toBe(400);
  });

  it('two staff retrying the same failed job at once: one retry runs it, the other is told it is no longer failed', async () => {
    const queue = t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
    await queue.add('no-such-job', {}, { jobId: 'staff-broken-2', attempts: 1 });
    await until(
      () => jobs('contract-jobs', 'failed'),
      (list) => list.some((j) => j.id === 'staff-broken-2'),
    );
    // Held, so that the retried job waits rather than fails again at once and can be retried once more.
    await queue.pause();
    try {
      const other = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR']));
      const answers = await Promise.all(
        [staff, other].map((who) => who.post('/operator/jobs/contract-jobs/staff-broken-2/retry')),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'JOB_NOT_FAILED' });
    } finally {
      await queue.resume();
    }
  });

  it('the daily sweep’s next run is not removed: it is told as a repeating job, not as one running', async () => {
    const delayed = await jobs('contract-jobs', 'delayed');
    const sweep = delayed.find((j) => j.name === 'expiry-sweep');
    expect(sweep).toBeDefined();
    const refused = await staff.post(`/operator/jobs/contract-jobs/${encodeURIComponent(sweep!.id)}/remove`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'JOB_REPEATS' });
    expect((await jobs('contract-jobs', 'delayed')).some((j) => j.id === sweep!.id)).toBe(true);
  });

  it('a job a worker is running is not removed: it finishes first, and can be removed after', async () => {
    const queue = t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
    // The portal's own worker is held, so that the worker here takes the job and keeps its lock.
    const portalWorker = t.app.get(ContractJobsProcessor).worker;
    await portalWorker.pause();
    const worker = new Worker(queue.name, null, { connection: queue.opts.connection, prefix: queue.opts.prefix });
    try {
      await queue.add('no-such-job', {}, { jobId: 'staff-running-1', attempts: 1 });
      const token = 'staff-jobs-test';
      const running = (await worker.getNextJob(token)) as Job;
      expect(running.id).toBe('staff-running-1');

      const refused = await staff.post('/operator/jobs/contract-jobs/staff-running-1/remove');
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'JOB_ACTIVE' });
      expect(await queue.getJobState('staff-running-1')).toBe('active');

      await running.moveToCompleted('done', token, false);
      expect((await staff.post('/operator/jobs/contract-jobs/staff-running-1/remove')).status).toBe(204);
      expect(await queue.getJob('staff-running-1')).toBeUndefined();
    } finally {
      await worker.close();
      portalWorker.resume();
    }
  });

  it('is refused to a party', async () => {
    const party = await ApiClient.signIn(t.baseUrl, await aLegalEntity(t));
    expect((await party.get('/operator/jobs/queues')).status).toBe(403);
    expect((await party.post('/operator/jobs/contract-jobs/x/remove')).status).toBe(403);
  });
});
