import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SERVICE_KINDS } from '@rent/domain';
import { pdfPagesText, pdfQrCodes } from './support/pdf-reading.js';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';
import { zipEntry } from './support/zip-entry.js';

// Issue 7: the documents people download. A registration certificate (PDF, QR code to the public view)
// for the parties of a registered contract; sample contracts (DOCX) and the users' guide (PDF) for anyone.
const BASE = 'https://ijara.soliq.uz';
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let stranger: ApiClient;
let premises: string;
let car: string;
let pending: string;

/** A download as a browser gets it: status, headers and the bytes. */
async function download(client: ApiClient, path: string) {
  const res = await fetch(`${t.baseUrl}${path}`, {
    headers: {
      ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
      ...(client.lastWrite ? { 'x-read-after': client.lastWrite } : {}),
    },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes,
    json: () => JSON.parse(bytes.toString()),
  };
}

async function registered(terms: Record<string, unknown>): Promise<string> {
  const created = await lessor.post('/contracts', terms);
  expect(created.status).toBe(201);
  lessee.readAfter(created.body.position);
  const confirmed = await lessee.post(`/contracts/${created.body.id}/confirm`);
  expect(confirmed.status).toBe(200);
  lessor.readAfter(confirmed.body.position);
  return created.body.id;
}

beforeAll(async () => {
  t = await startApp({ PUBLIC_BASE_URL: BASE });
  [lessor, lessee, stranger] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'individual'),
    ApiClient.signIn(t.baseUrl, 'legal'),
  ]);
  const office = {
    contractDate: '2026-11-20',
    lesseeId: demo('individual').login,
    cadastralNumber: '10:09:03:01:02:0017',
    beginDate: '2026-12-01',
    endDate: '2027-11-30',
  };
  premises = await registered({
    kind: 'OTHER_RENT',
    contractNumber: 'GV-1/2026',
    area: 42.5,
    monthlyPayment: 3_150_000,
    purpose: 'Ofis',
    ...office,
  });
  car = await registered({
    kind: 'CAR_RENT',
    contractNumber: 'AV-9',
    contractDate: '2026-11-20',
    lesseeId: demo('individual').login,
    plateNumber: '01123ABC',
    usageType: 'TAXI',
    monthlyPayment: 1_000_000,
    beginDate: '2026-12-01',
    endDate: '2027-11-30',
  });
  const proposal = await lessor.post('/contracts', {
    kind: 'OTHER_RENT',
    contractNumber: 'GV-2',
    area: 10,
    monthlyPayment: 900_000,
    ...office,
  });
  pending = proposal.body.id;
  lessor.readAfter(proposal.body.position);
});

afterAll(() => t.close());

describe('the registration certificate', () => {
  it('is a PDF for a party, in Uzbek Latin, set in the embedded DejaVu Sans, with what the public view shows', async () => {
    const res = await download(lessor, `/contracts/${premises}/certificate?lang=uz-Latn`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.disposition).toBe('attachment; filename="certificate-GV-1_2026-uz-Latn.pdf"');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    const [text] = await pdfPagesText(res.bytes);
    for (const shown of [
      premises,
      'GV-1/2026',
      '20.11.2026',
      '01.12.2026 — 30.11.2027',
      'Boshqa ijara',
      '301234567 — «Toshkent Savdo Markazi» MChJ',
      '3101********53 — Aliyev Vali Karimovich',
      '10:09:03:01:02:0017',
      '42,5',
      '3 150 000',
      'Tasdiqlangan',
      'Ijara shartnomasi roʻyxatga olinganligi toʻgʻrisida',
      'Oylik toʻlov, soʻm',
      'Davlat soliq qoʻmitasi',
    ]) {
      expect([shown, text!.includes(shown)]).toEqual([shown, true]);
    }
    // What the public view leaves out, the certificate leaves out: the person's whole PINFL and where they
    // live. The company's legal address is its public registry record, printed after its role.
    expect(text).not.toContain('31012850123453');
    expect(text).not.toContain('Buyuk Ipak');
    expect(text).toContain('Ijaraga beruvchi: yuridik manzil Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 107');
  });

  it('speaks Uzbek Cyrillic and Russian when asked', async () => {
    const [cyrillic] = await pdfPagesText(
      (await download(lessee, `/contracts/${premises}/certificate?lang=uz-Cyrl`)).bytes,
    );
    expect(cyrillic).toContain('Ижара шартномаси рўйхатга олинганлиги тўғрисида ГУВОҲНОМА');
    expect(cyrillic).toContain('Давлат солиқ қўмитаси');
    expect(cyrillic).toContain('Тасдиқланган');
    const [russian] = await pdfPagesText((await download(lessee, `/contracts/${premises}/certificate?lang=ru`)).bytes);
    expect(russian).toContain('СВИДЕТЕЛЬСТВО о регистрации договора аренды');
    expect(russian).toContain('Прочая аренда');
  });

  it('carries a QR code of the public view’s address on the configured portal, which shows this contract', async () => {
    const codes = await pdfQrCodes((await download(lessor, `/contracts/${premises}/certificate?lang=ru`)).bytes);
    expect(codes).toEqual([`${BASE}/public-contract-view/${premises}/2026-12-01/2027-11-30`]);
    const [, id, beginDate, endDate] = new URL(codes[0]!).pathname.split('/').slice(1);
    const view = await fetch(`${t.baseUrl}/public/contracts/${id}?beginDate=${beginDate}&endDate=${endDate}`);
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({ contractNumber: 'GV-1/2026', state: 20 });
  });

  it('of a vehicle contract names the plate, no area, and leads to the vehicle public view', async () => {
    const res = await download(lessee, `/contracts/${car}/certificate?lang=uz-Latn`);
    expect(res.status).toBe(200);
    const [text] = await pdfPagesText(res.bytes);
    expect(text).toContain('Transport vositasi (davlat raqami)');
    expect(text).toContain('01123ABC');
    expect(text).not.toContain('Ijara maydoni');
    expect(await pdfQrCodes(res.bytes)).toEqual([`${BASE}/car/public-contract-view/${car}`]);
  });

  it('is nobody else’s: a stranger gets 404 as for the contract itself, no token 401, a made-up id 404', async () => {
    expect((await download(stranger, `/contracts/${premises}/certificate?lang=uz-Latn`)).status).toBe(404);
    expect((await download(new ApiClient(t.baseUrl), `/contracts/${premises}/certificate`)).status).toBe(401);
    expect((await download(lessor, '/contracts/00000000-0000-4000-8000-000000000000/certificate')).status).toBe(404);
    expect((await download(lessor, '/contracts/not-an-id/certificate')).status).toBe(404);
  });

  it('exists only once the contract is on record', async () => {
    const res = await download(lessor, `/contracts/${pending}/certificate?lang=uz-Latn`);
    expect(res.status).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONTRACT_NOT_REGISTERED', message: 'errors.certificateNotRegistered' });
  });

  it('refuses a language it does not speak, naming the field', async () => {
    const res = await download(lessor, `/contracts/${premises}/certificate?lang=en`);
    expect(res.status).toBe(400);
    expect(res.json().errors).toEqual({ lang: expect.any(String) });
  });
});

describe('sample contracts', () => {
  it.each(
    SERVICE_KINDS.flatMap((kind) => (['uz-Latn', 'uz-Cyrl', 'ru'] as const).map((lang) => [kind, lang] as const)),
  )('%s in %s is a Word template to fill in', async (kind, lang) => {
    const res = await download(new ApiClient(t.baseUrl), `/documents/samples/${kind}?lang=${lang}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.disposition).toBe(`attachment; filename="sample-contract-${kind.toLowerCase()}-${lang}.docx"`);
    const xml = zipEntry(res.bytes, 'word/document.xml')!.toString('utf8');
    const words = {
      'uz-Latn': ['SHARTNOMASI', 'Ijaraga beruvchi', 'Imzo'],
      'uz-Cyrl': ['ШАРТНОМАСИ', 'Ижарага берувчи', 'Имзо'],
      ru: ['ДОГОВОР', 'Арендодатель', 'Подпись'],
    }[lang];
    for (const word of words) expect([word, xml.includes(word)]).toEqual([word, true]);
    // Blanks to fill, not someone's data.
    expect(xml).toContain('______');
  });

  it('says what kind it is: a vehicle is rented by its plate, land by its plot', async () => {
    const text = async (kind: string) =>
      zipEntry(
        (await download(new ApiClient(t.baseUrl), `/documents/samples/${kind}?lang=uz-Latn`)).bytes,
        'word/document.xml',
      )!.toString('utf8');
    expect(await text('CAR_RENT')).toContain('davlat raqami');
    expect(await text('LAND_RENT')).toContain('yer uchastkasini');
    expect(await text('LEASING')).toContain('LIZING SHARTNOMASI');
  });

  it('refuses an unknown kind or language with 400 naming the field', async () => {
    const kind = await download(new ApiClient(t.baseUrl), '/documents/samples/SPACESHIP?lang=ru');
    expect(kind.status).toBe(400);
    expect(kind.json().errors).toEqual({ kind: expect.any(String) });
    const lang = await download(new ApiClient(t.baseUrl), '/documents/samples/OTHER_RENT?lang=de');
    expect(lang.status).toBe(400);
    expect(lang.json().errors).toEqual({ lang: expect.any(String) });
  });
});

describe('the users’ guide', () => {
  it.each([
    ['uz-Latn', 'users-guide-uz-Latn.pdf', 'Tizimga kirish'],
    ['uz-Cyrl', 'users-guide-uz-Cyrl.pdf', 'Тизимга кириш'],
    ['ru', 'users-guide-ru.pdf', 'Вход в систему'],
  ])(
    'in %s is a landscape presentation, one topic a page, ending with the call centre',
    async (lang, filename, firstTopic) => {
      const res = await download(new ApiClient(t.baseUrl), `/documents/users-guide?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/pdf');
      expect(res.disposition).toBe(`attachment; filename="${filename}"`);
      const pages = await pdfPagesText(res.bytes);
      expect(pages).toHaveLength(8);
      expect(pages[1]).toContain(`1. ${firstTopic}`);
      expect(pages[7]).toContain('1198');
      expect(pages.join('')).toContain('E-IMZO');
      const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const pdf = await getDocument({ data: new Uint8Array(res.bytes), verbosity: 0 }).promise;
      const [, , width, height] = (await pdf.getPage(2)).view;
      expect(width).toBeGreaterThan(height!);
      await pdf.destroy();
    },
  );

  it('refuses an unknown language', async () => {
    expect((await download(new ApiClient(t.baseUrl), '/documents/users-guide?lang=xx')).status).toBe(400);
  });
});
