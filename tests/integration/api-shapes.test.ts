import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ProjectorRunner } from '@rent/backend';
import {
  accountSchema,
  bhmAmountSchema,
  cadastralObjectLookupSchema,
  commandResultSchema,
  companyLookupSchema,
  contractHoldersSchema,
  contractRecordSchema,
  devSmsSchema,
  employeeSchema,
  employerSchema,
  exportStatusSchema,
  formSettingsSchema,
  helpVideoSchema,
  historyEntrySchema,
  infoPanelSchema,
  minimumRateTableSchema,
  notificationMarkedSchema,
  objectMinimumRateSchema,
  openedContractSchema,
  partyLookupSchema,
  partyProfileSchema,
  pendingSignInSchema,
  phoneChallengeSchema,
  portalNotificationSchema,
  publicContractSchema,
  publicNotificationSchema,
  ratingSummarySchema,
  renewedSessionSchema,
  rentablePropertySchema,
  sessionAnswerSchema,
  signInChallengeSchema,
  signInStateSchema,
  studentLookupSchema,
  thirdPartyAvailabilitySchema,
  turnoverRowSchema,
  unreadCountSchema,
  vehicleLookupSchema,
} from '@rent/domain';
import { anIndividual, anOperator } from './fixtures/parties.js';
import { officeRent } from './support/office-rent.js';
import { ApiClient, demo, signInCode, smsIds, startApp, type TestApp, TestClock } from './support/test-app.js';

// The API answers in the shapes the domain declares and the frontend takes its types from: each answer
// holds exactly the schema's fields (strict: no field the frontend does not know of, none missing).

const clock = new TestClock(new Date('2026-11-20T09:00:00+05:00'));
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let id: string;
const commandResults: unknown[] = [];

/** The schema, strict at every level of objects it is made of (an answer's rows and nested objects). */
const strictly = (schema: z.ZodType): z.ZodType => {
  if (schema instanceof z.ZodObject)
    return z
      .object(
        Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, strictly(field as z.ZodType)])),
      )
      .strict();
  if (schema instanceof z.ZodArray) return z.array(strictly(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return strictly(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodUnion) return z.union((schema.options as z.ZodType[]).map(strictly));
  return schema;
};

const exactly = (schema: z.ZodType, body: unknown) => {
  const parsed = strictly(schema).safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
};

/** Each row of a list answer in the schema's shape, and at least one row to check. */
const rows = (schema: z.ZodType, body: unknown) => {
  expect(Array.isArray(body) && body.length > 0).toBe(true);
  exactly(z.array(schema), body);
};

beforeAll(async () => {
  t = await startApp({}, clock);
  [lessor, lessee] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'individual'),
  ]);
  const created = await lessor.post(
    '/contracts',
    officeRent('SHAPE-1', { area: 40, monthlyPayment: 6_500_000, purpose: 'Ofis' }),
  );
  expect(created.status).toBe(201);
  id = created.body.id;
  lessee.readAfter(created.body.position);
  const confirmed = await lessee.post(`/contracts/${id}/confirm`);
  expect(confirmed.status).toBe(200);
  commandResults.push(created.body, confirmed.body);
  lessor.readAfter(confirmed.body.position);
  lessee.readAfter(confirmed.body.position);
  // The public views have no write of their own to wait for: they are opened once every read model has it.
  await t.app.get(ProjectorRunner).catchUp();
});

afterAll(() => t.close());

describe('the shapes of the API’s answers', () => {
  it('the account', async () => {
    exactly(accountSchema, (await lessor.get('/oauth/account')).body);
  });

  it('what a command answers', () => {
    for (const body of commandResults) exactly(commandResultSchema, body);
  });

  it('a list’s rows and one contract opened by a party', async () => {
    const list = await lessor.get('/contracts?filter={"box":"accepted"}');
    rows(contractRecordSchema, list.body);
    const opened = await lessee.get(`/contracts/${id}`);
    exactly(openedContractSchema, opened.body);
    expect(opened.body).toMatchObject({ id, viewerRole: 'LESSEE', state: 20 });
  });

  it('a contract’s history, its holders and the party’s counts', async () => {
    rows(historyEntrySchema, (await lessee.get(`/contracts/${id}/history`)).body);
    const holders = await lessor.get(`/contracts/${id}/holders`);
    expect(holders.status).toBe(200);
    exactly(contractHoldersSchema, holders.body);
    exactly(infoPanelSchema, (await lessee.get('/contract/info-panel')).body);
  });

  it('the public view of a registered contract, and the public notice of its registration', async () => {
    const res = await new ApiClient(t.baseUrl).get(`/public/contracts/${id}?beginDate=2026-12-01&endDate=2027-11-30`);
    expect(res.status).toBe(200);
    exactly(publicContractSchema, res.body);
    const history = (await lessee.get(`/contracts/${id}/history`)).body as { eventId: string; eventType: string }[];
    const registered = history.find((e) => e.eventType === 'ContractConfirmed')!;
    const notice = await new ApiClient(t.baseUrl).get(
      `/public/notifications/${registered.eventId}?beginDate=2026-12-01&endDate=2027-11-30`,
    );
    expect(notice.status).toBe(200);
    exactly(publicNotificationSchema, notice.body);
  });

  it('a download of a list, as it is asked for and as it goes on', async () => {
    const labels = {
      title: 'Shartnomalar',
      columns: {
        registrationNumber: 'Roʻyxat raqami',
        counterpart: 'Kontragent',
        contractNumber: 'Raqami',
        contractDate: 'Sanasi',
        lessor: 'Beruvchi',
        lessee: 'Oluvchi',
        cadastralNumber: 'Kadastr',
        area: 'Maydon',
        monthlyPayment: 'Toʻlov',
        beginDate: 'Boshlanish',
        endDate: 'Tugash',
        state: 'Holati',
        remainingTerm: 'Qolgan muddat',
      },
      states: { '20': 'Tasdiqlangan' },
      term: { years: '%{count} yil', months: '%{count} oy', days: '%{count} kun', expired: 'Muddati tugagan' },
    };
    let status = await lessor.post('/contracts/exports', {
      format: 'xls',
      lang: 'uz-Latn',
      filter: { box: 'accepted' },
      labels,
    });
    expect(status.status).toBe(202);
    exactly(exportStatusSchema, status.body);
    // Followed to its end, so that no job is left writing when the app closes.
    for (let i = 0; i < 300 && !['done', 'failed'].includes(status.body.state); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await lessor.get(`/contracts/exports/${status.body.id}`);
      exactly(exportStatusSchema, status.body);
    }
    expect(status.body.state).toBe('done');
  });

  it('a party’s notifications: the latest, how many are unread, one marked read', async () => {
    const latest = (await lessee.get('/notifications?range=[0,9]')).body as { id: string }[];
    rows(portalNotificationSchema, latest);
    exactly(unreadCountSchema, (await lessee.get('/notifications/unread-count')).body);
    const marked = await lessee.post(`/notifications/${latest[0]!.id}/read`);
    expect(marked.status).toBe(200);
    exactly(notificationMarkedSchema, marked.body);
    const again = await lessee.post(`/notifications/${latest[0]!.id}/read`);
    exactly(notificationMarkedSchema, again.body);
    rows(portalNotificationSchema, (await lessee.get('/notifications?range=[0,9]')).body);
  });

  it('the service rating, a help video and the development SMS page', async () => {
    exactly(ratingSummarySchema, (await new ApiClient(t.baseUrl).get('/ratings/summary')).body);
    const rated = await lessee.post('/ratings', { score: 5, comment: 'Qulay' });
    expect(rated.status).toBe(201);
    exactly(ratingSummarySchema, rated.body);
    exactly(helpVideoSchema, (await lessee.get('/help/videos/car-rent')).body);
    rows(devSmsSchema, (await new ApiClient(t.baseUrl).get(`/dev/sms?phone=${demo('individual').phone}`)).body);
  });

  it('the reference figures a form and the reference pages show', async () => {
    exactly(minimumRateTableSchema, (await lessor.get('/reference/minimum-rates')).body);
    exactly(
      objectMinimumRateSchema,
      (await lessor.get('/reference/minimum-rent?cadastralNumber=10:09:03:01:02:0017&date=2026-12-01')).body,
    );
    exactly(formSettingsSchema, (await lessor.get('/reference/form-settings')).body);
    exactly(bhmAmountSchema, (await lessor.get('/reference/bhm?date=2026-11-22')).body);
  });

  it('the registries’ lookups, the party’s own objects and vehicles, and its profile', async () => {
    exactly(partyLookupSchema, (await lessor.get('/catalog-general/party/302345678')).body);
    exactly(companyLookupSchema, (await lessor.get('/catalog-general/yur-np1/302345678')).body);
    exactly(studentLookupSchema, (await lessor.get('/catalog-general/student/62206050270028')).body);
    exactly(cadastralObjectLookupSchema, (await lessor.get('/catalog-general/cadastre/10:09:03:01:02:0017')).body);
    exactly(vehicleLookupSchema, (await lessor.get('/catalog-general/vehicle/01456abd')).body);
    rows(vehicleLookupSchema, (await lessor.get('/catalog-general/my-vehicles')).body);
    rows(rentablePropertySchema, (await lessor.get('/catalog-general/my-properties')).body);
    exactly(partyProfileSchema, (await lessor.get('/account/party')).body);
  });

  it('a warehouse contract’s turnovers', async () => {
    const legal = await ApiClient.signIn(t.baseUrl, 'legal');
    const created = await lessor.post('/contracts', {
      kind: 'WAREHOUSE',
      contractNumber: 'SHAPE-2',
      contractDate: '2026-11-20',
      lesseeId: demo('legal').login,
      cadastralNumber: '10:11:01:04:05:0205',
      area: 100,
      monthlyPayment: 5_000_000,
      beginDate: '2026-12-01',
      endDate: '2028-11-30',
      turnoverBasis: 'TURNOVER',
      turnoverRate: 2,
    });
    expect(created.status).toBe(201);
    expect((await legal.readAfter(created.body.position).post(`/contracts/${created.body.id}/confirm`)).status).toBe(
      200,
    );
    clock.set('2027-03-01T10:00:00+05:00');
    const recorded = await lessor
      .readAfter(legal.lastWrite!)
      .post(`/contracts/${created.body.id}/record-turnover`, { year: 2026, amount: 100_000_000 });
    expect(recorded.status).toBe(200);
    rows(
      turnoverRowSchema,
      (await legal.readAfter(recorded.body.position).get(`/contracts/${created.body.id}/turnovers`)).body,
    );
  });

  it('signing in: the challenge, its state while it waits and once approved, the sign-ins a signed-in device sees, the session and its renewal', async () => {
    const person = await anIndividual(t);
    const device = await ApiClient.signIn(t.baseUrl, person);
    exactly(thirdPartyAvailabilitySchema, (await new ApiClient(t.baseUrl).get('/auth/third-party')).body);
    const password = { type: person.loginType, login: person.login, password: person.password };

    const waiting = new ApiClient(t.baseUrl);
    const approved = await waiting.post('/auth/login', password);
    exactly(signInChallengeSchema, approved.body);
    const state = () => waiting.get(`/auth/login/${approved.body.challengeId}/state`);
    exactly(signInStateSchema, (await state()).body);
    rows(pendingSignInSchema, (await device.get('/auth/pending-sign-ins')).body);
    expect((await device.post(`/auth/pending-sign-ins/${approved.body.challengeId}/approve`)).status).toBe(204);
    const handedOver = await state();
    expect(handedOver.body.state).toBe('approved');
    exactly(signInStateSchema, handedOver.body);

    const browser = new ApiClient(t.baseUrl);
    const seen = await smsIds(t.baseUrl, person.phone);
    const challenge = await browser.post('/auth/login', password);
    const session = await browser.post('/auth/login/confirm', {
      challengeId: challenge.body.challengeId,
      code: await signInCode(t.baseUrl, person.phone, seen),
    });
    expect(session.status).toBe(200);
    exactly(sessionAnswerSchema, session.body);
    exactly(renewedSessionSchema, (await browser.post('/auth/refresh')).body);
  });

  it('a legal entity’s employees, the entities a person works for, a phone change asked for, an operator’s backdoor session', async () => {
    const person = await anIndividual(t);
    const added = await lessor.post('/employees', { pinfl: person.partyId });
    exactly(employeeSchema, added.body);
    rows(employeeSchema, (await lessor.get('/employees')).body);
    const employee = await ApiClient.signIn(t.baseUrl, person);
    rows(employerSchema, (await employee.get('/account/employers')).body);
    const phoneChange = await employee.post('/account/phone', { phone: '998907777778', password: person.password });
    expect(phoneChange.status).toBe(200);
    exactly(phoneChallengeSchema, phoneChange.body);
    const operator = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR', 'BACKDOOR']));
    const entered = await operator.post(`/operator/backdoor/by-tin/${demo('lessor').login}`, {
      reason: 'Murojaat № 17 boʻyicha tekshiruv',
    });
    expect(entered.status).toBe(201);
    exactly(sessionAnswerSchema, entered.body);
  });
});
