import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import {
  CLEAN_EXPORTS,
  EXPORTS_QUEUE,
  ExportProcessor,
  ExportStore,
  QUEUE_NAMESPACE,
  RedisLossWatch,
} from '@rent/backend';
import { LIST_COLUMNS } from '@rent/domain';
import { copySearchRows } from '@rent/projections';
import { docxParagraphs, isPdf, isZip, pdfText, xlsxRows } from './support/export-files.js';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { deleteKeysUnder } from './support/redis-keys.js';
import { killedPastLimit } from './support/stalled-jobs.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Spec §2: every list downloads as PDF, DOC and XLS; a download holds exactly what the list shows with
// its filters and sort, in the user's words, and is its requester's alone.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let stranger: ApiClient;
let employee: ApiClient;
/** The registered contracts' ids, EX-01 first. */
const ids: string[] = [];
/** The lessor company, its legal lessee, a person, and the company's employee; the company's building. */
let company: Party;
let legal: Party;
let person: Party;
let worker: Party;
let BUILDING: string;

const LABELS = {
  title: 'Shartnomalar roʻyxati',
  columns: {
    registrationNumber: 'Roʻyxat raqami',
    counterpart: 'Kontragent',
    contractNumber: 'Shartnoma raqami',
    contractDate: 'Shartnoma sanasi',
    lessor: 'Ijaraga beruvchi',
    lessee: 'Ijaraga oluvchi',
    cadastralNumber: 'Kadastr raqami',
    area: 'Maydon, m²',
    monthlyPayment: 'Oylik toʻlov, soʻm',
    beginDate: 'Boshlanish sanasi',
    endDate: 'Tugash sanasi',
    state: 'Holati',
    remainingTerm: 'Qolgan muddat',
  },
  states: {
    '10': 'Tasdiqlash kutilmoqda',
    '20': 'Tasdiqlangan',
    '15': 'Rad etilgan',
    '12': 'Bekor qilingan',
    '27': 'Bekor qilingan',
    '50': 'Muddati tugagan',
  },
  term: { years: '%{count} yil', months: '%{count} oy', days: '%{count} kun', expired: 'Muddati tugagan' },
};

/** Where a download's row has the contract's own number. */
const NUMBER = LIST_COLUMNS.indexOf('contractNumber');

const seen = <R extends { body: { position?: string } }>(res: R): R => {
  if (res.body?.position) for (const c of [lessor, lessee, stranger, employee]) c.readAfter(res.body.position);
  return res;
};

async function register(n: number, lesseeId = legal.partyId): Promise<string> {
  const res = seen(
    await lessor.post(
      '/contracts',
      aRegistration(
        { lesseeId, cadastralNumber: BUILDING },
        {
          contractNumber: `EX-${String(n).padStart(2, '0')}`,
          contractDate: `2026-11-${String(n).padStart(2, '0')}`,
          monthlyPayment: 500_000 + ((n * 7) % 12) * 1_250_000,
        },
      ),
    ),
  );
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Asks for a download and waits for it; answers its last status and the file. */
async function download(client: ApiClient, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const started = await client.request(
    'POST',
    '/contracts/exports',
    { lang: 'uz-Latn', labels: LABELS, ...body },
    headers,
  );
  expect(started.status).toBe(202);
  const { id } = started.body as { id: string };
  let status = started.body;
  for (let i = 0; i < 300 && !['done', 'failed'].includes(status.state); i++) {
    await new Promise((r) => setTimeout(r, 100));
    status = (await client.request('GET', `/contracts/exports/${id}`, undefined, headers)).body;
  }
  expect(status.state).toBe('done');
  const res = await fetch(`${t.baseUrl}/contracts/exports/${id}/file`, {
    headers: { authorization: `Bearer ${client.token}`, ...headers },
  });
  expect(res.status).toBe(200);
  return { id, status, bytes: new Uint8Array(await res.arrayBuffer()), headers: res.headers };
}

/** The contract numbers the list itself shows for a filter and sort, in its order. */
async function listNumbers(client: ApiClient, filter: object, sort: [string, string]): Promise<string[]> {
  const res = await client.get(
    `/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=[0,99]`,
  );
  return (res.body as { contractNumber: string }[]).map((c) => c.contractNumber);
}

const FILTER = { box: 'sent', dateFrom: '2026-11-03', dateTo: '2026-11-11' };
const SORT: [string, string] = ['monthlyPayment', 'ASC'];

beforeAll(async () => {
  t = await startApp();
  [company, legal, person, worker] = [
    await aLegalEntity(t),
    await aLegalEntity(t),
    await anIndividual(t),
    await anIndividual(t, 'YATT'),
  ];
  BUILDING = await aProperty(t, company.partyId, { totalArea: 1200 });
  [lessor, lessee, stranger, employee] = await Promise.all([
    ApiClient.signIn(t.baseUrl, company),
    ApiClient.signIn(t.baseUrl, legal),
    ApiClient.signIn(t.baseUrl, person),
    ApiClient.signIn(t.baseUrl, worker),
  ]);
  expect((await lessor.post('/employees', { pinfl: worker.partyId })).status).toBe(201);
  for (let n = 1; n <= 12; n++) ids.push(await register(n));
  // Some approved, so the state column has two labels.
  for (const id of ids.filter((_, i) => i % 3 === 0)) seen(await lessee.post(`/contracts/${id}/confirm`, {}));
  // Another lessee's contract within the dates: in the lessor's list, never in the lessee's.
  await register(13, person.partyId);
}, 60_000);
afterAll(() => t.close());

describe('downloads of a list', () => {
  let expected: string[];
  beforeAll(async () => {
    expected = await listNumbers(lessor, FILTER, SORT);
  });

  it('the filtered, sorted list is what the test expects to find (nine of the registered contracts, cheapest first)', () => {
    expect(expected).toHaveLength(9);
    expect(expected).not.toContain('EX-01');
    expect(expected).not.toContain('EX-12');
  });

  it('XLS holds exactly the list’s rows in its order, under the page’s headings, written as the table writes them', async () => {
    const { status, bytes, headers } = await download(lessor, { format: 'xls', filter: FILTER, sort: SORT });
    expect(isZip(bytes)).toBe(true);
    expect(headers.get('content-type')).toContain('spreadsheetml');
    expect(headers.get('content-disposition')).toMatch(/attachment; filename="contracts-sent-\d{8}-\d{4}\.xlsx"/);
    expect(status).toMatchObject({ done: 9, total: 9 });
    const [head, ...rows] = await xlsxRows(bytes);
    expect(head).toEqual(LIST_COLUMNS.map((c) => LABELS.columns[c]));
    expect(rows.map((r) => r[NUMBER])).toEqual(expected);
    const cells = (r: string[]) => Object.fromEntries(LIST_COLUMNS.map((c, i) => [c, r[i]]));
    const ex03 = cells(rows.find((r) => r[NUMBER] === 'EX-03')!);
    // 500 000 + ((3 * 7) % 12) * 1 250 000 = 11 750 000; registered and not yet confirmed.
    expect(ex03).toMatchObject({
      registrationNumber: expect.stringMatching(/^\d{4}-26-\d{7}$/),
      contractDate: '03.11.2026',
      // The lessor downloads: the other party is its lessee.
      counterpart: `${legal.partyId}\n${legal.name}`,
      lessor: `${company.partyId}\n${company.name}`,
      lessee: `${legal.partyId}\n${legal.name}`,
      cadastralNumber: BUILDING,
      area: '10',
      monthlyPayment: '11 750 000',
      beginDate: '01.12.2026',
      endDate: '30.11.2027',
      state: 'Tasdiqlash kutilmoqda',
    });
    expect(cells(rows.find((r) => r[NUMBER] === 'EX-04')!).state).toBe('Tasdiqlangan');
    expect(ex03.remainingTerm).toMatch(/^(\d+ yil ?)?(\d+ oy ?)?(\d+ kun)?$/);
  });

  it('DOC (a .docx) holds the same rows in the same order', async () => {
    const { bytes, headers } = await download(lessor, { format: 'doc', filter: FILTER, sort: SORT });
    expect(isZip(bytes)).toBe(true);
    expect(headers.get('content-disposition')).toMatch(/\.docx"$/);
    const paragraphs = docxParagraphs(bytes);
    expect(paragraphs[0]).toBe(LABELS.title);
    expect(paragraphs).toContain('Oylik toʻlov, soʻm');
    expect(paragraphs.filter((p) => /^EX-\d\d$/.test(p))).toEqual(expected);
    expect(paragraphs).toContain('11 750 000');
  });

  it('PDF holds the same rows in the same order, its Uzbek letters intact', async () => {
    const { bytes, headers } = await download(lessor, { format: 'pdf', filter: FILTER, sort: SORT });
    expect(isPdf(bytes)).toBe(true);
    expect(headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(bytes);
    expect(text).toContain('Shartnomalar roʻyxati');
    expect(text.match(/EX-\d\d/g)).toEqual(expected);
    expect(text).toContain('11 750 000');
  });

  it('a party’s download holds only its own contracts: the lessee’s has none of another lessee’s', async () => {
    const { bytes } = await download(lessee, { format: 'xls', filter: { box: 'incoming' } });
    const numbers = (await xlsxRows(bytes)).slice(1).map((r) => r[NUMBER]);
    expect(numbers).toEqual(await listNumbers(lessee, { box: 'incoming' }, ['createdAt', 'DESC']));
    expect(numbers).toHaveLength(8);
    expect(numbers).not.toContain('EX-13');
  });

  it('an empty list downloads as a file with only the headings', async () => {
    const { status, bytes } = await download(lessor, { format: 'xls', filter: { box: 'expired' } });
    expect(status).toMatchObject({ done: 0, total: 0 });
    expect(await xlsxRows(bytes)).toHaveLength(1);
  });

  it('a download is its requester’s alone: anyone else, the other party included, finds nothing', async () => {
    const { id } = await download(lessor, { format: 'xls', filter: FILTER, sort: SORT });
    for (const other of [lessee, stranger]) {
      expect((await other.get(`/contracts/exports/${id}`)).status).toBe(404);
      expect((await other.get(`/contracts/exports/${id}/file`)).status).toBe(404);
    }
    expect((await lessor.get('/contracts/exports/not-an-id')).status).toBe(404);
    expect((await lessor.get('/contracts/exports/00000000-0000-4000-8000-000000000000/file')).status).toBe(404);
  });

  it.each([
    ['an unknown format', { format: 'csv' }, 'format'],
    ['an unknown box', { format: 'xls', filter: { box: 'everything' } }, 'filter.box'],
    ['a column the list cannot sort by', { format: 'pdf', sort: ['lessorName', 'ASC'] }, 'sort.0'],
    ['a date that is no date', { format: 'doc', filter: { dateFrom: '2026-13-40' } }, 'filter.dateFrom'],
    ['no headings', { format: 'xls', labels: { ...LABELS, columns: {} } }, 'labels.columns.contractNumber'],
    ['an unknown language', { format: 'xls', lang: 'en' }, 'lang'],
  ])('%s is refused with 400 naming the field', async (_, body, field) => {
    const res = await lessor.post('/contracts/exports', { lang: 'uz-Latn', labels: LABELS, ...body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});

describe('an employee acting for the entity', () => {
  // The sole proprietor the lessor employs holds one of the contracts.
  const forEntity = () => ({ 'x-act-for': company.partyId });
  beforeAll(async () => {
    seen(await lessor.post(`/contracts/${ids[4]}/holders`, { pinfls: [worker.partyId] }));
  });

  it('downloads only the contracts it holds, as its list shows them', async () => {
    const { bytes } = await download(employee, { format: 'xls', filter: { box: 'sent' } }, forEntity());
    expect((await xlsxRows(bytes)).slice(1).map((r) => r[NUMBER])).toEqual(['EX-05']);
  });

  it('its download and the entity’s own are each their requester’s alone', async () => {
    const own = await download(employee, { format: 'pdf', filter: { box: 'sent' } }, forEntity());
    const entity = await download(lessor, { format: 'pdf', filter: { box: 'sent' } });
    expect((await lessor.get(`/contracts/exports/${own.id}`)).status).toBe(404);
    expect((await employee.request('GET', `/contracts/exports/${entity.id}`, undefined, forEntity())).status).toBe(404);
    // Nor does the person, acting for itself, find what it asked for as the entity's employee.
    expect((await employee.get(`/contracts/exports/${own.id}`)).status).toBe(404);
  });
});

/** Runs SQL on the test's database. */
async function sql<R extends object = object>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('a long list', () => {
  const LONG = 5_001;
  beforeAll(async () => {
    // More rows than a DOC may hold and than ten fetches of the cursor bring: put straight into the read
    // model the lists read (registering five thousand contracts through the API would take minutes).
    await sql(
      `INSERT INTO contract_summary (id, kind, contract_number, contract_date, state, lessor_id, lessor_name, lessee_id, lessee_name, initiator_id,
         counterpart_id, cadastral_number, address, area, monthly_payment, begin_date, end_date, created_at, version)
       SELECT gen_random_uuid(), 'OTHER_RENT', 'LONG-' || lpad(n::text, 5, '0'), DATE '2026-01-01' + (n % 300), 20, $1, $2, $3, $4, $1, $3,
         $6, 'Toshkent', 1, 100000 + n, DATE '2026-02-01', DATE '2027-01-31', now() - n * interval '1 second', 1
       FROM generate_series(1, $5) AS n`,
      [company.partyId, company.name, legal.partyId, legal.name, LONG, BUILDING],
    );
    // Their search rows, as the projection would have written them beside the summary rows.
    await sql(copySearchRows(`WHERE c.contract_number LIKE 'LONG-%'`));
  });

  it('downloads whole and in the list’s order, page after page of the cursor, its progress reaching the total', async () => {
    const { status, bytes } = await download(lessor, {
      format: 'xls',
      filter: { box: 'sent', number: 'LONG-' },
      sort: ['contractNumber', 'DESC'],
    });
    expect(status).toMatchObject({ done: LONG, total: LONG });
    const numbers = (await xlsxRows(bytes)).slice(1).map((r) => r[NUMBER]);
    expect(numbers).toHaveLength(LONG);
    expect(numbers.slice(0, 2)).toEqual(['LONG-05001', 'LONG-05000']);
    expect(numbers.at(-1)).toBe('LONG-00001');
    expect(new Set(numbers).size).toBe(LONG);
    // The list itself pages by a hundred: its first page starts where the file does.
    expect(await listNumbers(lessor, { box: 'sent', number: 'LONG-' }, ['contractNumber', 'DESC'])).toEqual(
      numbers.slice(0, 100),
    );
  });

  it('a DOC of more rows than it may hold is refused, saying how many there are and how many fit', async () => {
    const res = await lessor.post('/contracts/exports', {
      format: 'doc',
      lang: 'uz-Latn',
      labels: LABELS,
      filter: { box: 'sent', number: 'LONG-' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'EXPORT_TOO_LARGE',
      message: 'errors.exportTooLarge',
      params: { total: LONG, max: 5_000 },
    });
    // Narrowed, it downloads.
    expect(
      (await download(lessor, { format: 'doc', filter: { box: 'sent', number: 'LONG-04' } })).status,
    ).toMatchObject({ done: 1_000, total: 1_000 });
  });
});

describe('cleaning', () => {
  it('removes downloads older than a day, files and all; newer ones stay', async () => {
    const old = await download(lessor, { format: 'xls', filter: FILTER, sort: SORT });
    const fresh = await download(lessor, { format: 'xls', filter: FILTER, sort: SORT });
    await sql(`UPDATE list_exports SET created_at = now() - interval '25 hours' WHERE id = $1`, [old.id]);
    const queue = t.app.get<Queue>(getQueueToken(EXPORTS_QUEUE));
    const job = await queue.add(CLEAN_EXPORTS, {});
    for (let i = 0; i < 100 && !(await job.isCompleted()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await job.isCompleted()).toBe(true);
    expect((await lessor.get(`/contracts/exports/${old.id}`)).status).toBe(404);
    expect(await sql('SELECT 1 FROM list_export_chunks WHERE export_id = $1', [old.id])).toEqual([]);
    expect((await lessor.get(`/contracts/exports/${fresh.id}`)).body).toMatchObject({ state: 'done' });
  });
});

describe('downloads asked for faster than they are made', () => {
  it('a person with three under way is asked to wait for one, asked at once or not; others are not held back; then a new one is taken', async () => {
    // The queue held, as a busy worker would hold it: what is asked for stays under way.
    const queue = t.app.get<Queue>(getQueueToken(EXPORTS_QUEUE));
    await queue.pause();
    const ask = (client: ApiClient) =>
      client.post('/contracts/exports', { lang: 'uz-Latn', labels: LABELS, format: 'xls', filter: FILTER, sort: SORT });
    let taken: string[];
    try {
      const asked = await Promise.all([1, 2, 3, 4, 5].map(() => ask(lessor)));
      expect(asked.map((a) => a.status).sort()).toEqual([202, 202, 202, 429, 429]);
      expect(asked.find((a) => a.status === 429)!.body).toMatchObject({
        code: 'EXPORTS_UNDER_WAY',
        message: 'errors.exportsUnderWay',
        params: { max: 3 },
      });
      expect((await ask(lessor)).status).toBe(429);
      const other = await ask(lessee);
      expect(other.status).toBe(202);
      taken = [...asked.filter((a) => a.status === 202), other].map((a) => a.body.id as string);
    } finally {
      await queue.resume();
    }
    for (const id of taken.slice(0, 3)) {
      let state = '';
      for (let i = 0; i < 300 && !['done', 'failed'].includes(state); i++) {
        state = (await lessor.get(`/contracts/exports/${id}`)).body.state;
        if (state !== 'done') await new Promise((r) => setTimeout(r, 100));
      }
      expect(state).toBe('done');
    }
    expect((await download(lessor, { format: 'xls', filter: FILTER, sort: SORT })).status).toMatchObject({
      state: 'done',
    });
  });

  it('written down at the very same moment, still three and no more', async () => {
    const store = t.app.get(ExportStore);
    const owner = { userId: `exports-at-once-${Date.now()}`, partyId: company.partyId };
    const written = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => store.create(randomUUID(), owner, 'xls', 'at-once.xlsx', 1, 'party')),
    );
    expect(written.filter(Boolean)).toHaveLength(3);
  });
});

/** The sent box's download as XLS, asked for and left to its worker. */
const askXls = (client: ApiClient) =>
  client.request('POST', '/contracts/exports', {
    lang: 'uz-Latn',
    labels: LABELS,
    format: 'xls',
    filter: FILTER,
    sort: SORT,
  });

describe('Redis emptied under a download', () => {
  it('a download whose job was lost ends failed, not in progress for ever; asked again, it is written', async () => {
    // The queue paused, the job waits in Redis untaken when Redis loses it.
    const queue = t.app.get<Queue>(getQueueToken(EXPORTS_QUEUE));
    await queue.pause();
    const started = await askXls(lessor);
    expect(started.body).toMatchObject({ state: 'queued' });
    expect(await deleteKeysUnder(t.app.get<string>(QUEUE_NAMESPACE), REDIS_URL)).toBeGreaterThan(0);
    // What the watch does when its next check finds the marker gone.
    await t.app.get(RedisLossWatch).check();
    expect((await lessor.get(`/contracts/exports/${started.body.id}`)).body).toMatchObject({ state: 'failed' });
    expect((await download(lessor, { format: 'xls', filter: FILTER, sort: SORT })).status).toMatchObject({
      state: 'done',
    });
  });
});

describe('workers killed under a download', () => {
  it('a download whose job BullMQ gives up after its workers died ends failed, not in progress for ever', async () => {
    const id = await killedPastLimit(
      t.app.get(ExportProcessor),
      t.app.get<Queue>(getQueueToken(EXPORTS_QUEUE)),
      async () => {
        const started = await askXls(lessor);
        expect(started.body).toMatchObject({ state: 'queued' });
        return started.body.id as string;
      },
    );
    // The portal's worker takes it next, and BullMQ fails it there without writing it.
    let state = '';
    for (let i = 0; i < 100 && state !== 'failed'; i++) {
      state = (await lessor.get(`/contracts/exports/${id}`)).body.state;
      if (state !== 'failed') await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toBe('failed');
  });
});
