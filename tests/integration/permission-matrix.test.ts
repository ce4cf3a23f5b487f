import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  API_KEY_SCOPE_NAMES,
  mayDo,
  REPRESENTATIVE_STEPS,
  representativeStepOf,
  scopeOfRoute,
  STAFF_ROLES,
  type StaffPermission,
  tashkentDate,
} from '@rent/domain';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, anOperator } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Issue 5: every endpoint of the API, called by each kind of caller with another party's ids: nothing
// leaks and nothing changes. The routes come from the running app itself, so a new endpoint fails this
// test until it is given its rule below.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let stranger: ApiClient;
let strangerId: string;
let operator: ApiClient;
let backdoor: ApiClient;
let anonymous: ApiClient;
let contractId: string;
let registrationNumber: string;
let notificationId: string;

/** Who may call a route, and what everyone else gets. */
type Rule =
  | 'public' // anyone, signed in or not
  | 'refresh-cookie' // no bearer token: the refresh cookie is the credential (without it, 401 to anyone)
  | 'signed-in' // any signed-in caller, about themselves only
  | 'party' // a party of the contract named in the path (others: 404, as if it did not exist)
  | `staff:${StaffPermission}`; // the committee's staff whose roles grant it (domain's STAFF_PERMISSIONS; others: 403)

const RULES: Record<string, Rule> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/metrics': 'public',
  // The API's own description (OpenAPI) and its page: no data of anyone's.
  'GET /api/docs-json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/:file': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/login/resend': 'public',
  'POST /api/auth/login/confirm': 'public',
  'GET /api/auth/login/:challengeId/state': 'public',
  'POST /api/auth/refresh': 'refresh-cookie',
  'GET /api/auth/third-party': 'public',
  'GET /api/auth/third-party/start': 'public',
  'POST /api/auth/third-party/finish': 'public',
  'GET /api/auth/pending-sign-ins': 'signed-in',
  'POST /api/auth/pending-sign-ins/:challengeId/approve': 'signed-in',
  'POST /api/auth/pending-sign-ins/:challengeId/refuse': 'signed-in',
  'POST /api/auth/logout': 'signed-in',
  'GET /api/oauth/account': 'signed-in',
  'POST /api/account/phone': 'signed-in',
  'POST /api/account/phone/confirm': 'signed-in',
  'POST /api/operator/backdoor/by-tin/:tin': 'staff:enterAsTaxpayer',
  'GET /api/operator/backdoor/entries': 'staff:readAudit',
  'GET /api/dev/sms': 'public',
  'GET /api/public/contracts/:id': 'public',
  'GET /api/public/car-contracts/:id': 'public',
  'GET /api/public/notifications/:id': 'public',
  'POST /api/contracts': 'signed-in',
  'POST /api/contracts/declarations': 'signed-in',
  // A bulk upload is its party's alone; another's is 404 (bulk-upload.test.ts).
  'POST /api/contracts/bulk-uploads': 'signed-in',
  'GET /api/contracts/bulk-uploads/:id': 'signed-in',
  'POST /api/contracts/:id/:verb': 'party',
  'GET /api/contracts/:id/holders': 'party',
  'POST /api/contracts/:id/holders': 'party',
  'GET /api/employees': 'signed-in',
  'POST /api/employees': 'signed-in',
  'DELETE /api/employees/:pinfl': 'signed-in',
  'GET /api/account/employers': 'signed-in',
  // A party's API keys, in a session only: never with a key, another party's is 404 (api-keys.test.ts).
  'GET /api/account/api-keys': 'signed-in',
  'POST /api/account/api-keys': 'signed-in',
  'POST /api/account/api-keys/:id/revoke': 'signed-in',
  // A party's representatives, kept by the party itself; another party's is 404 (representatives.test.ts).
  'GET /api/representatives': 'signed-in',
  'POST /api/representatives': 'signed-in',
  'POST /api/representatives/:id/revoke': 'signed-in',
  'GET /api/account/represented': 'signed-in',
  'GET /api/account/party': 'signed-in',
  'GET /api/contracts': 'signed-in',
  // A list's download is its requester's alone; anyone else gets 404 (list-exports.test.ts).
  'POST /api/contracts/exports': 'signed-in',
  'GET /api/contracts/exports/:id': 'signed-in',
  'GET /api/contracts/exports/:id/file': 'signed-in',
  'GET /api/contracts/:id': 'party',
  'GET /api/contracts/by-number/:registrationNumber': 'party',
  'GET /api/contracts/:id/history': 'party',
  'GET /api/contracts/:id/turnovers': 'party',
  'GET /api/contracts/:id/invoices': 'party',
  'GET /api/invoices': 'signed-in',
  // Followed and fetched through GET /api/contracts/exports/:id, its requester's alone.
  'POST /api/invoices/exports': 'signed-in',
  'GET /api/contracts/:id/certificate': 'party',
  // Rent receipts (issue 21): a contract's are its parties' alone; the statement is the caller's own.
  'GET /api/contracts/:id/receipts': 'party',
  'GET /api/contracts/:id/receipts/xlsx': 'party',
  'GET /api/contracts/:id/receipts/:receiptId/pdf': 'party',
  'GET /api/receipts/statement': 'signed-in',
  'POST /api/contracts/:id/attachments/:documentKind': 'party',
  'GET /api/contracts/:id/attachments': 'party',
  'GET /api/contracts/:id/attachments/:attachmentId': 'party',
  'GET /api/documents/samples/:kind': 'public',
  'GET /api/documents/users-guide': 'public',
  'GET /api/contract/info-panel': 'signed-in',
  'GET /api/notifications': 'signed-in',
  'GET /api/notifications/unread-count': 'signed-in',
  'POST /api/notifications/:id/read': 'party',
  'GET /api/catalog-general/yur-np1/:tin': 'signed-in',
  'GET /api/catalog-general/party/:id': 'signed-in',
  'GET /api/catalog-general/student/:pinfl': 'signed-in',
  'GET /api/catalog-general/cadastre/:number': 'signed-in',
  'GET /api/catalog-general/vehicle/:plate': 'signed-in',
  'GET /api/catalog-general/my-vehicles': 'signed-in',
  'GET /api/catalog-general/my-properties': 'signed-in',
  'GET /api/reference/minimum-rent': 'signed-in',
  'GET /api/reference/minimum-rates': 'signed-in',
  'GET /api/reference/form-settings': 'signed-in',
  'GET /api/reference/bhm': 'signed-in',
  'GET /api/reference/regional-coefficients': 'signed-in',
  'GET /api/reference/tax-rates': 'signed-in',
  'POST /api/signing/timestamp': 'signed-in',
  'POST /api/operator/contracts/:id/remove': 'staff:removeContract',
  'POST /api/ratings': 'signed-in',
  'GET /api/ratings/summary': 'public',
  'GET /api/help/videos/:topic': 'signed-in',
  // A help video's captions (WebVTT), loaded by the page's <track> without the bearer token.
  'GET /api/help/videos/:topic/captions/:language': 'public',
  'GET /api/open-data/rent-index': 'public',
  'GET /api/open-data/rent-index.csv': 'public',
  'GET /api/open-data/rent-index/dictionary': 'public',
  'GET /api/operator/jobs/failed': 'staff:readJobs',
  'POST /api/operator/jobs/sweep': 'staff:runJobs',
  'GET /api/operator/jobs/queues': 'staff:readJobs',
  'GET /api/operator/jobs': 'staff:readJobs',
  'GET /api/operator/jobs/by-contract/:id': 'staff:readJobs',
  'POST /api/operator/jobs/:queue/:id/retry': 'staff:runJobs',
  'POST /api/operator/jobs/:queue/:id/remove': 'staff:runJobs',
  'GET /api/operator/projections': 'staff:readProjections',
  'POST /api/operator/projections/:name/retry': 'staff:retryProjection',
  'POST /api/operator/projections/:name/rebuild': 'staff:rebuildProjection',
  'GET /api/operator/projections/:name/rebuilds': 'staff:readProjections',
  'GET /api/operator/audit': 'staff:readAudit',
  'GET /api/operator/dashboard': 'staff:readDashboard',
  'GET /api/operator/reference/changes': 'staff:readReference',
  'POST /api/operator/reference/changes': 'staff:proposeReference',
  'POST /api/operator/reference/changes/:id/approve': 'staff:approveReference',
  'POST /api/operator/reference/changes/:id/reject': 'staff:approveReference',
  'POST /api/operator/registries/:registry/imports': 'staff:importRegistries',
  'GET /api/operator/registries/imports': 'staff:readRegistryImports',
  'GET /api/operator/accounts': 'staff:readAccounts',
  'POST /api/operator/accounts/:userId/clear-wrong-passwords': 'staff:unlockAccount',
  'POST /api/operator/accounts/:userId/sessions/:sessionId/end': 'staff:endSession',
  'GET /api/operator/staff': 'staff:manageStaff',
  'PUT /api/operator/staff/:pinfl/roles': 'staff:manageStaff',
  'GET /api/operator/contracts': 'staff:searchContracts',
  'GET /api/operator/contracts/:id': 'staff:searchContracts',
  'GET /api/operator/contracts/:id/history': 'staff:searchContracts',
  // A search's download is its requester's alone, under the search's permission (staff-search-export.test.ts).
  'POST /api/operator/contracts/exports': 'staff:searchContracts',
  'GET /api/operator/contracts/exports/:id': 'staff:searchContracts',
  'GET /api/operator/contracts/exports/:id/file': 'staff:searchContracts',
  'GET /api/operator/regions': 'staff:searchContracts',
};

/** The routes the app serves, read from its Express router: `METHOD /path/:param`. */
function servedRoutes(): string[] {
  const express = t.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack
    .filter((layer) => layer.route)
    .flatMap(({ route }) => Object.keys(route!.methods).map((m) => `${m.toUpperCase()} ${route!.path}`))
    .filter((r) => r.includes(' /api/'));
}

const VERBS = [
  'confirm',
  'reject',
  'request-change',
  'withdraw',
  'propose-change',
  'request-cancellation',
  'accept-cancellation',
  'resubmit',
  'record-turnover',
  'issue-invoice',
  'issue-receipt',
  'dispute-receipt',
  'annul-receipt',
];

/** The concrete calls of a route: its parameters filled with another party's ids. */
function calls(route: string): { method: string; path: string }[] {
  const [method, pattern] = route.split(' ') as [string, string];
  const fill = (verb: string) =>
    pattern
      .replace(':id/read', `${notificationId}/read`)
      .replace(':registrationNumber', registrationNumber)
      .replace(':receiptId', '00000000-0000-4000-8000-000000000000')
      .replace(':id', contractId)
      .replace(':verb', verb)
      .replace(':tin', '301234567')
      .replace(':pinfl', '51503050260018')
      .replace(':number', '10:09:03:01:02:0017')
      .replace(':plate', '01A123BC')
      .replace(':kind', 'OTHER_RENT')
      .replace(':documentKind', 'CONTRACT_FILE')
      .replace(':attachmentId', '00000000-0000-4000-8000-000000000000')
      .replace(':topic', 'car-rent')
      .replace(':challengeId', '00000000-0000-4000-8000-000000000000');
  return pattern.includes(':verb') ? VERBS.map((v) => ({ method, path: fill(v) })) : [{ method, path: fill('') }];
}

/** A body that passes each route's own validation, so that what answers is the rule, not the form. */
const BODIES: [RegExp, unknown][] = [
  [/\/(reject|request-change)$/, { reason: 'Sabab' }],
  [/\/request-cancellation$/, { reason: 'Sabab', effectiveYear: 2027 }],
  [/\/record-turnover$/, { year: 2026, amount: 1000 }],
  [/\/issue-invoice$/, { month: '2026-01', invoiceNumber: 'EF-1' }],
  [/\/issue-receipt$/, { month: '2026-01', amount: 1000, paidOn: '2026-01-05', method: 'CASH' }],
  [/\/(dispute|annul)-receipt$/, { receiptId: '00000000-0000-4000-8000-000000000000', reason: 'Sabab' }],
  [/\/operator\/backdoor\/by-tin\//, { reason: 'Tekshiruv uchun' }],
  [/\/operator\/contracts\/.*\/remove$/, { removalDate: '2026-12-01', reason: 'Sabab' }],
  [/\/holders$/, { pinfls: [] }],
];
const bodyOf = (path: string) => BODIES.find(([pattern]) => pattern.test(path))?.[1] ?? {};

const send = (client: ApiClient, call: { method: string; path: string }) =>
  client.request(call.method, call.path.replace(/^\/api/, ''), call.method === 'GET' ? undefined : bodyOf(call.path));

beforeAll(async () => {
  t = await startApp();
  const [owner, person, other, committee] = [
    await aLegalEntity(t),
    await anIndividual(t),
    await aLegalEntity(t),
    await anOperator(t, ['OPERATOR', 'BACKDOOR']),
  ];
  strangerId = other.partyId;
  const cadastralNumber = await aProperty(t, owner.partyId);
  [lessor, lessee, stranger, operator] = await Promise.all([
    ApiClient.signIn(t.baseUrl, owner),
    ApiClient.signIn(t.baseUrl, person),
    ApiClient.signIn(t.baseUrl, other),
    ApiClient.signIn(t.baseUrl, committee),
  ]);
  anonymous = new ApiClient(t.baseUrl);
  const created = await lessor.post(
    '/contracts',
    aRegistration(
      { lesseeId: person.partyId, cadastralNumber },
      { contractNumber: 'PM-1', area: 20, monthlyPayment: 900_000 },
    ),
  );
  contractId = created.body.id;
  lessee.readAfter(created.body.position);
  registrationNumber = (await lessee.get(`/contracts/${contractId}`)).body.registrationNumber;
  const notifications = await lessee.get('/notifications?range=[0,9]');
  notificationId = notifications.body[0].id;
  // The stranger's backdoor twin: an operator looking as the stranger, read-only.
  backdoor = new ApiClient(
    t.baseUrl,
    (await operator.post(`/operator/backdoor/by-tin/${other.partyId}`, { reason: 'Ruxsatlar matritsasi' })).body.token,
  );
});
afterAll(() => t.close());

describe('the permission matrix', () => {
  it('every route the app serves has its rule (a new route must be placed here)', () => {
    expect(servedRoutes().filter((r) => !(r in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((r) => !servedRoutes().includes(r))).toEqual([]);
  });

  it('without a token, only the public routes answer; everything else is 401', async () => {
    for (const [route, rule] of Object.entries(RULES)) {
      for (const call of calls(route)) {
        const res = await send(anonymous, call);
        if (rule === 'public') expect([route, res.status]).not.toEqual([route, 401]);
        else expect([route, res.status]).toEqual([route, 401]);
      }
    }
  });

  it('a stranger, an operator and a backdoor session find nothing of another party’s contract and change nothing', async () => {
    const before = (await lessor.get(`/contracts/${contractId}/history`)).body as unknown[];
    for (const [route] of Object.entries(RULES).filter(([, r]) => r === 'party')) {
      for (const call of calls(route)) {
        for (const [who, client] of [
          ['stranger', stranger],
          ['operator', operator],
          ['backdoor', backdoor],
        ] as const) {
          const res = await send(client, call);
          // 404: it does not exist for them; 403: refused before it was looked for (a backdoor acts on nothing);
          // 400 only for a body this verb needs and we did not fill (it says nothing of the contract).
          const refused =
            call.method === 'GET'
              ? res.status === 404
              : [403, 404].includes(res.status) || (res.status === 400 && res.body.code === 'VALIDATION');
          expect([who, call.method, call.path, res.status, refused]).toEqual([
            who,
            call.method,
            call.path,
            res.status,
            true,
          ]);
          expect(JSON.stringify(res.body ?? '')).not.toContain('PM-1');
        }
      }
    }
    expect((await lessor.get(`/contracts/${contractId}`)).body).toMatchObject({ state: 10, contractNumber: 'PM-1' });
    expect((await lessor.get(`/contracts/${contractId}/history`)).body).toEqual(before);
    expect((await lessee.get(`/notifications/unread-count`)).body).toEqual({ count: 1 });
  });

  it('the operator routes refuse the parties and the backdoor session', async () => {
    for (const [route] of Object.entries(RULES).filter(([, r]) => r.startsWith('staff:'))) {
      for (const call of calls(route)) {
        for (const [who, client] of [
          ['lessor', lessor],
          ['stranger', stranger],
          ['backdoor', backdoor],
        ] as const) {
          const res = await send(client, call);
          expect([who, route, res.status]).toEqual([who, route, 403]);
        }
      }
    }
  });

  it('the lists and panels of a signed-in caller hold only their own contracts', async () => {
    for (const client of [stranger, operator, backdoor]) {
      for (const path of [
        '/contracts',
        '/contracts?filter={"box":"incoming"}',
        '/contracts?filter={"box":"sent"}',
        '/notifications',
        '/contract/info-panel',
      ]) {
        const res = await client.get(path);
        expect([path, res.status]).toEqual([path, 200]);
        expect(JSON.stringify(res.body)).not.toContain(contractId);
      }
    }
    expect(JSON.stringify((await lessor.get('/contracts?filter={"box":"sent"}')).body)).toContain(contractId);
  });

  it('a backdoor session reads but never writes, on any route', async () => {
    for (const [route, rule] of Object.entries(RULES).filter(
      ([r]) => !r.startsWith('GET') && r !== 'POST /api/auth/logout',
    )) {
      // A renewal writes nothing of the taxpayer's, and keeps the session read-only (backdoor.test.ts).
      if (rule === 'public' || rule === 'refresh-cookie') continue;
      for (const call of calls(route)) {
        const res = await send(backdoor, call);
        expect([route, res.status]).toEqual([route, 403]);
      }
    }
  });

  it('an API key with every scope reaches only the routes its scopes name; every other route that needs a caller is 403', async () => {
    const created = await stranger.post('/account/api-keys', { name: 'Matritsa', scopes: [...API_KEY_SCOPE_NAMES] });
    const byKey = new ApiClient(t.baseUrl);
    for (const [route, rule] of Object.entries(RULES)) {
      if (rule === 'public' || rule === 'refresh-cookie') continue;
      for (const call of calls(route)) {
        const res = await byKey.request(
          call.method,
          call.path.replace(/^\/api/, ''),
          call.method === 'GET' ? undefined : bodyOf(call.path),
          { authorization: `ApiKey ${created.body.key}` },
        );
        const refused = res.status === 403 && res.body?.code === 'API_KEY_OUT_OF_SCOPE';
        expect([route, res.status !== 401, refused]).toEqual([route, true, scopeOfRoute(route) === undefined]);
        expect(JSON.stringify(res.body ?? '')).not.toContain('PM-1');
      }
    }
  });

  it('a representative granted every step reaches only the routes the domain’s table names; every other route that needs a caller is 403', async () => {
    const person = await anIndividual(t);
    const until = tashkentDate(new Date(Date.now() + 7 * 24 * 3600 * 1000));
    const granted = await stranger.post('/representatives', {
      pinfl: person.partyId,
      contracts: 'ALL',
      steps: [...REPRESENTATIVE_STEPS],
      until,
    });
    expect(granted.status).toBe(201);
    const representative = await ApiClient.signIn(t.baseUrl, person);
    for (const [route, rule] of Object.entries(RULES)) {
      // Leaving is open to a representative too, and would end the session the loop goes on with.
      if (rule === 'public' || rule === 'refresh-cookie' || route === 'POST /api/auth/logout') continue;
      for (const call of calls(route)) {
        const res = await representative.request(
          call.method,
          call.path.replace(/^\/api/, ''),
          call.method === 'GET' ? undefined : bodyOf(call.path),
          { 'x-act-for': strangerId },
        );
        const verb = route.includes(':verb') ? call.path.split('/').pop() : undefined;
        const refused = res.status === 403 && res.body?.code === 'REPRESENTATIVE_OUT_OF_SCOPE';
        expect([call.method, call.path, res.status !== 401, refused]).toEqual([
          call.method,
          call.path,
          true,
          representativeStepOf(route, verb) === undefined,
        ]);
        expect(JSON.stringify(res.body ?? '')).not.toContain('PM-1');
      }
    }
  });

  it('each staff route answers exactly the roles the domain’s table grants it, each role alone, and no one without a staff role', async () => {
    const holders: [string, string[]][] = [
      ...STAFF_ROLES.map((role): [string, string[]] => [role, [role]]),
      ['OPERATOR+BACKDOOR', ['OPERATOR', 'BACKDOOR']],
      // The backdoor grant alone is no membership of the staff.
      ['BACKDOOR', ['BACKDOOR']],
    ];
    for (const [who, roles] of holders) {
      const client = await ApiClient.signIn(t.baseUrl, await anOperator(t, roles));
      for (const [route, rule] of Object.entries(RULES).filter(([, r]) => r.startsWith('staff:'))) {
        const permission = rule.slice('staff:'.length) as StaffPermission;
        // On a contract that does not exist, so that an allowed call changes nothing the other tests read.
        for (const call of calls(route).map((c) => ({ ...c, path: c.path.replace(contractId, randomUUID()) }))) {
          const res = await send(client, call);
          const allowed = res.status !== 403;
          expect([who, route, allowed]).toEqual([who, route, mayDo(roles, permission)]);
        }
      }
    }
  });
});
