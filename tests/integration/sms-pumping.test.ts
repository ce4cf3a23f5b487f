import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { QUEUE_NAMESPACE, REDIS } from '@rent/backend';
import { aLegalEntity, anIndividual, anOperator, type Party } from './fixtures/parties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// The security test's item 11: phone codes could be sent to any number of phones from one session, SMS
// pumping at the committee's cost. Each phone change (one or two SMS) now counts per account and per
// address, by the hour and by the day, besides the limit per number. The app believes X-Forwarded-For from
// loopback, so each test comes from an address of its own. The tests run in order: each account's hour is
// spent by the earlier ones as they say.
let t: TestApp;
/** Six accounts of every sort; each keeps its counts from test to test. */
let accounts: Record<'lessor' | 'individual' | 'operator' | 'legal' | 'student' | 'yatt', Party>;

beforeAll(async () => {
  t = await startApp({ TRUST_PROXY: 'loopback' });
  accounts = {
    lessor: await aLegalEntity(t),
    individual: await anIndividual(t),
    operator: await anOperator(t),
    legal: await aLegalEntity(t),
    student: await anIndividual(t, 'STUDENT'),
    yatt: await anIndividual(t, 'YATT'),
  };
});
afterAll(() => t.close());

/** A party signed in from `address`, asking for codes to numbers. */
async function party(role: keyof typeof accounts, address: string) {
  const account = accounts[role];
  const client = await ApiClient.signIn(t.baseUrl, account, { 'x-forwarded-for': address });
  return {
    client,
    ask: (phone: string, password = account.password) =>
      client.request('POST', '/account/phone', { phone, password }, { 'x-forwarded-for': address }),
  };
}
const number = (n: number) => `99893${String(n).padStart(7, '0')}`;

it('one address gets codes for twenty numbers an hour, however many sessions it signs in', async () => {
  const address = '203.0.113.6';
  const statuses = [];
  let n = 100;
  for (const role of ['lessor', 'individual', 'operator', 'legal'] as const) {
    const session = await party(role, address);
    for (let i = 0; i < 5; i++) statuses.push((await session.ask(number(n++))).status);
  }
  const fifth = await party('student', address);
  statuses.push((await fifth.ask(number(n++))).status);
  expect(statuses).toEqual([...Array(20).fill(200), 429]);
  // The same account from another address is not held back by this one.
  expect((await (await party('student', '203.0.113.7')).ask(number(n))).status).toBe(200);
});

it('guessing the password with a stolen token is bounded by the same count', async () => {
  const student = await party('student', '203.0.113.8');
  const statuses = [];
  for (let i = 0; i < 6; i++) statuses.push((await student.ask(number(200 + i), `guess-${i}`)).status);
  // The student's hour had two requests in the test above.
  expect(statuses).toEqual([403, 403, 403, 429, 429, 429]);
});

it('one session gets codes to five numbers an hour and ten a day, whatever the numbers', async () => {
  const yatt = await party('yatt', '203.0.113.5');
  const statuses = [];
  for (let n = 0; n < 6; n++) statuses.push((await yatt.ask(number(n))).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect((await yatt.ask(number(6))).body).toMatchObject({
    code: 'TOO_MANY_ATTEMPTS',
    message: 'errors.tooManyAttempts',
    params: { minutes: 60 },
  });

  // An hour later (the hour's counter gone), five more; an hour after that, the day's ten are spent.
  const { userId } = (await yatt.client.get('/oauth/account')).body as { userId: string };
  const anHourPasses = () =>
    t.app.get<Redis>(REDIS).del(`${t.app.get<string>(QUEUE_NAMESPACE)}:limit:phone-change-user:${userId}`);
  await anHourPasses();
  const later = [];
  for (let n = 10; n < 15; n++) later.push((await yatt.ask(number(n))).status);
  expect(later).toEqual([200, 200, 200, 200, 200]);
  await anHourPasses();
  const refused = await yatt.ask(number(15));
  expect([refused.status, refused.body.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
  expect(refused.body.params.minutes).toBeGreaterThan(60);
});
