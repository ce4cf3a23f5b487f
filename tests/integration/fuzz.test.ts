import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INVOICE_COLUMNS, isMessageKey, LIST_COLUMNS } from '@rent/domain';
import {
  fieldPaths,
  fieldValues,
  INVALID_UTF8,
  percentEncode,
  RAW_BODIES,
  sample,
  seededRandom,
  withField,
} from './support/fuzz-inputs.js';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// Issue 6, "done when": every POST route of the app, and the query of every GET route, fed malformed input
// (wrong types, huge and NUL-laden texts, unpaired surrogates, numbers past PostgreSQL's integers, deep
// nesting, arrays for objects, prototype-pollution keys) by every kind of caller, answers below 500.
// The routes come from the running app's router, as in permission-matrix.test.ts, so a new route is fuzzed
// without being listed. The generator is seeded: every run sends the same requests (only their interleaving
// across the callers, who run side by side, differs).
const SEED = 20261123;
/** Wrong whole bodies tried on each path by each caller (each field of a valid body gets one value of each kind). */
const WHOLE_BODIES_PER_PATH = 4;

let t: TestApp;
let callers: [string, ApiClient][];
let awaiting: string;
let approved: string;
let notificationId: string;
let registrationNumber: string;

const LESSEE = demo('individual').login;
// One square metre each, so that the registrations a mutation lets through never use an object up.
const terms = {
  contractNumber: 'FZ-1',
  contractDate: '2026-11-20',
  area: 1,
  monthlyPayment: 900_000,
  beginDate: '2026-12-01',
  endDate: '2027-11-30',
  purpose: 'Ofis',
};
const registration = (kind: string, extra: Record<string, unknown>) => ({
  kind,
  ...terms,
  lesseeId: LESSEE,
  cadastralNumber: '10:09:03:01:02:0017',
  ...extra,
});

/** Valid bodies of each POST route, so that a mutation of one field reaches as deep as that field can go. */
const SEEDS: [RegExp, unknown[]][] = [
  [
    /\/contracts$/,
    [
      registration('OTHER_RENT', {}),
      registration('LEASING', { endDate: '2028-11-30' }),
      registration('STUDENT', {
        lesseeId: undefined,
        cadastralNumber: '10:11:01:04:05:0203',
        students: [{ pinfl: '51503050260018' }, { pinfl: '62206050270028' }],
      }),
      registration('MOBILE_TRADE', {
        lesseeId: demo('yatt').login,
        objectType: 'KIOSK',
        usageType: 'FOOD',
        objectArea: 0.5,
      }),
      registration('LAND_RENT', {
        monthlyPayment: undefined,
        cadastralNumber: '10:09:03:01:02:0100',
        rentMultiplier: 2,
      }),
      registration('WAREHOUSE', { cadastralNumber: '10:11:01:04:05:0205', turnoverBasis: 'TURNOVER', turnoverRate: 2 }),
      registration('ADJACENT_AREA', {
        cadastralNumber: '10:09:03:01:02:0100',
        adjacentObjectName: 'Kafe',
        locationStage: 'FIRST_LINE',
      }),
      { kind: 'CAR_RENT', ...terms, area: undefined, lesseeId: LESSEE, plateNumber: '01123ABC', usageType: 'TAXI' },
      { ...registration('OTHER_RENT', {}), bhmMultiple: 3 },
    ],
  ],
  [/\/(reject|request-change|reject-change|reject-cancellation|withdraw)$/, [{ reason: 'Sabab' }]],
  [/\/request-cancellation$/, [{ reason: 'Sabab', effectiveYear: 2027 }]],
  [/\/(change|resubmit|propose-change)$/, [terms]],
  [/\/add-agreement$/, [{ ...terms, agreementNumber: 'QK-1', agreementDate: '2026-12-01' }]],
  [/\/record-turnover$/, [{ year: 2026, amount: 1000 }]],
  [/\/issue-invoice$/, [{ month: '2026-01', invoiceNumber: 'EF-1' }]],
  [/\/issue-receipt$/, [{ month: '2026-01', amount: 1000, paidOn: '2026-01-05', method: 'CASH' }]],
  [/\/(dispute|annul)-receipt$/, [{ receiptId: '00000000-0000-4000-8000-000000000000', reason: 'Sabab' }]],
  [/\/holders$/, [{ pinfls: [demo('yatt').login] }]],
  [
    /\/contracts\/exports$/,
    [
      {
        format: 'xls',
        lang: 'ru',
        filter: { box: 'sent', q: 'FZ' },
        sort: ['createdAt', 'DESC'],
        labels: exportLabels(),
      },
    ],
  ],
  [
    /\/invoices\/exports$/,
    [
      {
        format: 'pdf',
        lang: 'ru',
        filter: { state: 'DUE', month: '2026-11', q: 'FZ' },
        labels: {
          title: 'Счета-фактуры',
          columns: Object.fromEntries(INVOICE_COLUMNS.map((c) => [c, c])),
          states: { DUE: 'due', ISSUED: 'issued', OVERDUE: 'overdue' },
        },
      },
    ],
  ],
  [/\/ratings$/, [{ score: 4, comment: 'Yaxshi' }]],
  // A PKCS#7 as the helper answers create_pkcs7 (base64); the server stamps it.
  [/\/signing\/timestamp$/, [{ pkcs7: Buffer.from('not really a PKCS#7 but base64').toString('base64') }]],
  [/\/operator\/contracts\/.*\/remove$/, [{ removalDate: '2026-12-01', reason: 'Sabab' }]],
  [/\/operator\/backdoor\/by-tin\//, [{ reason: 'Tekshiruv uchun' }]],
  [/\/employees$/, [{ pinfl: demo('yatt').login }]],
  [/\/roles$/, [{ roles: ['OPERATOR'], reason: 'Fuzz sinovi uchun' }]],
  [/\/auth\/login$/, [{ type: 'JIS', login: LESSEE, password: 'wrong-password' }]],
  [/\/auth\/login\/resend$/, [{ challengeId: '00000000-0000-4000-8000-000000000000' }]],
  [/\/auth\/login\/confirm$/, [{ challengeId: '00000000-0000-4000-8000-000000000000', code: '123456' }]],
  [/\/auth\/refresh$/, [{ refreshToken: 'r'.repeat(40) }]],
  [/\/auth\/third-party\/finish$/, [{ query: 'code=abc&state=def' }]],
  [/\/account\/phone$/, [{ phone: '998901234599' }]],
  [/\/account\/phone\/confirm$/, [{ challengeId: '00000000-0000-4000-8000-000000000000', code: '123456' }]],
];

function exportLabels() {
  return {
    title: 'Shartnomalar',
    columns: Object.fromEntries(LIST_COLUMNS.map((c) => [c, c])),
    states: { '10': 'Kutilmoqda' },
    term: { years: '%{count} y', months: '%{count} m', days: '%{count} d', expired: '-' },
  };
}

/** Valid queries of the GET routes that take one; the list routes' `filter`, `range` and `sort` are JSON texts. */
const QUERY_SEEDS: [RegExp, Record<string, unknown>][] = [
  [
    /\/contracts$/,
    {
      filter: {
        box: 'incoming',
        q: 'FZ',
        number: 'FZ-1',
        party: 'Toshkent',
        state: 10,
        kind: ['OTHER_RENT'],
        dateFrom: '2026-01-01',
        dateTo: '2026-12-31',
      },
      range: [0, 24],
      sort: ['createdAt', 'DESC'],
    },
  ],
  [/\/invoices$/, { filter: { state: 'DUE', month: '2026-11', q: 'FZ' }, range: [0, 24] }],
  [/\/notifications$/, { range: [0, 9] }],
  [/\/backdoor\/entries$/, { offset: '0', limit: '25' }],
  [/\/reference\/minimum-rent$/, { cadastralNumber: '10:09:03:01:02:0017', date: '2026-11-20' }],
  [/\/reference\/bhm$/, { date: '2026-11-20' }],
  [/\/public\/contracts\//, { beginDate: '2026-12-01', endDate: '2027-11-30' }],
  [/\/dev\/sms$/, { phone: '998901234501' }],
  [/\/(certificate|samples\/[^/]+|users-guide)$/, { lang: 'ru' }],
];

/** Malformed path parameters: each route with parameters is also called with these in their place. */
const PATH_VALUES = [
  '%00',
  'x'.repeat(3000),
  '%F0%9F%98%80',
  '%ZZ',
  "'%20OR%201=1",
  '..%2F..%2Fetc',
  '-1',
  '99999999999999999999',
  '%E0%A4%A',
  'null',
];

/**
 * Each verb on the contract whose state lets it go furthest (awaiting approval, or approved), so that a
 * broken field meets the decider and the event store rather than a refusal of the state.
 */
const VERBS_ON_AWAITING = ['confirm', 'reject', 'request-change', 'change', 'withdraw', 'resubmit', 'no-such-verb'];
const VERBS_ON_APPROVED = [
  'propose-change',
  'add-agreement',
  'confirm-change',
  'reject-change',
  'request-cancellation',
  'accept-cancellation',
  'reject-cancellation',
  'record-turnover',
  'issue-invoice',
  'issue-receipt',
  'dispute-receipt',
  'annul-receipt',
];

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

/** The concrete paths of a route pattern, its parameters filled with real ids (both contracts; each verb on one). */
function realPaths(pattern: string): string[] {
  const fill = (contractId: string) =>
    pattern
      .replace(':id/read', `${notificationId}/read`)
      .replace(':receiptId', '00000000-0000-4000-8000-000000000000')
      .replace(':id', contractId)
      .replace(':tin', '302345678')
      .replace(':pinfl', '51503050260018')
      .replace(':number', '10:09:03:01:02:0017')
      .replace(':plate', '01A123BC')
      .replace(':kind', 'OTHER_RENT')
      .replace(':topic', 'car-rent')
      .replace(':name', 'contract-summary')
      .replace(':challengeId', '00000000-0000-4000-8000-000000000000')
      .replace(':attachmentId', '00000000-0000-4000-8000-000000000000')
      .replace(':userId', '00000000-0000-4000-8000-000000000000')
      .replace(':sessionId', '00000000-0000-4000-8000-000000000000')
      .replace(':documentKind', 'CONTRACT_FILE')
      .replace(':registrationNumber', registrationNumber)
      .replace(':registry', 'taxpayers')
      .replace(':queue', 'contract-jobs')
      .replace(':language', 'ru')
      .replace(':file', 'swagger-ui.css');
  if (!pattern.includes(':verb')) return [...new Set([fill(awaiting), fill(approved)])];
  return [
    ...VERBS_ON_AWAITING.map((v) => fill(awaiting).replace(':verb', v)),
    ...VERBS_ON_APPROVED.map((v) => fill(approved).replace(':verb', v)),
  ];
}

/** The route with every parameter malformed in the same way. */
const malformedPaths = (pattern: string): string[] =>
  pattern.includes(':') ? PATH_VALUES.map((v) => pattern.replace(/:[A-Za-z]+/g, v)) : [];

interface Probe {
  method: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  /** Headers sent besides (an `authorization` here takes the caller's place). */
  headers?: Record<string, string>;
}

const post = (path: string, body: string | Uint8Array<ArrayBuffer>, contentType = 'application/json'): Probe => ({
  method: 'POST',
  path,
  body,
  contentType,
});
const seedsOf = (path: string): unknown[] => SEEDS.find(([pattern]) => pattern.test(path))?.[1] ?? [{}];

/** Whole bodies that are wrong (not JSON, not UTF-8, not an object, too deep or too big): a sample for each path. */
function wholeBodyProbes(path: string, random: () => number): Probe[] {
  const odd = [
    post(path, INVALID_UTF8),
    post(path, 'a=1&b=%00', 'application/x-www-form-urlencoded'),
    post(path, '{"a":1}', 'application/json; charset=utf-16'),
    post(path, '<a/>', 'application/xml'),
  ];
  return sample(random, [...RAW_BODIES.map((b) => post(path, b)), ...odd], WHOLE_BODIES_PER_PATH);
}

/**
 * Each field of each valid body of a path left out, and replaced by one malformed value of each kind. A
 * later seed (another service kind) has only its own fields broken: those it shares with the first, value
 * for value, are read by the same schema.
 */
function fieldProbes(path: string, random: () => number): Probe[] {
  const seeds = seedsOf(path) as Record<string, unknown>[];
  const first = seeds[0]!;
  const ownFields = (seed: Record<string, unknown>, i: number) =>
    fieldPaths(seed).filter((field) => i === 0 || JSON.stringify(seed[field[0]!]) !== JSON.stringify(first[field[0]!]));
  return seeds.flatMap((seed, i) =>
    ownFields(seed, i).flatMap((field) => [
      post(path, JSON.stringify(withField(seed, field, undefined))),
      ...fieldValues(random).map((value) => post(path, JSON.stringify(withField(seed, field, value)))),
    ]),
  );
}

/** The malformed queries of one GET path: each parameter of its valid query broken, raw, repeated and bracketed. */
function queryProbes(path: string, seed: Record<string, unknown>, random: () => number): Probe[] {
  const encode = (query: Record<string, unknown>) =>
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${percentEncode(k)}=${percentEncode(typeof v === 'string' ? v : JSON.stringify(v))}`)
      .join('&');
  const get = (query: string): Probe => ({ method: 'GET', path: `${path}?${query}` });
  const mutated = fieldPaths(seed).flatMap((field) =>
    fieldValues(random).map((value) => get(encode(withField(seed, field, value) as Record<string, unknown>))),
  );
  // A parameter given as a raw (not JSON) value, twice, or in the bracket syntax of other query parsers.
  const raw = Object.keys(seed).flatMap((key) =>
    sample(random, RAW_QUERY_VALUES, 3).map((v) => get(`${key}=${v(key)}`)),
  );
  const shapes = Object.keys(seed).flatMap((key) => [get(`${key}[a]=1`), get(`${key}[]=1`)]);
  return [...mutated, ...raw, ...shapes];
}

const RAW_QUERY_VALUES: ((key: string) => string)[] = [
  () => '%00',
  () => '%ED%A0%80',
  () => '%ZZ',
  () => 'x'.repeat(9000),
  () => '[',
  () => '{"__proto__":{"polluted":1}}',
  (key) => `1&${key}=2`,
  () => '1&__proto__[polluted]=1',
];

/** A route that reads no query of its own is still sent one: a list's, and junk. */
const STRAY_QUERIES = [
  'filter=%00',
  'range=[0,1e400]',
  'sort=["__proto__","ASC"]',
  'x[y][z]=1',
  '%ZZ=1',
  `q=${'x'.repeat(9000)}`,
];

/** How long a probe waits for its answer: one that never comes is a stall, told as status 0. */
const ANSWER_WITHIN_MS = 10_000;

interface Answer {
  status: number;
  /** A text of a refusal's message or fields that is no message key of ours (so no language file says it). */
  untranslated?: string;
}

async function send(client: ApiClient, probe: Probe): Promise<Answer> {
  try {
    const res = await fetch(`${t.baseUrl}${probe.path.replace(/^\/api/, '')}`, {
      method: probe.method,
      headers: {
        ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
        ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
        ...probe.headers,
      },
      body: probe.body,
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    const text = await res.text();
    if (res.status < 400 || !res.headers.get('content-type')?.includes('json')) return { status: res.status };
    const { message, errors } = JSON.parse(text) as { message?: string; errors?: Record<string, string> };
    const untranslated = [message, ...Object.values(errors ?? {})].find((m) => m !== undefined && !isMessageKey(m));
    return { status: res.status, untranslated };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return { status: 0 };
    throw error;
  }
}

/** The callers every probe is sent by: nobody, both parties, an operator, one inside a party, and the other staff roles. */
async function signedInCallers(): Promise<[string, ApiClient][]> {
  const [lessor, lessee, operator, supervisor, admin] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'individual'),
    ApiClient.signIn(t.baseUrl, 'operator'),
    ApiClient.signIn(t.baseUrl, 'supervisor'),
    ApiClient.signIn(t.baseUrl, 'admin'),
  ]);
  const backdoor = new ApiClient(
    t.baseUrl,
    (await operator.post('/operator/backdoor/by-tin/301234567', { reason: 'Fuzz sinovi' })).body.token,
  );
  return [
    ['anonymous', new ApiClient(t.baseUrl)],
    ['lessor', lessor],
    ['lessee', lessee],
    ['operator', operator],
    ['backdoor', backdoor],
    ['supervisor', supervisor],
    ['admin', admin],
  ];
}

beforeAll(async () => {
  // The sign-in limits would answer 429 before a body is read: lifted, so that the bodies are what is tried.
  t = await startApp({ SIGN_IN_LIMIT_FACTOR: '1000' });
  callers = await signedInCallers();
  const lessor = callers[1]![1];
  const lessee = callers[2]![1];
  const register = async (contractNumber: string) =>
    (await lessor.post('/contracts', registration('OTHER_RENT', { contractNumber }))).body as {
      id: string;
      position: string;
    };
  const first = await register('FZ-A');
  const second = await register('FZ-B');
  awaiting = first.id;
  approved = second.id;
  lessee.readAfter(second.position);
  expect((await lessee.post(`/contracts/${approved}/confirm`)).status).toBe(200);
  notificationId = (await lessee.get('/notifications?range=[0,9]')).body[0].id;
  registrationNumber = (await lessee.get(`/contracts/${approved}`)).body.registrationNumber;
  expect(registrationNumber).toBeTruthy();
});
afterAll(() => t.close());

/**
 * Runs each caller's probes (the callers side by side, each one's probes in order) and collects the 5xx
 * answers. `probesOf` may ask the app first (`status`), to spend no probes on a door that is shut.
 */
async function run(
  probesOf: (client: ApiClient, random: () => number) => AsyncIterable<Probe>,
): Promise<{ count: number; failures: string[] }> {
  let count = 0;
  const failures: string[] = [];
  await Promise.all(
    callers.map(async ([who, client], i) => {
      for await (const probe of probesOf(client, seededRandom(SEED + i))) {
        const { status, untranslated } = await send(client, probe);
        count++;
        if (status >= 500 || status === 0 || untranslated !== undefined)
          failures.push(
            `${who} ${probe.method} ${probe.path.slice(0, 200)} ${JSON.stringify(probe.headers ?? {}).slice(0, 200)} ${String(probe.body ?? '').slice(0, 300)} → ${status} ${untranslated ?? ''}`,
          );
      }
    }),
  );
  return { count, failures };
}

/**
 * A caller's POST, PUT and DELETE probes: wrong whole bodies on every path; malformed path parameters with a valid body;
 * and, where the caller gets past the guard (a valid body is not answered 401 or 403), each field broken.
 */
async function* bodyProbes(routes: string[], client: ApiClient, random: () => number): AsyncIterable<Probe> {
  for (const route of routes) {
    const [method, pattern] = route.split(' ') as [string, string];
    const as = (probe: Probe): Probe => ({ ...probe, method });
    for (const path of realPaths(pattern)) {
      yield* wholeBodyProbes(path, random).map(as);
      const { status: door } = await send(client, as(post(path, JSON.stringify(seedsOf(path)[0]))));
      if (door !== 401 && door !== 403) yield* fieldProbes(path, random).map(as);
    }
    for (const path of malformedPaths(pattern)) yield as(post(path, JSON.stringify(seedsOf(pattern)[0])));
  }
}

/**
 * A caller's GET probes: the routes that read a query (the lists above all) get each parameter broken;
 * every other route a few stray queries; and every route with parameters its malformed paths.
 */
async function* getProbes(routes: string[], _client: ApiClient, random: () => number): AsyncIterable<Probe> {
  for (const route of routes) {
    const pattern = route.slice('GET '.length);
    // One contract is enough: a query is read the same way whatever the contract.
    const path = realPaths(pattern)[0]!;
    const seed = QUERY_SEEDS.find(([p]) => p.test(pattern))?.[1];
    if (seed) yield* queryProbes(path, seed, random);
    else yield* sample(random, STRAY_QUERIES, 2).map((query) => ({ method: 'GET', path: `${path}?${query}` }));
    for (const malformed of malformedPaths(pattern)) yield { method: 'GET', path: malformed };
  }
}

/**
 * The headers the API reads (its controllers, guards, the signing, the static files' coding), each with
 * values no client of ours sends: broken percent-encoding, numbers past any integer, wrong schemes, huge
 * texts. Only byte strings: a header cannot carry a NUL or a line end, and fetch sends nothing else.
 */
const HEADER_VALUES: [string, string[]][] = [
  ['x-read-after', ['%ZZ', '-1', '99999999999999999999999999', '0/0', '1e400', 'x'.repeat(5000)]],
  ['x-e-signature', ['%ZZ', 'not base64!', 'MIIB', 'x'.repeat(12_000)]],
  ['x-file-name', ['%ZZ', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000)]],
  ['x-act-for', ['%ZZ', '301234567', '00000000000000', '[]']],
  ['x-request-id', ['%ZZ', '../..', 'x'.repeat(5000)]],
  ['authorization', ['Bearer', 'Bearer a.b.c', 'Basic Og==', `Bearer ${'x'.repeat(5000)}`, 'Bearer \u00ff\u00fe']],
  ['cookie', ['=', 'rp_refresh=%ZZ', `rp_refresh=${'a'.repeat(5000)}`, '\u00ff=\u00ff']],
  ['content-type', ['application/json; charset=koi8-r', 'text/csv; charset=', 'multipart/form-data', '*/*']],
  ['accept-encoding', ['br;q=x, gzip;q=-1', '*;q=0', 'identity;q=0, *;q=0']],
  ['accept-language', ['ru;q=x', '*', 'zz-ZZ-x-yyyyyyyy']],
  ['origin', ['null', 'http://%ZZ', 'x'.repeat(3000)]],
];

/** The routes whose body is a CSV file (a registry extract, a bulk upload), and a file to send them. */
const CSV_ROUTE = /\/(imports|bulk-uploads)$/;
const CSV_FILE = 'rowId,tin\nfz-1,305100004\n';

/** A caller's header probes: each route, with a valid body where it takes one, sent with a few broken headers. */
async function* headerProbes(routes: string[], _client: ApiClient, random: () => number): AsyncIterable<Probe> {
  for (const route of routes) {
    const [method, pattern] = route.split(' ') as [string, string];
    const path = realPaths(pattern)[0]!;
    const body =
      method === 'GET'
        ? { method, path }
        : CSV_ROUTE.test(path)
          ? post(path, CSV_FILE, 'text/csv')
          : { ...post(path, JSON.stringify(seedsOf(path)[0])), method };
    // Every header on every route, each with one of its values.
    for (const [name, values] of HEADER_VALUES) yield { ...body, headers: { [name]: sample(random, values, 1)[0]! } };
  }
}

describe('fuzzing the API', () => {
  it('no malformed query of any GET route, lists above all, from any caller, gets a 5xx', async () => {
    const routes = servedRoutes().filter((r) => r.startsWith('GET '));
    const { count, failures } = await run((client, random) => getProbes(routes, client, random));
    expect(count).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 120_000);

  it('no malformed body of any POST, PUT or DELETE route, from any caller, gets a 5xx', async () => {
    // Logout last: it ends the caller's session, and the routes after it would only answer 401.
    const routes = servedRoutes()
      .filter((r) => /^(POST|PUT|DELETE) /.test(r))
      .sort((a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));
    expect(routes.length).toBeGreaterThan(20);
    const { count, failures } = await run((client, random) => bodyProbes(routes, client, random));
    expect(count).toBeGreaterThan(2500);
    expect(failures).toEqual([]);
    // A `__proto__` key in a body reached no object's prototype in the server (it runs in this process).
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it('no malformed header the API reads, on any route, from any caller, gets a 5xx', async () => {
    // Signed in again: the bodies above ended every session (logout).
    callers = await signedInCallers();
    const routes = servedRoutes()
      .filter((r) => /^(GET|POST|PUT|DELETE) /.test(r))
      .sort((a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));
    const { count, failures } = await run((client, random) => headerProbes(routes, client, random));
    expect(count).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 120_000);
});
