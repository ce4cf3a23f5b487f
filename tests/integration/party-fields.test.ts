import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { aContract } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { pdfPagesText } from './support/pdf-reading.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Spec §3's party and property fields: a contract keeps what the tax registry, the population registry
// and the cadastre said of its parties and its object when it was registered; both parties see it on the
// contract, a stranger gets nothing, and the public view shows a legal entity's registry record and what
// the object is, never a person's addresses or status nor where in the building the object is.
let t: TestApp;
let owner: Party;
let tenant: Party;
let lessor: ApiClient;
let lessee: ApiClient;
let stranger: ApiClient;
let OBJECT: string;

const FOUNDERS = [
  { name: 'Founderov Akmal', id: null, sharePercent: 70 },
  { name: '«Holding» AJ', id: '300000001', sharePercent: 30 },
];
const ACTUAL_OFFICE = 'Toshkent sh., Mustaqillik shoh koʻchasi, 59';
const LIVES_AT = 'Toshkent sh., Shota Rustaveli koʻchasi, 22-uy, 5-xonadon';

beforeAll(async () => {
  t = await startApp();
  owner = await aLegalEntity(t, {
    actualAddress: ACTUAL_OFFICE,
    registrationDivision: 'Yunusobod tumani Davlat xizmatlari markazi',
    founders: FOUNDERS,
  });
  tenant = await anIndividual(t, 'INDIVIDUAL', {
    actualAddress: LIVES_AT,
    socialStatus: 'PENSIONER',
    maritalStatus: 'WIDOWED',
  });
  OBJECT = await aProperty(t, owner.partyId, {
    ownershipType: 'PRIVATE',
    buildingName: '«Fixture Plaza»',
    floor: 3,
    room: 'R-305',
    storeys: 9,
    yearBuilt: 2008,
  });
  const other = await aLegalEntity(t);
  [lessor, lessee, stranger] = await Promise.all([
    ApiClient.signIn(t.baseUrl, owner),
    ApiClient.signIn(t.baseUrl, tenant),
    ApiClient.signIn(t.baseUrl, other),
  ]);
});
afterAll(() => t.close());

const seen = (position: string) => {
  for (const c of [lessor, lessee, stranger]) c.readAfter(position);
};
const registryRow = async (table: string, key: string, id: string) =>
  (await t.app.get(DataSource).query(`SELECT * FROM ${table} WHERE ${key} = $1`, [id]))[0] as Record<string, unknown>;

describe('party and property fields of a contract', () => {
  let id: string;

  beforeAll(async () => {
    const made = await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: OBJECT });
    seen(made.position);
    id = made.id;
  });

  it("shows the lessee the lessor's legal and actual addresses, head, registration and founders", async () => {
    const res = await lessee.get(`/contracts/${id}`);
    expect(res.status).toBe(200);
    const legal = await registryRow('taxpayers', 'tin', owner.partyId);
    expect(res.body.registered.lessor).toEqual({
      id: owner.partyId,
      type: 'LEGAL',
      name: owner.name,
      head: legal.director,
      legalAddress: legal.address,
      actualAddress: ACTUAL_OFFICE,
      residenceAddress: null,
      registeredAt: '2020-01-01',
      registrationDivision: 'Yunusobod tumani Davlat xizmatlari markazi',
      founders: FOUNDERS,
      socialStatus: null,
      maritalStatus: null,
    });
  });

  it("shows the lessor the lessee's residence and actual addresses and social and marital status", async () => {
    const res = await lessor.get(`/contracts/${id}`);
    const person = await registryRow('individuals', 'pinfl', tenant.partyId);
    expect(res.body.registered.lessee).toMatchObject({
      id: tenant.partyId,
      type: 'INDIVIDUAL',
      head: null,
      legalAddress: null,
      residenceAddress: person.address,
      actualAddress: LIVES_AT,
      socialStatus: 'PENSIONER',
      maritalStatus: 'WIDOWED',
    });
  });

  it('shows both parties the object as the cadastre described it: building, floor, room, storeys, year built', async () => {
    for (const party of [lessor, lessee]) {
      const res = await party.get(`/contracts/${id}`);
      expect(res.body.registered.property).toEqual({
        cadastralNumber: OBJECT,
        address: res.body.address,
        propertyType: 'NON_RESIDENTIAL',
        ownershipType: 'PRIVATE',
        buildingName: '«Fixture Plaza»',
        floor: 3,
        room: 'R-305',
        storeys: 9,
        yearBuilt: 2008,
      });
    }
  });

  it('keeps them as registered when the registries change later', async () => {
    // A later extract of the population registry: the person moved and married.
    await t.app
      .get(DataSource)
      .query(
        `UPDATE individuals SET actual_address = 'Samarqand sh., boshqa uy', marital_status = 'MARRIED' WHERE pinfl = $1`,
        [tenant.partyId],
      );
    const res = await lessor.get(`/contracts/${id}`);
    expect(res.body.registered.lessee).toMatchObject({ actualAddress: LIVES_AT, maritalStatus: 'WIDOWED' });
    // A contract registered now takes what the registry says now.
    const next = await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: OBJECT });
    seen(next.position);
    const now = await lessor.get(`/contracts/${next.id}`);
    expect(now.body.registered.lessee).toMatchObject({
      actualAddress: 'Samarqand sh., boshqa uy',
      maritalStatus: 'MARRIED',
    });
  });

  it('gives a stranger nothing of them, and no list row carries them', async () => {
    const res = await stranger.get(`/contracts/${id}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(LIVES_AT);
    const list = await lessor.get('/contracts?filter={"box":"sent"}');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    for (const row of list.body as Record<string, unknown>[]) expect(row).not.toHaveProperty('registered');
  });

  it("shows on the public view the legal entity's record and what the object is, nothing of the person's", async () => {
    const confirmed = await lessee.post(`/contracts/${id}/confirm`, {});
    expect(confirmed.status).toBe(200);
    seen(confirmed.body.position);
    const contract = (await lessor.get(`/contracts/${id}`)).body as { beginDate: string; endDate: string };
    const view = await new ApiClient(t.baseUrl).get(
      `/public/contracts/${id}?beginDate=${contract.beginDate}&endDate=${contract.endDate}`,
    );
    expect(view.status).toBe(200);
    const legal = await registryRow('taxpayers', 'tin', owner.partyId);
    expect(view.body.facts).toEqual({
      lessor: {
        type: 'LEGAL',
        head: legal.director,
        legalAddress: legal.address,
        registeredAt: '2020-01-01',
        registrationDivision: 'Yunusobod tumani Davlat xizmatlari markazi',
      },
      lessee: { type: 'INDIVIDUAL' },
      property: {
        propertyType: 'NON_RESIDENTIAL',
        ownershipType: 'PRIVATE',
        buildingName: '«Fixture Plaza»',
        storeys: 9,
        yearBuilt: 2008,
      },
    });
    const person = await registryRow('individuals', 'pinfl', tenant.partyId);
    const text = JSON.stringify(view.body);
    for (const secret of [person.address as string, LIVES_AT, 'PENSIONER', 'WIDOWED', 'R-305', 'Founderov'])
      expect(text).not.toContain(secret);

    // The registration certificate prints what the public view shows, and no more.
    const pdf = await fetch(`${t.baseUrl}/contracts/${id}/certificate?lang=ru`, {
      headers: { authorization: `Bearer ${lessor.token}`, 'x-read-after': confirmed.body.position as string },
    });
    expect(pdf.status).toBe(200);
    const printed = (await pdfPagesText(new Uint8Array(await pdf.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
    expect(printed).toContain(`Арендодатель: юридический адрес ${legal.address as string}`);
    expect(printed).toContain(`Арендодатель: руководитель ${legal.director as string}`);
    expect(printed).toContain('Арендодатель: дата регистрации 01.01.2020');
    expect(printed).toContain('Форма собственности Частная');
    expect(printed).toContain('Этажность здания 9');
    expect(printed).toContain('Год постройки 2008');
    for (const secret of [person.address as string, LIVES_AT, 'Пенсионер', 'R-305', 'Founderov'])
      expect(printed).not.toContain(secret);
  });
});
