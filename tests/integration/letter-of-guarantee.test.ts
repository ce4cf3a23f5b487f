import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ContractJobsProcessor, ProjectorRunner } from '@rent/backend';
import { tashkentDate } from '@rent/domain';
import { aLegalEntity, anIndividual, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, TestClock, type TestApp } from './support/test-app.js';

// Rent on a letter of guarantee: preliminary data for a legal entity registered in the last ten days,
// which must be followed by a real contract within ten days of its state registration; a job flags the
// ones that were not. The new entity here was registered three days before the test.
let t: TestApp;
let lessor: ApiClient;
const clock = new TestClock(new Date());
/** A calendar date in Tashkent, where the portal's days turn (UTC+5). */
const day = (offset: number) => tashkentDate(new Date(Date.now() + offset * 24 * 3600 * 1000));

/** The lessor's building, a new entity, one registered long ago, and a person renting out a flat. */
let BUILDING: string;
let NEW_ENTITY: string;
let OLD_ENTITY: string;
let owner: Party;

beforeAll(async () => {
  t = await startApp({}, clock);
  const lessorParty = await aLegalEntity(t);
  BUILDING = await aProperty(t, lessorParty.partyId, { totalArea: 1200 });
  NEW_ENTITY = (await aLegalEntity(t, { registeredAt: day(-3) })).partyId;
  OLD_ENTITY = (await aLegalEntity(t)).partyId;
  owner = await anIndividual(t);
  lessor = await ApiClient.signIn(t.baseUrl, lessorParty);
});
afterAll(() => t.close());

let seq = 0;
const letter = (overrides: Record<string, unknown> = {}) => ({
  kind: 'LETTER_OF_GUARANTEE',
  contractNumber: `KX-${++seq}`,
  contractDate: day(0),
  lesseeId: NEW_ENTITY,
  cadastralNumber: BUILDING,
  area: 50,
  monthlyPayment: 3_000_000,
  beginDate: day(1),
  endDate: day(365),
  ...overrides,
});

/**
 * Moves the clock past the deadline and runs the sweep. The letters' delayed jobs are scheduled first, at
 * today's clock, so they wait for their real deadline and the sweep alone decides here.
 */
async function afterDeadline() {
  await t.app.get(ProjectorRunner).catchUp();
  clock.set(new Date(Date.now() + 9 * 24 * 3600 * 1000).toISOString());
  await t.app.get(ProjectorRunner).catchUp();
  const swept = await t.app.get(ContractJobsProcessor).sweep();
  // What the sweep wrote reaches the read models before the test reads them.
  await t.app.get(ProjectorRunner).catchUp();
  return swept;
}

describe('letter of guarantee', () => {
  it('a legal entity registered long ago cannot be the lessee of a letter of guarantee', async () => {
    const res = await lessor.post('/contracts', letter({ lesseeId: OLD_ENTITY }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'GUARANTEE_LESSEE_NOT_NEW',
      errors: { lesseeId: 'errors.guaranteeLesseeNotNew' },
    });
  });

  let overdue = '';
  let followed = '';
  it('a newly registered entity’s letter records the deadline: ten days from its state registration', async () => {
    const res = await lessor.post('/contracts', letter({ contractNumber: 'KX-OVERDUE' }));
    expect(res.status).toBe(201);
    overdue = res.body.id;
    lessor.readAfter(res.body.position);
    expect((await lessor.get(`/contracts/${overdue}`)).body).toMatchObject({
      kind: 'LETTER_OF_GUARANTEE',
      guaranteeStatus: null,
      details: { guarantee: { lesseeRegisteredAt: day(-3), deadline: day(7) } },
    });
  });

  it('after the deadline, a letter followed by a real contract is fulfilled; one without is flagged, once', async () => {
    // Another lessor's letter to the same new entity, followed by a real contract between them.
    const person = await ApiClient.signIn(t.baseUrl, owner);
    const flat = {
      cadastralNumber: await aProperty(t, owner.partyId, {
        totalArea: 68.4,
        propertyType: 'APARTMENT',
        propertyUse: 'RESIDENTIAL',
      }),
      area: 30,
      monthlyPayment: 1_000_000,
    };
    const second = await person.post('/contracts', letter({ contractNumber: 'KX-FOLLOWED', ...flat }));
    expect(second.status).toBe(201);
    followed = second.body.id;
    const real = await person.post('/contracts', {
      ...letter({ contractNumber: 'REAL-1', ...flat }),
      kind: 'OTHER_RENT',
    });
    expect(real.status).toBe(201);

    const swept = await afterDeadline();
    expect(swept.guarantees).toBe(2);
    lessor.readAfter(real.body.position);
    person.readAfter(real.body.position);
    expect((await lessor.get(`/contracts/${overdue}`)).body.guaranteeStatus).toBe('OVERDUE');
    expect((await person.get(`/contracts/${followed}`)).body.guaranteeStatus).toBe('FOLLOWED');
    const history = (await lessor.get(`/contracts/${overdue}/history`)).body as {
      eventType: string;
      actorKind: string;
      details: unknown;
    }[];
    expect(history.at(-1)).toMatchObject({
      eventType: 'GuaranteeDeadlineMissed',
      actorKind: 'system',
      details: { deadline: day(7) },
    });
    const fulfilled = (await person.get(`/contracts/${followed}/history`)).body as {
      eventType: string;
      details: unknown;
    }[];
    expect(fulfilled.at(-1)).toMatchObject({ eventType: 'GuaranteeFollowed', details: { byContractNumber: 'REAL-1' } });
    // Checked once: the next sweep finds nothing to do.
    expect((await afterDeadline()).guarantees).toBe(0);
  });

  it('the check sees a real contract registered a moment before it, without waiting for any read model', async () => {
    clock.set(new Date().toISOString());
    const third = await lessor.post('/contracts', letter({ contractNumber: 'KX-JUST' }));
    expect(third.status).toBe(201);
    // Its delayed check is scheduled at today's clock, so it waits for the real deadline and this one decides.
    await t.app.get(ProjectorRunner).catchUp();
    clock.set(new Date(Date.now() + 9 * 24 * 3600 * 1000).toISOString());
    const real = await lessor.post('/contracts', { ...letter({ contractNumber: 'REAL-JUST' }), kind: 'OTHER_RENT' });
    expect(real.status).toBe(201);
    // At once: the summary may not have the real contract yet; the check brings it up to date first.
    expect(await t.app.get(ContractJobsProcessor).checkGuarantee(third.body.id)).toBe(true);
    await t.app.get(ProjectorRunner).catchUp();
    const history = (await lessor.get(`/contracts/${third.body.id}/history`)).body as {
      eventType: string;
      details: unknown;
    }[];
    expect(history.at(-1)).toMatchObject({
      eventType: 'GuaranteeFollowed',
      details: { byContractNumber: 'REAL-JUST' },
    });
  });
});
