import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { writeRegistryRows } from '@rent/backend';
import { DataSource } from 'typeorm';
import type { ReferenceChange, StaffAuditRow } from '@rent/domain';
import { aLegalEntity, anIndividual, anOperator } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp, TestClock } from './support/test-app.js';

// Issue 19, screen 2: reference data under four eyes. An operator proposes a new BHM from a date; the
// proposer may not approve it; a supervisor does, and from that date the portal uses it, while every
// earlier date keeps the amount it had.
const clock = new TestClock(new Date('2026-11-20T10:00:00+05:00'));
let t: TestApp;
let operator: ApiClient;
let supervisor: ApiClient;
let proposingSupervisor: ApiClient;

beforeAll(async () => {
  t = await startApp({}, clock);
  const staff = (roles: string[]) => anOperator(t, roles).then((who) => ApiClient.signIn(t.baseUrl, who));
  operator = await staff(['OPERATOR']);
  supervisor = await staff(['SUPERVISOR']);
  proposingSupervisor = await staff(['SUPERVISOR']);
});
afterAll(() => t.close());

const bhm = async (date: string) => (await operator.get(`/reference/bhm?date=${date}`)).body as { amount: number };
const proposal = (validFrom: string, amount: number) => ({
  kind: 'bhm',
  validFrom,
  amount,
  source: 'Prezident farmoni, 2026-yil 15-noyabr',
  reason: 'Yangi BHM miqdori eʼlon qilindi',
});

describe('reference data under four eyes', () => {
  it('an approved BHM takes effect on its date, and the dates before it keep theirs', async () => {
    const before = (await bhm('2027-03-01')).amount;
    const proposed = await operator.post('/operator/reference/changes', proposal('2027-02-01', 450_000));
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({
      kind: 'bhm',
      state: 'proposed',
      effectiveFrom: '2027-02-01',
      decidedBy: null,
    });
    // Not in force until approved.
    expect((await bhm('2027-03-01')).amount).toBe(before);
    const approved = await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
      reason: 'Farmon bilan solishtirildi',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', decisionReason: 'Farmon bilan solishtirildi' });
    expect((await bhm('2027-03-01')).amount).toBe(450_000);
    expect((await bhm('2027-01-31')).amount).toBe(before);
    const history = (await operator.get('/operator/reference/changes')).body as ReferenceChange[];
    expect(history[0]).toMatchObject({
      id: proposed.body.id,
      state: 'approved',
      proposedBy: expect.stringMatching(/Operator/),
      proposedById: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('the proposer may not decide on their own proposal, and a decided one is not decided again', async () => {
    const proposed = await proposingSupervisor.post('/operator/reference/changes', proposal('2027-04-01', 460_000));
    expect(proposed.status).toBe(201);
    const own = await proposingSupervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
      reason: 'Oʻzim tasdiqlayman',
    });
    expect(own.body).toMatchObject({ code: 'FOUR_EYES' });
    const rejected = await supervisor.post(`/operator/reference/changes/${proposed.body.id}/reject`, {
      reason: 'Manba notoʻgʻri',
    });
    expect(rejected.body).toMatchObject({ state: 'rejected' });
    const again = await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
      reason: 'Qayta koʻrib chiqildi',
    });
    expect(again.body).toMatchObject({ code: 'CHANGE_DECIDED' });
    expect((await bhm('2027-05-01')).amount).toBe(450_000);
  });

  it('never rewrites the past: a change from today or earlier is refused, and so is one whose day passed before approval', async () => {
    expect((await operator.post('/operator/reference/changes', proposal('2026-11-20', 470_000))).body).toMatchObject({
      code: 'CHANGE_IN_THE_PAST',
    });
    const proposed = await operator.post('/operator/reference/changes', proposal('2026-11-25', 470_000));
    expect(proposed.status).toBe(201);
    clock.set('2026-11-26T10:00:00+05:00');
    const late = await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
      reason: 'Kechikib tasdiqlash',
    });
    expect(late.body).toMatchObject({ code: 'CHANGE_IN_THE_PAST' });
    expect((await bhm('2026-11-27')).amount).not.toBe(470_000);
  });

  it('an operator proposes but never approves; a malformed proposal is named', async () => {
    const proposed = await operator.post('/operator/reference/changes', proposal('2027-06-01', 480_000));
    expect(
      (await operator.post(`/operator/reference/changes/${proposed.body.id}/approve`, { reason: 'Tasdiqlayman' }))
        .status,
    ).toBe(403);
    const bad = await operator.post('/operator/reference/changes', { ...proposal('2027-06-01', -1) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('amount');
  });
});

// Each kind below moves the clock forward only, after the BHM tests above.
const threshold = async () =>
  ((await operator.get('/reference/form-settings')).body as { rentConfirmationThreshold: number })
    .rentConfirmationThreshold;

describe('the rent confirmation threshold under four eyes', () => {
  it('an approved threshold is asked from its date; before it the forms keep the one they had; both acts are audited', async () => {
    clock.set('2026-11-27T10:00:00+05:00');
    const before = await threshold();
    const proposed = await operator.post('/operator/reference/changes', {
      kind: 'rentConfirmationThreshold',
      validFrom: '2026-12-01',
      amount: 250_000_000,
      reason: 'Qoʻmita qarori № 12',
    });
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({ kind: 'rentConfirmationThreshold', effectiveFrom: '2026-12-01' });
    expect(proposed.body.value).toEqual({ validFrom: '2026-12-01', amount: 250_000_000 });
    const approved = await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
      reason: 'Qaror matni tekshirildi',
    });
    expect(approved.body).toMatchObject({ state: 'approved' });
    // Approved, but tomorrow's forms still ask at the old sum: the new one counts from its own day.
    clock.set('2026-11-30T23:00:00+05:00');
    expect(await threshold()).toBe(before);
    clock.set('2026-12-01T00:00:00+05:00');
    expect(await threshold()).toBe(250_000_000);

    const history = (await operator.get('/operator/reference/changes?kind=rentConfirmationThreshold'))
      .body as ReferenceChange[];
    expect(history.map((c) => c.id)).toEqual([proposed.body.id]);
    expect((await operator.get('/operator/reference/changes?kind=nonsense')).status).toBe(400);

    const trail = (await supervisor.get('/operator/audit?permission=approveReference')).body as StaffAuditRow[];
    expect(trail.find((r) => r.target === proposed.body.id)).toMatchObject({
      route: '/api/operator/reference/changes/:id/approve',
      reason: 'Qaror matni tekshirildi',
    });
    const proposals = (await supervisor.get('/operator/audit?permission=proposeReference')).body as StaffAuditRow[];
    expect(proposals.some((r) => r.reason === 'Qoʻmita qarori № 12')).toBe(true);
  });

  it('refuses a threshold for today, and one that is no positive sum', async () => {
    const today = await operator.post('/operator/reference/changes', {
      kind: 'rentConfirmationThreshold',
      validFrom: '2026-12-01',
      amount: 300_000_000,
      reason: 'Bugundan boshlab',
    });
    expect(today.body).toMatchObject({ code: 'CHANGE_IN_THE_PAST' });
    const zero = await operator.post('/operator/reference/changes', {
      kind: 'rentConfirmationThreshold',
      validFrom: '2026-12-02',
      amount: 0,
      reason: 'Nol miqdor',
    });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toHaveProperty('amount');
  });

  it('a second value approved for the same day replaces the first, which no form has used yet', async () => {
    for (const amount of [260_000_000, 270_000_000]) {
      const proposed = await operator.post('/operator/reference/changes', {
        kind: 'rentConfirmationThreshold',
        validFrom: '2026-12-05',
        amount,
        reason: 'Qoʻmita qarori № 13',
      });
      const approved = await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
        reason: 'Tekshirildi',
      });
      expect(approved.body).toMatchObject({ state: 'approved' });
    }
    clock.set('2026-12-05T09:00:00+05:00');
    expect(await threshold()).toBe(270_000_000);
  });
});

describe('services switched off under four eyes', () => {
  const settingsOff = async () =>
    ((await operator.get('/reference/form-settings')).body as { servicesOff: string[] }).servicesOff;

  it('a service switched off from a date refuses new registrations of its kind from that date; the others go on', async () => {
    clock.set('2026-12-06T10:00:00+05:00');
    const company = await aLegalEntity(t);
    const lessor = await ApiClient.signIn(t.baseUrl, company);
    const lesseeId = (await anIndividual(t)).partyId;
    const terms = (contractNumber: string) => ({
      kind: 'OTHER_RENT',
      contractNumber,
      contractDate: '2026-12-09',
      area: 40,
      monthlyPayment: 6_500_000,
      beginDate: '2026-12-15',
      endDate: '2027-12-14',
      purpose: 'Ofis',
      lesseeId,
    });
    const warehouse = async (contractNumber: string) =>
      lessor.post('/contracts', {
        ...terms(contractNumber),
        kind: 'WAREHOUSE',
        cadastralNumber: await aProperty(t, company.partyId, { totalArea: 1500, propertyType: 'WAREHOUSE' }),
        turnoverBasis: 'TURNOVER',
        turnoverRate: 2,
      });

    const proposed = await operator.post('/operator/reference/changes', {
      kind: 'servicesOff',
      validFrom: '2026-12-10',
      services: ['WAREHOUSE'],
      reason: 'Omborxona xizmati qayta koʻrib chiqiladi',
    });
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({ kind: 'servicesOff', value: { services: ['WAREHOUSE'] } });
    await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, { reason: 'Kelishildi' });

    // The day before, warehouses still register.
    clock.set('2026-12-09T23:00:00+05:00');
    expect(await settingsOff()).toEqual([]);
    expect((await warehouse('WH-BEFORE')).status).toBe(201);

    clock.set('2026-12-10T00:00:00+05:00');
    expect(await settingsOff()).toEqual(['WAREHOUSE']);
    const refused = await warehouse('WH-OFF');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SERVICE_OFF', message: 'errors.serviceOff' });
    const other = await lessor.post('/contracts', {
      ...terms('PN-ON'),
      cadastralNumber: await aProperty(t, company.partyId),
    });
    expect(other.status).toBe(201);
  });

  it('a later list switches the service on again from its own day; an unknown or repeated service is refused', async () => {
    const proposed = await operator.post('/operator/reference/changes', {
      kind: 'servicesOff',
      validFrom: '2026-12-12',
      services: [],
      reason: 'Omborxona xizmati tiklanadi',
    });
    await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, { reason: 'Kelishildi' });
    expect(await settingsOff()).toEqual(['WAREHOUSE']);
    clock.set('2026-12-12T08:00:00+05:00');
    expect(await settingsOff()).toEqual([]);

    for (const services of [['NO_SUCH_SERVICE'], ['STUDENT', 'STUDENT']]) {
      const bad = await operator.post('/operator/reference/changes', {
        kind: 'servicesOff',
        validFrom: '2026-12-20',
        services,
        reason: 'Notoʻgʻri roʻyxat',
      });
      expect(bad.status).toBe(400);
      // The list, or the item in it, is named.
      expect(Object.keys(bad.body.errors)).toEqual([expect.stringMatching(/^services(\.\d+)?$/)]);
    }
  });
});

describe("a year's minimum-rent rate under four eyes", () => {
  const rate = (year: number, amount: number) => ({
    kind: 'minimumRentRate',
    year,
    settlementZone: 'TASHKENT_CITY',
    propertyUse: 'NON_RESIDENTIAL',
    amount,
    source: 'Vazirlar Mahkamasining qarori, 2026-yil 10-dekabr',
    reason: 'Yangi yil stavkalari eʼlon qilindi',
  });

  it("an approved rate holds from its year's first day for new registrations; the years before keep theirs", async () => {
    clock.set('2026-12-13T10:00:00+05:00');
    const company = await aLegalEntity(t);
    const owner = await ApiClient.signIn(t.baseUrl, company);
    const object = await aProperty(t, company.partyId);
    const baseRate = async (date: string) =>
      (
        (await owner.get(`/reference/minimum-rent?cadastralNumber=${object}&date=${date}`)).body as {
          year: number;
          baseRate: number;
        }
      ).baseRate;
    const before2027 = await baseRate('2027-03-01');
    const in2026 = await baseRate('2026-12-31');

    const proposed = await operator.post('/operator/reference/changes', rate(2027, 123_456));
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({ kind: 'minimumRentRate', effectiveFrom: '2027-01-01' });
    // Proposed, not yet in force.
    expect(await baseRate('2027-03-01')).toBe(before2027);
    await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, { reason: 'Qaror tekshirildi' });
    expect(await baseRate('2027-03-01')).toBe(123_456);
    expect(await baseRate('2026-12-31')).toBe(in2026);

    // The public table lists it, its act named in every language until translated.
    const table = (await owner.get('/reference/minimum-rates')).body as {
      premises: { year: number; settlementZone: string; propertyUse: string; amount: number; source: object }[];
    };
    expect(
      table.premises.find(
        (r) => r.year === 2027 && r.settlementZone === 'TASHKENT_CITY' && r.propertyUse === 'NON_RESIDENTIAL',
      ),
    ).toMatchObject({ amount: 123_456, source: { ru: rate(2027, 1).source } });
  });

  it('refuses the current year, which contracts already use, and a zone or use the table does not know', async () => {
    expect((await operator.post('/operator/reference/changes', rate(2026, 99_000))).body).toMatchObject({
      code: 'CHANGE_IN_THE_PAST',
    });
    const bad = await operator.post('/operator/reference/changes', { ...rate(2028, 99_000), settlementZone: 'MOON' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('settlementZone');
  });
});

describe("a year's vehicle rent rate under four eyes", () => {
  const vehicleRate = (year: number, amount: number) => ({
    kind: 'vehicleRentRate',
    year,
    vehicleClass: 'PASSENGER',
    amount,
    source: 'Vazirlar Mahkamasining qarori, 2026-yil 11-dekabr',
    reason: 'Avtomobillar uchun yangi stavka',
  });
  const passengerRates = async () =>
    (
      (await operator.get('/reference/minimum-rates')).body as {
        vehicles: { year: number; vehicleClass: string; amount: number }[];
      }
    ).vehicles.filter((r) => r.vehicleClass === 'PASSENGER');

  it('an approved rate is listed for its year once approved, the earlier years unchanged; the current year is refused', async () => {
    const before = await passengerRates();
    const proposed = await operator.post('/operator/reference/changes', vehicleRate(2028, 777_000));
    expect(proposed.body).toMatchObject({ kind: 'vehicleRentRate', effectiveFrom: '2028-01-01', state: 'proposed' });
    expect(await passengerRates()).toEqual(before);
    await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, { reason: 'Qaror tekshirildi' });
    const after = await passengerRates();
    expect(after[0]).toMatchObject({ year: 2028, amount: 777_000 });
    expect(after.slice(1)).toEqual(before);

    expect((await operator.post('/operator/reference/changes', vehicleRate(2026, 1))).body).toMatchObject({
      code: 'CHANGE_IN_THE_PAST',
    });
    const bad = await operator.post('/operator/reference/changes', {
      ...vehicleRate(2029, 1),
      vehicleClass: 'BICYCLE',
    });
    expect(bad.body.errors).toHaveProperty('vehicleClass');
  });
});

describe("a region's or a district's coefficient under four eyes", () => {
  const coefficient = (soato: string, validFrom: string, value: number) => ({
    kind: 'regionalCoefficient',
    soato,
    validFrom,
    coefficient: value,
    source: 'Viloyat hokimining qarori, 2026-yil 12-dekabr',
    reason: 'Hududiy koeffitsiyent belgilandi',
  });

  it('an approved coefficient raises the minimum rent there from its day; the days before keep theirs', async () => {
    const company = await aLegalEntity(t);
    const owner = await ApiClient.signIn(t.baseUrl, company);
    // A district of the test's own (the demo classifier names none), whose coefficient comes before the region's.
    await writeRegistryRows(t.app.get(DataSource).manager, 'districts', [
      {
        soato: '1726902',
        regionSoato: '1726',
        nameUzLatn: 'Sinov tumani',
        nameUzCyrl: 'Синов тумани',
        nameRu: 'Тестовый район',
      },
    ]);
    const object = await aProperty(t, company.partyId, { districtSoato: '1726902' });
    const minimum = async (date: string) =>
      (
        (await owner.get(`/reference/minimum-rent?cadastralNumber=${object}&date=${date}`)).body as {
          coefficient: number;
        }
      ).coefficient;
    const before = await minimum('2027-01-15');

    const proposed = await operator.post('/operator/reference/changes', coefficient('1726902', '2027-01-10', 1.35));
    expect(proposed.body).toMatchObject({ kind: 'regionalCoefficient', effectiveFrom: '2027-01-10' });
    await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, { reason: 'Qaror tekshirildi' });
    expect(await minimum('2027-01-15')).toBe(1.35);
    expect(await minimum('2027-01-09')).toBe(before);

    clock.set('2027-01-10T09:00:00+05:00');
    const inForce = (await owner.get('/reference/regional-coefficients?date=2027-01-10')).body as {
      soato: string;
      coefficient: number;
      validFrom: string;
      name: { ru: string };
    }[];
    expect(inForce.find((c) => c.soato === '1726902')).toMatchObject({
      coefficient: 1.35,
      validFrom: '2027-01-10',
      name: { ru: expect.any(String) },
    });
  });

  it("refuses a place the classifier does not know, a coefficient above the law's 2, and today", async () => {
    expect(
      (await operator.post('/operator/reference/changes', coefficient('1799999', '2027-02-01', 1.2))).body,
    ).toMatchObject({ code: 'UNKNOWN_PLACE' });
    const high = await operator.post('/operator/reference/changes', coefficient('1703', '2027-02-01', 2.5));
    expect(high.body.errors).toHaveProperty('coefficient');
    expect(
      (await operator.post('/operator/reference/changes', coefficient('1703', '2027-01-10', 1.2))).body,
    ).toMatchObject({ code: 'CHANGE_IN_THE_PAST' });
  });
});

describe('a tax rate under four eyes', () => {
  const taxRate = (validFrom: string, percent: number) => ({
    kind: 'taxRate',
    code: 'INDIVIDUAL_RENT_INCOME',
    validFrom,
    percent,
    source: 'Soliq kodeksiga oʻzgartirish, 2027-yil 5-yanvar',
    reason: 'Daromad soligʻi stavkasi oʻzgardi',
  });

  it("an approved rate counts from its day: a contract's own date keeps the rate it had", async () => {
    const person = await anIndividual(t);
    const owner = await ApiClient.signIn(t.baseUrl, person);
    const flat = await aProperty(t, person.partyId, { propertyType: 'APARTMENT', propertyUse: 'RESIDENTIAL' });
    const percent = async (date: string) =>
      (
        (await owner.get(`/reference/minimum-rent?cadastralNumber=${flat}&date=${date}`)).body as {
          incomeTaxPercent: number;
        }
      ).incomeTaxPercent;
    const before = await percent('2027-02-01');

    const proposed = await operator.post('/operator/reference/changes', taxRate('2027-02-01', 13.5));
    expect(proposed.body).toMatchObject({ kind: 'taxRate', effectiveFrom: '2027-02-01' });
    await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, { reason: 'Kodeks tekshirildi' });
    expect(await percent('2027-01-31')).toBe(before);
    expect(await percent('2027-02-01')).toBe(13.5);
    expect((await owner.get('/reference/tax-rates?date=2027-02-01')).body).toEqual([
      {
        code: 'INDIVIDUAL_RENT_INCOME',
        validFrom: '2027-02-01',
        percent: 13.5,
        source: taxRate('2027-02-01', 1).source,
      },
    ]);
  });

  it('refuses a rate for today, above 100 % and for a tax the portal does not keep', async () => {
    expect((await operator.post('/operator/reference/changes', taxRate('2027-01-10', 12))).body).toMatchObject({
      code: 'CHANGE_IN_THE_PAST',
    });
    expect((await operator.post('/operator/reference/changes', taxRate('2027-03-01', 120))).body.errors).toHaveProperty(
      'percent',
    );
    const other = await operator.post('/operator/reference/changes', { ...taxRate('2027-03-01', 5), code: 'VAT' });
    expect(other.body.errors).toHaveProperty('code');
  });
});

describe("a help page's video under four eyes", () => {
  const captions = 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nАренда транспортного средства\n';
  const helpVideo = (validFrom: string, videoUrl: string, extra: Record<string, unknown> = {}) => ({
    kind: 'helpVideo',
    topic: 'car-rent',
    validFrom,
    videoUrl,
    captionsRu: captions,
    reason: 'Qoʻmita yangi video yoʻriqnoma chiqardi',
    ...extra,
  });

  it('an approved video is shown by the help page from its day, with its captions; not the day before', async () => {
    clock.set('2027-01-20T10:00:00+05:00');
    const person = await ApiClient.signIn(t.baseUrl, await anIndividual(t));
    const proposed = await proposingSupervisor.post(
      '/operator/reference/changes',
      helpVideo('2027-02-01', 'https://video.example.uz/car-rent-2027.mp4'),
    );
    expect(proposed.body).toMatchObject({ kind: 'helpVideo', effectiveFrom: '2027-02-01', state: 'proposed' });
    const own = await proposingSupervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
      reason: 'Oʻzim taklif qildim',
    });
    expect(own.body).toMatchObject({ code: 'FOUR_EYES' });
    const approved = await supervisor.post(`/operator/reference/changes/${proposed.body.id}/approve`, {
      reason: 'Video koʻrib chiqildi',
    });
    expect(approved.body).toMatchObject({ state: 'approved' });

    clock.set('2027-01-31T23:59:00+05:00');
    // The day before, the page still has no video and says so.
    expect((await person.get('/help/videos/car-rent')).body).toEqual({ videoUrl: null, captions: [] });

    clock.set('2027-02-01T00:00:00+05:00');
    expect((await person.get('/help/videos/car-rent')).body).toEqual({
      videoUrl: 'https://video.example.uz/car-rent-2027.mp4',
      captions: [{ language: 'ru', url: '/api/help/videos/car-rent/captions/ru' }],
    });
    // The page's <track> loads them as a browser does, without the bearer token.
    const vtt = await new ApiClient(t.baseUrl).get('/help/videos/car-rent/captions/ru');
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(vtt.body).toBe(captions);
    expect((await person.get('/help/videos/car-rent/captions/uz-Latn')).status).toBe(404);
    const history = (await operator.get('/operator/reference/changes?kind=helpVideo')).body as ReferenceChange[];
    expect(history[0]).toMatchObject({ id: proposed.body.id, state: 'approved', decidedBy: expect.any(String) });
  });

  it('refuses an address that is no https URL, captions that are not WebVTT, an unknown topic and today', async () => {
    clock.set('2027-02-01T10:00:00+05:00');
    const refused = async (body: Record<string, unknown>) =>
      Object.keys(((await operator.post('/operator/reference/changes', body)).body as { errors: object }).errors);
    expect(await refused(helpVideo('2027-03-01', 'http://video.example.uz/car-rent.mp4'))).toEqual(['videoUrl']);
    expect(await refused(helpVideo('2027-03-01', 'javascript:alert(1)'))).toEqual(['videoUrl']);
    expect(await refused(helpVideo('2027-03-01', 'https://video.example.uz/a b.mp4'))).toEqual(['videoUrl']);
    const video = 'https://video.example.uz/car-rent.mp4';
    expect(await refused(helpVideo('2027-03-01', video, { captionsRu: '1\n00:00 --> 00:01\nsalom' }))).toEqual([
      'captionsRu',
    ]);
    expect(
      await refused(helpVideo('2027-03-01', video, { captionsUzLatn: `WEBVTT\n\n${'x'.repeat(12_001)}` })),
    ).toEqual(['captionsUzLatn']);
    expect(await refused(helpVideo('2027-03-01', video, { topic: 'flat-rent' }))).toEqual(['topic']);
    // Captions of the longest length in all three languages, in Cyrillic, still fit the request's body.
    const longest = `WEBVTT\n\n${'ж'.repeat(12_000 - 8)}`;
    const full = await operator.post(
      '/operator/reference/changes',
      helpVideo('2027-03-01', video, { captionsUzLatn: longest, captionsUzCyrl: longest, captionsRu: longest }),
    );
    expect(full.status).toBe(201);
    expect((await operator.post('/operator/reference/changes', helpVideo('2027-02-01', video))).body).toMatchObject({
      code: 'CHANGE_IN_THE_PAST',
    });
  });
});
