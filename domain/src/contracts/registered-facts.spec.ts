import { describe, expect, it } from '@jest/globals';
import type { ContractCreated } from './contract-events.js';
import { publicFacts, registeredFacts } from './registered-facts.js';

const company = {
  id: '301234567',
  type: 'LEGAL',
  name: '«Savdo» MChJ',
  registeredAt: '2015-03-12',
  head: 'Nazarov Bekzod Olimovich',
  legalAddress: 'Toshkent sh., Amir Temur koʻchasi, 107',
  actualAddress: 'Toshkent sh., Mustaqillik shoh koʻchasi, 59',
  registrationDivision: 'Yunusobod tumani inspeksiyasi',
  founders: [{ name: 'Nazarov Bekzod Olimovich', id: null, sharePercent: 100 }],
} as const;

const person = {
  id: '31012850123453',
  type: 'INDIVIDUAL',
  name: 'Aliyev Vali Karimovich',
  residenceAddress: 'Toshkent sh., Buyuk Ipak Yoʻli koʻchasi, 45-uy, 12-xonadon',
  actualAddress: 'Toshkent sh., Shota Rustaveli koʻchasi, 22-uy',
  socialStatus: 'EMPLOYED',
  maritalStatus: 'MARRIED',
} as const;

const created = (data: Partial<ContractCreated['data']>): ContractCreated['data'] => ({
  contractId: 'c1',
  kind: 'OTHER_RENT',
  contractNumber: 'N-1',
  contractDate: '2026-11-27',
  lessor: { ...company, founders: [...company.founders] },
  lessee: person,
  initiatorId: company.id,
  counterpartId: person.id,
  property: {
    cadastralNumber: '10:09:03:01:02:0017',
    address: 'Toshkent sh., Amir Temur koʻchasi, 107',
    totalArea: 850.5,
    regionSoato: '1726',
    propertyType: 'NON_RESIDENTIAL',
    ownershipType: 'PRIVATE',
    buildingName: '«Amir Temur Plaza»',
    floor: 3,
    room: '305',
    storeys: 9,
    yearBuilt: 2008,
  },
  area: 40,
  monthlyPayment: 2_000_000,
  beginDate: '2026-12-01',
  endDate: '2027-11-30',
  purpose: null,
  createdAt: '2026-11-27T03:00:00.000Z',
  ...data,
});

describe('the parties and the object as registered (spec §3)', () => {
  it('keeps what the registries gave of each party and of the object', () => {
    const facts = registeredFacts(created({}));
    expect(facts.lessor).toMatchObject({
      head: company.head,
      legalAddress: company.legalAddress,
      actualAddress: company.actualAddress,
      residenceAddress: null,
      registeredAt: '2015-03-12',
      registrationDivision: company.registrationDivision,
      founders: company.founders,
      socialStatus: null,
    });
    expect(facts.lessee).toMatchObject({
      head: null,
      legalAddress: null,
      residenceAddress: person.residenceAddress,
      actualAddress: person.actualAddress,
      socialStatus: 'EMPLOYED',
      maritalStatus: 'MARRIED',
    });
    expect(facts.property).toEqual({
      cadastralNumber: '10:09:03:01:02:0017',
      address: 'Toshkent sh., Amir Temur koʻchasi, 107',
      propertyType: 'NON_RESIDENTIAL',
      ownershipType: 'PRIVATE',
      buildingName: '«Amir Temur Plaza»',
      floor: 3,
      room: '305',
      storeys: 9,
      yearBuilt: 2008,
    });
  });

  it('reads an event written before the facts were kept: names only, every other fact null', () => {
    const facts = registeredFacts(
      created({
        lessor: { id: company.id, type: 'LEGAL', name: company.name, registeredAt: company.registeredAt },
        lessee: { id: person.id, type: 'INDIVIDUAL', name: person.name },
        property: { cadastralNumber: '10:09:03:01:02:0017', address: 'Toshkent sh.', totalArea: 850.5 },
      }),
    );
    expect(facts.lessee).toEqual({
      id: person.id,
      type: 'INDIVIDUAL',
      name: person.name,
      head: null,
      legalAddress: null,
      actualAddress: null,
      residenceAddress: null,
      registeredAt: null,
      registrationDivision: null,
      founders: null,
      socialStatus: null,
      maritalStatus: null,
    });
    expect(facts.lessor.head).toBeNull();
    expect(facts.property).toMatchObject({ floor: null, storeys: null, yearBuilt: null, ownershipType: null });
  });

  it('a vehicle is described by its own details, not as an object of the cadastre', () => {
    expect(registeredFacts(created({ kind: 'CAR_RENT' })).property).toBeNull();
  });
});

describe('what the public view may show of them', () => {
  const shown = publicFacts(registeredFacts(created({})));

  it("shows a legal entity's public registry record, not its founders or actual address", () => {
    expect(shown.lessor).toEqual({
      type: 'LEGAL',
      head: company.head,
      legalAddress: company.legalAddress,
      registeredAt: '2015-03-12',
      registrationDivision: company.registrationDivision,
    });
  });

  it('shows nothing of a person but the kind of party: no address, social or marital status', () => {
    expect(shown.lessee).toEqual({ type: 'INDIVIDUAL' });
    const soleProprietor = publicFacts(
      registeredFacts(created({ lessee: { ...person, type: 'YATT', registeredAt: '2019-05-14' } })),
    );
    expect(soleProprietor.lessee).toEqual({ type: 'YATT' });
  });

  it('shows what the object is, not where in the building (floor, room) nor its address', () => {
    expect(shown.property).toEqual({
      propertyType: 'NON_RESIDENTIAL',
      ownershipType: 'PRIVATE',
      buildingName: '«Amir Temur Plaza»',
      storeys: 9,
      yearBuilt: 2008,
    });
  });
});
