import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { EVENT_STORE, type EventStore, ProjectorRunner, RegistrationNumbering } from '@rent/backend';
import { contractStreamId, formatPosition, SYSTEM_ACTOR, tashkentDate } from '@rent/domain';
import { aContract, aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { pdfPagesText } from './support/pdf-reading.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Spec §3 "registration number": every registered contract gets a short number of the portal's own,
// `YYYY-RR-NNNNNNN` (year, region, place in the series), taken in the registration's own transaction and
// kept in its event. What the parties and the public check: twenty registrations at once get twenty
// numbers, one after the other; a refused registration takes none; the number is on the contract, in the
// list, on the public view and the certificate, found by search and by a direct lookup; a rebuild keeps
// it; a contract registered before numbers gets one at start.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let stranger: ApiClient;
let OBJECT: string;
let TENANT: string;
/** The series of this year in Tashkent city (the fixtures' objects are there, SOATO 1726). */
let SERIES: string;

beforeAll(async () => {
  t = await startApp();
  const [owner, tenant, other] = [await aLegalEntity(t), await anIndividual(t), await aLegalEntity(t)];
  OBJECT = await aProperty(t, owner.partyId, { totalArea: 5000 });
  TENANT = tenant.partyId;
  [lessor, lessee, stranger] = await Promise.all([
    ApiClient.signIn(t.baseUrl, owner),
    ApiClient.signIn(t.baseUrl, tenant),
    ApiClient.signIn(t.baseUrl, other),
  ]);
  SERIES = `${tashkentDate(new Date()).slice(0, 4)}-26-`;
});
afterAll(() => t.close());

const seen = (position: string) => {
  for (const c of [lessor, lessee, stranger]) c.readAfter(position);
};
const sequence = (registrationNumber: string) => Number(registrationNumber.slice(SERIES.length));
const eventCount = async () =>
  Number((await t.app.get(DataSource).query('SELECT count(*) AS n FROM events'))[0].n as string);

async function numberOf(id: string): Promise<string> {
  const res = await lessor.get(`/contracts/${id}`);
  expect(res.status).toBe(200);
  return res.body.registrationNumber as string;
}

describe('registration numbers', () => {
  const ids: string[] = [];

  it('gives twenty registrations made at once twenty numbers of the series, one after the other', async () => {
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        aContract(lessor, { lesseeId: TENANT, cadastralNumber: OBJECT }, { contractNumber: `RN-${i}` }),
      ),
    );
    for (const m of made) seen(m.position);
    ids.push(...made.map((m) => m.id));
    const numbers = await Promise.all(ids.map(numberOf));
    for (const n of numbers) expect(n).toMatch(new RegExp(`^${SERIES}\\d{7}$`));
    expect(new Set(numbers).size).toBe(20);
    const sequences = numbers.map(sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => sequences[0]! + i));
  });

  it('takes no number for a registration refused in its decision: the next one gets the next number', async () => {
    const last = Math.max(...(await Promise.all(ids.map(numberOf))).map(sequence));
    const small = await aProperty(t, (await lessor.get('/oauth/account')).body.tin as string, { totalArea: 15 });
    const first = await aContract(lessor, { lesseeId: TENANT, cadastralNumber: small }, { area: 10 });
    seen(first.position);
    expect(sequence(await numberOf(first.id))).toBe(last + 1);
    // Only 5 m² are left: refused on the property's stream, after the series was held.
    const before = await eventCount();
    const refused = await lessor.post('/contracts', aRegistration({ lesseeId: TENANT, cadastralNumber: small }));
    expect(refused.status).toBe(409);
    expect(await eventCount()).toBe(before);
    const next = await aContract(lessor, { lesseeId: TENANT, cadastralNumber: OBJECT });
    seen(next.position);
    expect(sequence(await numberOf(next.id))).toBe(last + 2);
    ids.push(first.id, next.id);
  });

  it('holds the series only once the rest is decided: a registration waiting on its object holds back none of the region', async () => {
    const db = t.app.get(DataSource);
    const busy = await aProperty(t, (await lessor.get('/oauth/account')).body.tin as string, { totalArea: 100 });
    // Another decision on the object is under way (a long one, or one stuck on a slow link): it holds the
    // object's stream until it commits.
    const other = db.createQueryRunner();
    await other.connect();
    await other.startTransaction();
    await other.query('SELECT * FROM rent_hold_stream($1)', [`property-${busy}`]);
    const lockWaits = async () =>
      Number(
        (
          await db.query(
            `SELECT count(*) AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
          )
        )[0].n as string,
      );
    const waiting = lessor.post('/contracts', aRegistration({ lesseeId: TENANT, cadastralNumber: busy }));
    while ((await lockWaits()) < 1) await new Promise((r) => setTimeout(r, 20));
    // The same region's next registration, on another object, while the first waits on its own.
    let settled = false;
    const next = aContract(lessor, { lesseeId: TENANT, cadastralNumber: OBJECT }).finally(() => (settled = true));
    let held = false;
    while (!settled && !held) {
      held = (await lockWaits()) > 1;
      await new Promise((r) => setTimeout(r, 20));
    }
    await other.commitTransaction();
    await other.release();
    expect(held).toBe(false);
    const [first, second] = [await waiting, await next];
    expect(first.status).toBe(201);
    seen(first.body.position as string);
    seen(second.position);
    // Numbered in the order they took the series: the one that did not wait first.
    expect(sequence(await numberOf(first.body.id as string))).toBe(sequence(await numberOf(second.id)) + 1);
    ids.push(second.id, first.body.id as string);
  });

  it('shows the number to both parties, on the contract and in the list', async () => {
    const id = ids[0]!;
    const number = await numberOf(id);
    expect((await lessee.get(`/contracts/${id}`)).body.registrationNumber).toBe(number);
    const listed = (await lessee.get('/contracts?filter={"box":"incoming"}&range=[0,99]')).body as {
      id: string;
      registrationNumber: string;
    }[];
    expect(listed.find((c) => c.id === id)?.registrationNumber).toBe(number);
  });

  it('finds a contract by its number in the list search, whole or in part, and by the number filter', async () => {
    const id = ids[3]!;
    const number = await numberOf(id);
    const search = async (client: ApiClient, filter: Record<string, string>) =>
      (
        (await client.get(`/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`)).body as {
          id: string;
        }[]
      ).map((c) => c.id);
    expect(await search(lessor, { q: number })).toEqual([id]);
    expect(await search(lessee, { q: number })).toEqual([id]);
    expect(await search(lessor, { number: number.slice(-9) })).toEqual([id]);
    expect(await search(stranger, { q: number })).toEqual([]);
  });

  it('looks a contract up directly by its number, for its parties only', async () => {
    const id = ids[4]!;
    const number = await numberOf(id);
    const found = await lessee.get(`/contracts/by-number/${number}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id, registrationNumber: number, viewerRole: 'LESSEE' });
    expect((await stranger.get(`/contracts/by-number/${number}`)).status).toBe(404);
    expect((await lessor.get(`/contracts/by-number/${SERIES}9999999`)).status).toBe(404);
    expect((await lessor.get('/contracts/by-number/not-a-number')).status).toBe(404);
  });

  it('prints the number on the public view and on the certificate once the contract is confirmed', async () => {
    const id = ids[5]!;
    const number = await numberOf(id);
    const confirmed = await lessee.post(`/contracts/${id}/confirm`, {});
    expect(confirmed.status).toBe(200);
    seen(confirmed.body.position);
    const contract = (await lessor.get(`/contracts/${id}`)).body as { beginDate: string; endDate: string };
    const view = await new ApiClient(t.baseUrl).get(
      `/public/contracts/${id}?beginDate=${contract.beginDate}&endDate=${contract.endDate}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.registrationNumber).toBe(number);
    const pdf = await fetch(`${t.baseUrl}/contracts/${id}/certificate?lang=ru`, {
      headers: { authorization: `Bearer ${lessor.token}`, 'x-read-after': confirmed.body.position as string },
    });
    expect(pdf.status).toBe(200);
    const text = (await pdfPagesText(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    // The number in its row, where the 36-character id stood (the id stays only in the QR code's link).
    expect(text).toContain(`Регистрационный номер ${number}`);
  });

  it('keeps every number through a rebuild of the contract summary', async () => {
    const before = await Promise.all(ids.map(numberOf));
    await t.app.get(ProjectorRunner).rebuild('contract-summary');
    expect(await Promise.all(ids.map(numberOf))).toEqual(before);
    expect(
      (
        (await lessor.get(`/contracts?filter=${encodeURIComponent(JSON.stringify({ q: before[7] }))}`)).body as {
          id: string;
        }[]
      ).map((c) => c.id),
    ).toEqual([ids[7]]);
  });

  it('numbers a contract registered before numbers, once, in the series of the year and region it was registered in', async () => {
    // A registration as the portal wrote it before it numbered contracts: no number in its event.
    const id = randomUUID();
    const owner = (await lessor.get('/oauth/account')).body as { tin: string; name: string };
    const { lastPosition } = await t.app.get<EventStore>(EVENT_STORE).appendToStream(
      contractStreamId(id),
      0,
      [
        {
          type: 'ContractCreated',
          data: {
            contractId: id,
            kind: 'OTHER_RENT',
            contractNumber: 'OLD-1',
            contractDate: '2025-03-01',
            lessor: { id: owner.tin, type: 'LEGAL', name: owner.name },
            lessee: { id: TENANT, type: 'INDIVIDUAL', name: 'Tenant' },
            initiatorId: owner.tin,
            counterpartId: TENANT,
            property: { cadastralNumber: OBJECT, address: 'Toshkent', totalArea: 5000 },
            area: 10,
            monthlyPayment: 3_000_000,
            beginDate: '2025-03-01',
            endDate: '2026-02-28',
            purpose: null,
            createdAt: '2025-03-01T06:00:00.000Z',
          },
        },
      ],
      {
        actor: { kind: 'party', userId: 'old', partyId: owner.tin, name: owner.name },
        correlationId: id,
        causationId: null,
      },
    );
    seen(formatPosition(lastPosition));
    expect((await lessor.get(`/contracts/${id}`)).body.registrationNumber).toBeNull();

    const numbering = t.app.get(RegistrationNumbering);
    expect(await numbering.numberOlderContracts()).toBe(1);
    const history = await t.app
      .get(DataSource)
      .query(`SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version`, [
        contractStreamId(id),
      ]);
    expect(history.map((e: { type: string }) => e.type)).toEqual(['ContractCreated', 'ContractNumbered']);
    expect(history[1].metadata.actor).toEqual(SYSTEM_ACTOR);
    const number = history[1].data.registrationNumber as string;
    // The series of 2025 in Tashkent city, which no registration of this run has used: its first number.
    expect(number).toBe('2025-26-0000001');
    await t.app.get(ProjectorRunner).catchUp();
    expect((await lessor.get(`/contracts/${id}`)).body.registrationNumber).toBe(number);
    // Once: a second start finds nothing to number.
    expect(await numbering.numberOlderContracts()).toBe(0);
  });
});
