import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, expect, it } from '@jest/globals';
import { EVENT_STORE, type EventStore } from '@rent/backend';
import { testMetadata } from './support/event-log.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { startApp, type TestApp } from './support/test-app.js';

// What an orchestrator asks of each process: is it alive (restart it if not), and is it ready for traffic
// (PostgreSQL and Redis answering, the read models within their bound of the log).
const apps: TestApp[] = [];
/** A relay in front of Redis that one test cuts; closed once the apps using it are. */
const relay = new TcpProxy('127.0.0.1', 6379);
afterAll(async () => {
  for (const app of apps) await app.close();
  await relay.cut();
});
const start = async (overrides: Record<string, string> = {}) => {
  const t = await startApp(overrides);
  apps.push(t);
  return t;
};
const get = async (t: TestApp, path: string) => {
  const res = await fetch(`${t.baseUrl}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

it('a process with everything answering is live and ready, and says what it checked', async () => {
  const t = await start();
  expect(await get(t, '/health/live')).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok' }) });
  const ready = await get(t, '/health/ready');
  expect(ready.status).toBe(200);
  expect(ready.body).toMatchObject({
    status: 'ok',
    info: { database: { status: 'up' }, redis: { status: 'up' }, readModels: { status: 'up', boundSeconds: 300 } },
  });
});

it('when Redis goes away it stays live but is not ready, and names Redis; it is ready again when Redis is back', async () => {
  await relay.open();
  const t = await start({ REDIS_URL: `redis://127.0.0.1:${relay.port}` });
  try {
    expect((await get(t, '/health/ready')).status).toBe(200);
    await relay.cut();
    expect((await get(t, '/health/live')).status).toBe(200);
    const ready = await get(t, '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      code: 'NOT_READY',
      message: 'errors.serviceUnavailable',
      details: { redis: { status: 'down' }, database: { status: 'up' } },
    });
  } finally {
    // Back, so that the app's queues can be emptied when it closes.
    await relay.open();
  }
  for (let waited = 0; (await get(t, '/health/ready')).status !== 200; waited += 200) {
    if (waited > 10_000) throw new Error('not ready again after Redis came back');
    await new Promise((r) => setTimeout(r, 200));
  }
});

it('an api process whose read models no worker moves stops being ready once they lag past the bound', async () => {
  const t = await start({
    PROCESS_ROLE: 'api',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    READY_MAX_LAG_SECONDS: '1',
  });
  expect((await get(t, '/health/ready')).status).toBe(200);
  await t.app.get<EventStore>(EVENT_STORE).appendToStream(
    'property-10:99:99:99:99:9999',
    0,
    [
      {
        type: 'AreaReserved',
        data: {
          cadastralNumber: '10:99:99:99:99:9999',
          contractId: randomUUID(),
          area: 5,
          previousArea: 0,
          totalArea: 100,
        },
      },
    ],
    testMetadata,
  );
  await new Promise((r) => setTimeout(r, 2200));
  const ready = await get(t, '/health/ready');
  expect(ready.status).toBe(503);
  const behind = (ready.body.details as { readModels: { behind: { name: string }[] } }).readModels.behind;
  expect(behind.map((p) => p.name)).toContain('property-occupancy');
});
