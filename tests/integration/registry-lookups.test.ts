import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// Issue 12 (security), as the outside test found it: 300 registry lookups (names, students' faculties,
// sole-proprietor standing by PINFL) in 1.7 s, none refused, none recorded. Now a user gets 30 a minute
// (and 600 a day), each lookup made is recorded, and the answer holds only what the form shows.
let t: TestApp;
let lessor: ApiClient;
let legal: ApiClient;
let individual: ApiClient;

const LIMIT_PER_MINUTE = 30;

interface LookupRow {
  user_id: string;
  party_id: string;
  registry: string;
  subject: string;
  looked_up_at: Date;
}
const rows = (): Promise<LookupRow[]> =>
  t.app
    .get(DataSource)
    .query('SELECT user_id, party_id, registry, subject, looked_up_at FROM registry_lookups ORDER BY id');
const userIdOf = async (client: ApiClient): Promise<string> => (await client.get('/oauth/account')).body.userId;

beforeAll(async () => {
  t = await startApp();
  [lessor, legal, individual] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'legal'),
    ApiClient.signIn(t.baseUrl, 'individual'),
  ]);
});
afterAll(() => t.close());

describe('what a lookup answers: only what the form shows', () => {
  it('a person by PINFL: the name, not whether they are a sole proprietor or still active', async () => {
    expect((await individual.get(`/catalog-general/party/${demo('yatt').login}`)).body).toEqual({
      id: demo('yatt').login,
      name: expect.any(String),
    });
  });

  it('a company by TIN: its name, not its address or director', async () => {
    expect((await individual.get('/catalog-general/yur-np1/302345678')).body).toEqual({
      tin: '302345678',
      name: '«Samarqand Invest» AJ',
    });
  });

  it('a student: name, university, faculty and course, as the student-rent form shows them, not the study form', async () => {
    expect(Object.keys((await individual.get('/catalog-general/student/62206050270028')).body).sort()).toEqual([
      'course',
      'faculty',
      'name',
      'pinfl',
      'university',
    ]);
  });
});

describe('300 lookups at once', () => {
  it('from one user: 30 are answered, the rest refused with 429, and exactly the answered ones are recorded', async () => {
    const before = (await rows()).length;
    const me = await userIdOf(lessor);
    const pinfls = Array.from({ length: 300 }, (_, i) => `5150305026${String(i).padStart(4, '0')}`);
    const started = Date.now();
    const answers = await Promise.all(pinfls.map((pinfl) => lessor.get(`/catalog-general/party/${pinfl}`)));
    expect(Date.now() - started).toBeLessThan(30_000);
    const answered = answers.filter((a) => a.status !== 429);
    const refused = answers.filter((a) => a.status === 429);
    expect(answered).toHaveLength(LIMIT_PER_MINUTE);
    expect(answered.every((a) => a.status === 200 || a.status === 404)).toBe(true);
    expect(refused[0]!.body).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'errors.tooManyAttempts',
      params: { minutes: 1 },
    });
    const recorded = (await rows()).slice(before);
    expect(recorded).toHaveLength(LIMIT_PER_MINUTE);
    expect(
      recorded.every(
        (r) => r.user_id === me && r.party_id === '301234567' && r.registry === 'party' && pinfls.includes(r.subject),
      ),
    ).toBe(true);
    expect(Math.abs(recorded[0]!.looked_up_at.getTime() - started)).toBeLessThan(60_000);
  });

  it('every registry counts against the same limit: the user’s student, company, object and vehicle lookups are refused too', async () => {
    for (const path of [
      '/catalog-general/student/62206050270028',
      '/catalog-general/yur-np1/302345678',
      '/catalog-general/cadastre/10:09:03:01:02:0017',
      '/catalog-general/vehicle/01A123BC',
    ]) {
      expect([path, (await lessor.get(path)).status]).toEqual([path, 429]);
    }
  });

  it('another user is not held back by the first one’s lookups, and each of their lookups is recorded as theirs', async () => {
    const before = (await rows()).length;
    expect((await legal.get('/catalog-general/student/62206050270028')).status).toBe(200);
    expect((await legal.get('/catalog-general/cadastre/10:09:03:01:02:0017')).status).toBe(200);
    const recorded = (await rows()).slice(before);
    const them = await userIdOf(legal);
    expect(recorded.map((r) => [r.user_id, r.party_id, r.registry, r.subject])).toEqual([
      [them, '302345678', 'student', '62206050270028'],
      [them, '302345678', 'cadastre', '10:09:03:01:02:0017'],
    ]);
  });

  it('adding an employee by PINFL finds the person’s name the same way: counted against the limit and recorded', async () => {
    // The lessor used its minute on the 300 lookups above: the employee's name is refused like a form's.
    expect((await lessor.post('/employees', { pinfl: demo('yatt').login })).status).toBe(429);
    const before = (await rows()).length;
    expect((await legal.post('/employees', { pinfl: demo('yatt').login })).status).toBe(201);
    const recorded = (await rows()).slice(before);
    expect(recorded.map((r) => [r.party_id, r.registry, r.subject])).toEqual([
      ['302345678', 'party', demo('yatt').login],
    ]);
  });

  it('one’s own lists (my properties, my vehicles) are not lookups of anyone: neither counted nor recorded', async () => {
    const before = (await rows()).length;
    expect((await lessor.get('/catalog-general/my-properties')).status).toBe(200);
    expect((await lessor.get('/catalog-general/my-vehicles')).status).toBe(200);
    expect(await rows()).toHaveLength(before);
  });
});
