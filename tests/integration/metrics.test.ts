import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONTRACT_JOBS, EXPORTS_QUEUE, SMS_QUEUE } from '@rent/backend';
import { parsePosition } from '@rent/domain';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { parseScrape, type Sample, samples, valueOf } from './support/prometheus-text.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// What an operator's Prometheus reads at /api/metrics after people used the portal: requests by route
// template, commands by type and outcome, event store writes, read models' positions, queue depths, SMS.
const QUEUES = [CONTRACT_JOBS, SMS_QUEUE, EXPORTS_QUEUE];
const HTTP = 'rent_http_request_duration_seconds_count';

const scrape = async (t: TestApp): Promise<Sample[]> => {
  const res = await fetch(`${t.baseUrl}/metrics`);
  expect(res.status).toBe(200);
  return parseScrape(await res.text());
};

/** Scrapes until `moved` holds of a scrape: what a worker counts lands a moment after the API answered. */
async function scrapeUntil(t: TestApp, moved: (s: Sample[]) => boolean): Promise<Sample[]> {
  for (let tries = 0; ; tries++) {
    const s = await scrape(t);
    if (moved(s) || tries >= 100) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a portal that was used', () => {
  let t: TestApp;
  let owner: Party;
  let parties: { lesseeId: string; cadastralNumber: string };

  beforeAll(async () => {
    t = await startApp();
    owner = await aLegalEntity(t);
    const person = await anIndividual(t);
    parties = { lesseeId: person.partyId, cadastralNumber: await aProperty(t, owner.partyId) };
  });
  afterAll(() => t.close());

  it('counts the sign-in code the development gateway sent', async () => {
    const sent = { gateway: 'dev', outcome: 'sent' };
    const before = valueOf(await scrape(t), 'rent_sms_total', sent);
    await ApiClient.signIn(t.baseUrl, owner);
    const after = await scrapeUntil(t, (s) => valueOf(s, 'rent_sms_total', sent) > before);
    expect(valueOf(after, 'rent_sms_total', sent)).toBe(before + 1);
    expect(valueOf(after, 'rent_queue_job_failures_total', { queue: SMS_QUEUE })).toBe(0);
  });

  it('measures requests by route template, commands by outcome, appends and the read models’ positions', async () => {
    const lessor = await ApiClient.signIn(t.baseUrl, owner);
    const before = await scrape(t);

    const created = await lessor.request('POST', '/contracts', aRegistration(parties));
    expect(created.status).toBe(201);
    const refused = await lessor.request(
      'POST',
      '/contracts',
      aRegistration({ ...parties, lesseeId: '39999999999999' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('LESSEE_NOT_FOUND');
    expect((await lessor.request('GET', `/contracts/${created.body.id}`)).status).toBe(200);
    expect((await lessor.request('GET', '/contracts?range=[0,9]')).status).toBe(200);
    expect((await lessor.request('GET', `/no-such-route/${created.body.id}`)).status).toBe(404);

    const after = await scrape(t);
    const moved = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);

    expect(moved(HTTP, { method: 'POST', route: '/api/contracts', status: '201' })).toBe(1);
    expect(moved(HTTP, { method: 'POST', route: '/api/contracts', status: '400' })).toBe(1);
    expect(moved(HTTP, { method: 'GET', route: '/api/contracts/:id', status: '200' })).toBe(1);
    expect(moved(HTTP, { method: 'GET', route: '/api/contracts', status: '200' })).toBe(1);
    expect(moved(HTTP, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    // No series is named after a path: the contract's id is in no label.
    expect(after.filter((s) => Object.values(s.labels).some((v) => v.includes(created.body.id)))).toEqual([]);

    expect(moved('rent_commands_total', { command: 'CreateContract', outcome: 'accepted', code: '' })).toBe(1);
    expect(
      moved('rent_commands_total', { command: 'CreateContract', outcome: 'refused', code: 'LESSEE_NOT_FOUND' }),
    ).toBe(1);
    expect(moved('rent_command_duration_seconds_count', { command: 'CreateContract', outcome: 'accepted' })).toBe(1);
    expect(moved('rent_event_append_duration_seconds_count', { operation: 'decide' })).toBeGreaterThanOrEqual(1);

    // The list read after the registration waited for the summary, so its checkpoint is at or past the contract.
    const written = Number(parsePosition(created.body.position)!.position);
    expect(valueOf(after, 'rent_projection_position', { projection: 'contract-summary' })).toBeGreaterThanOrEqual(
      written,
    );
    expect(samples(after, 'rent_projection_lag_seconds').map((s) => s.labels.projection)).toContain('contract-summary');
  });

  it('a confirmation and a step the decider refuses are counted under the party’s step', async () => {
    const lessor = await ApiClient.signIn(t.baseUrl, owner);
    const created = await lessor.request('POST', '/contracts', aRegistration(parties));
    const before = await scrape(t);
    // The lessor cannot confirm its own registration: that is the lessee's step.
    const refused = await lessor.request('POST', `/contracts/${created.body.id}/confirm`, {});
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const after = await scrape(t);
    expect(
      valueOf(after, 'rent_commands_total', {
        command: 'PartyStep:confirm',
        outcome: 'refused',
        code: refused.body.code,
      }) -
        valueOf(before, 'rent_commands_total', {
          command: 'PartyStep:confirm',
          outcome: 'refused',
          code: refused.body.code,
        }),
    ).toBe(1);
    expect(
      valueOf(after, HTTP, { method: 'POST', route: '/api/contracts/:id/:verb', status: String(refused.status) }) -
        valueOf(before, HTTP, { method: 'POST', route: '/api/contracts/:id/:verb', status: String(refused.status) }),
    ).toBe(1);
  });

  it('gives each queue’s depth by state, and Node’s own process metrics', async () => {
    const s = await scrape(t);
    for (const queue of QUEUES) {
      expect(valueOf(s, 'rent_queue_up', { queue })).toBe(1);
      expect(
        samples(s, 'rent_queue_jobs', { queue })
          .map((x) => x.labels.state)
          .sort(),
      ).toEqual(['active', 'delayed', 'failed', 'waiting']);
    }
    expect(samples(s, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(samples(s, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
  });
});

describe('a portal whose Redis stops answering', () => {
  const relay = new TcpProxy('127.0.0.1', 6379);
  let t: TestApp;

  beforeAll(async () => {
    await relay.open();
    t = await startApp({ REDIS_URL: `redis://127.0.0.1:${relay.port}` });
  });
  afterAll(async () => {
    relay.thaw();
    await t.close();
    await relay.cut();
  });

  it('still answers a scrape, with the queues marked unread and their depths left out', async () => {
    expect(valueOf(await scrape(t), 'rent_queue_up', { queue: SMS_QUEUE })).toBe(1);
    relay.freeze();
    const s = await scrape(t);
    for (const queue of QUEUES) expect(valueOf(s, 'rent_queue_up', { queue })).toBe(0);
    expect(samples(s, 'rent_queue_jobs')).toEqual([]);
    // What does not need Redis is there as ever.
    expect(samples(s, 'rent_projection_position').length).toBeGreaterThan(0);
    relay.thaw();
    expect(
      valueOf(await scrapeUntil(t, (x) => valueOf(x, 'rent_queue_up', { queue: SMS_QUEUE }) === 1), 'rent_queue_up', {
        queue: SMS_QUEUE,
      }),
    ).toBe(1);
  });
});
