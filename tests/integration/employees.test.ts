import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { officeRent } from './support/office-rent.js';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// Issue 5, spec: employee assignment. A legal entity attaches people as its employees and gives them
// contracts to hold; an employee acts for the entity (header X-Act-For) on those contracts only, and the
// history shows who acted.
let t: TestApp;
let company: ApiClient;
let employee: ApiClient;
let lessee: ApiClient;
const TIN = demo('lessor').login;
const PINFL = demo('yatt').login;

beforeAll(async () => {
  t = await startApp();
  [company, employee, lessee] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'yatt'),
    ApiClient.signIn(t.baseUrl, 'individual'),
  ]);
});
afterAll(() => t.close());

/** The employee's calls made for the company. */
const forCompany = (method: string, path: string, body?: unknown) =>
  employee.request(method, path, body, { 'x-act-for': TIN });

async function register(contractNumber: string): Promise<string> {
  const res = await company.post('/contracts', officeRent(contractNumber, { area: 10 }));
  expect(res.status).toBe(201);
  employee.readAfter(res.body.position);
  return res.body.id as string;
}

describe('the employee list', () => {
  it('the entity keeps it: the demo employee is on it, a person is added by PINFL and removed again', async () => {
    expect((await company.get('/employees')).body).toEqual([
      { pinfl: PINFL, name: demo('yatt').name, addedAt: expect.any(String) },
    ]);
    const added = await company.post('/employees', { pinfl: demo('student').login });
    expect(added.body).toMatchObject({ pinfl: demo('student').login, name: demo('student').name });
    expect((await company.request('DELETE', `/employees/${demo('student').login}`)).status).toBe(204);
    expect((await company.get('/employees')).body.map((e: { pinfl: string }) => e.pinfl)).toEqual([PINFL]);
    expect((await company.post('/employees', { pinfl: '30101010010011' })).status).toBe(404);
  });

  it('a person keeps no list, and an employee does not manage the entity’s', async () => {
    expect((await lessee.post('/employees', { pinfl: PINFL })).body).toMatchObject({ code: 'HOLDERS_BY_ENTITY' });
    expect((await forCompany('GET', '/employees')).status).toBe(403);
    expect((await employee.get('/account/employers')).body).toEqual([
      { tin: TIN, name: '«Toshkent Savdo Markazi» MChJ' },
    ]);
  });
});

describe('holding contracts for the entity', () => {
  let held: string;
  let other: string;

  beforeAll(async () => {
    held = await register('EMP-1');
    other = await register('EMP-2');
    const assigned = await company.post(`/contracts/${held}/holders`, { pinfls: [PINFL] });
    expect(assigned.status).toBe(200);
    employee.readAfter(assigned.body.position);
  });

  it('the employee sees only the contracts it holds, and the entity sees who holds them', async () => {
    const list = await forCompany('GET', '/contracts');
    expect(list.body.map((c: { contractNumber: string }) => c.contractNumber)).toEqual(['EMP-1']);
    expect(list.headers.get('content-range')).toMatch(/\/1$/);
    expect((await forCompany('GET', `/contracts/${other}`)).status).toBe(404);
    expect((await forCompany('GET', `/contracts/${held}`)).body).toMatchObject({
      contractNumber: 'EMP-1',
      viewerRole: 'LESSOR',
    });
    expect((await company.get(`/contracts/${held}/holders`)).body).toEqual([PINFL]);
    expect((await forCompany('GET', '/oauth/account')).body).toMatchObject({ pinfl: PINFL, actingFor: TIN });
  });

  it('acts for the entity on a held contract, and the history names the employee; elsewhere it is refused', async () => {
    expect((await forCompany('POST', `/contracts/${other}/withdraw`, {})).status).toBe(404);
    const withdrawn = await forCompany('POST', `/contracts/${held}/withdraw`, { reason: 'Ijarachi rad etdi' });
    expect(withdrawn.status).toBe(200);
    const history = (await company.readAfter(withdrawn.body.position).get(`/contracts/${held}/history`)).body as Record<
      string,
      unknown
    >[];
    expect(history.map((h) => [h.eventType, h.actorPartyId, h.actorName])).toEqual([
      ['ContractCreated', TIN, demo('lessor').name],
      ['ContractHoldersAssigned', TIN, demo('lessor').name],
      ['ContractWithdrawn', TIN, demo('yatt').name],
    ]);
    expect(history[1]!.details).toEqual({ holders: demo('yatt').name });
  });

  it('an employee registers nothing for the entity, assigns no holders, and acts for no one else', async () => {
    expect((await forCompany('POST', '/contracts', { kind: 'OTHER_RENT' })).status).toBe(400);
    const create = await forCompany('POST', '/contracts', officeRent('EMP-3', { area: 10 }));
    expect(create.body).toMatchObject({ code: 'EMPLOYEE_CANNOT_CREATE', message: 'errors.employeeCannotCreate' });
    expect((await forCompany('POST', `/contracts/${other}/holders`, { pinfls: [PINFL] })).status).toBe(403);
    expect(
      (await employee.request('GET', '/contracts', undefined, { 'x-act-for': demo('legal').login })).body,
    ).toMatchObject({ code: 'CANNOT_ACT_FOR' });
    expect((await lessee.request('GET', '/contracts', undefined, { 'x-act-for': TIN })).status).toBe(403);
  });

  it('only the entity’s current employees can hold its contracts; one removed can no longer act', async () => {
    const refused = await company.post(`/contracts/${other}/holders`, { pinfls: [demo('student').login] });
    expect(refused.body).toMatchObject({ code: 'NOT_AN_EMPLOYEE', params: { pinfl: demo('student').login } });
    expect((await company.request('DELETE', `/employees/${PINFL}`)).status).toBe(204);
    expect((await forCompany('GET', '/contracts')).body).toMatchObject({ code: 'CANNOT_ACT_FOR' });
  });
});
