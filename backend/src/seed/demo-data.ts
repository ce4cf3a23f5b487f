import { type PropertyUseCode, tashkentDate } from '@rent/domain';
import type { LoginType } from '../identity/user.entity.js';
import type { CadastralObject } from '../registries/cadastral-object.entity.js';
import type { Student } from '../registries/student.entity.js';
import type { Vehicle } from '../registries/vehicle.entity.js';

/**
 * Demo data for a development machine and for the tests: a few taxpayers, people and cadastral objects,
 * and one account each for a legal entity lessor, a second legal entity, an individual and a sole
 * proprietor. The PINFLs carry valid check digits. Passwords are demo passwords, printed at start-up;
 * they are never seeded in production (SEED_DEMO).
 */
export const demoTaxpayers = [
  {
    tin: '301234567',
    name: '«Toshkent Savdo Markazi» MChJ',
    director: 'Nazarov Bekzod Olimovich',
    address: 'Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 107',
    registeredAt: '2015-03-12',
    actualAddress: 'Toshkent sh., Mirzo Ulugʻbek t., Mustaqillik shoh koʻchasi, 59',
    registrationDivision:
      'Toshkent shahar Yunusobod tumani tadbirkorlik subyektlarini roʻyxatdan oʻtkazish inspeksiyasi',
    founders: [
      { name: 'Nazarov Bekzod Olimovich', id: null, sharePercent: 60 },
      { name: '«Samarqand Invest» AJ', id: '302345678', sharePercent: 40 },
    ],
  },
  {
    tin: '302345678',
    name: '«Samarqand Invest» AJ',
    director: 'Qodirova Nilufar Rustamovna',
    address: 'Samarqand sh., Registon koʻchasi, 5',
    registeredAt: '2018-09-03',
    registrationDivision: 'Samarqand shahar Davlat xizmatlari markazi',
    founders: [{ name: 'Qodirova Nilufar Rustamovna', id: null, sharePercent: 100 }],
  },
  {
    tin: '303456789',
    name: '«Fargʻona Tekstil» MChJ',
    director: 'Mirzayev Ulugʻbek Shavkatovich',
    address: 'Fargʻona sh., Mustaqillik koʻchasi, 21',
    registeredAt: '2020-01-20',
  },
  {
    tin: '204567891',
    name: '«Buxoro Qurilish» XK',
    director: 'Hamroyev Sherzod Ilhomovich',
    address: 'Buxoro sh., Bahouddin Naqshband koʻchasi, 88',
    registeredAt: '2012-06-15',
  },
  // Registered three days before the demo data was loaded, so a letter of guarantee can name it.
  {
    tin: '306000001',
    name: '«Yangi Yoʻl Logistika» MChJ',
    director: 'Usmonov Timur Alisherovich',
    address: 'Toshkent sh., Yashnobod t., Parkent koʻchasi, 77',
    registeredAt: tashkentDate(new Date(Date.now() - 3 * 24 * 3600 * 1000)),
  },
  {
    tin: '209876543',
    name: '«Nordic Build Solutions» AS (Norvegiya) vakolatxonasi',
    director: 'Hansen Erik',
    address: 'Toshkent sh., Mirobod t., Afrosiyob koʻchasi, 10',
    registeredAt: '2023-02-01',
    resident: false,
    country: 'NO',
  },
].map((t) => ({ resident: true, country: null, ...t }));

export const demoIndividuals = [
  {
    pinfl: '31012850123453',
    fullName: 'Aliyev Vali Karimovich',
    tin: '512345678',
    address: 'Toshkent sh., Mirzo Ulugʻbek t., Buyuk Ipak Yoʻli koʻchasi, 45-uy, 12-xonadon',
    actualAddress: 'Toshkent sh., Yakkasaroy t., Shota Rustaveli koʻchasi, 22-uy, 5-xonadon',
    partyType: 'INDIVIDUAL' as const,
    socialStatus: 'EMPLOYED' as const,
    maritalStatus: 'MARRIED' as const,
  },
  {
    pinfl: '41506950140216',
    fullName: 'Rahimova Dilnoza Akmalovna',
    tin: '623456789',
    address: 'Toshkent sh., Chilonzor t., Qatortol koʻchasi, 3',
    partyType: 'YATT' as const,
    registeredAt: '2019-05-14',
    registrationDivision: 'Toshkent shahar Chilonzor tumani Davlat xizmatlari markazi',
    socialStatus: 'EMPLOYED' as const,
    maritalStatus: 'SINGLE' as const,
  },
  {
    pinfl: '32203780260113',
    fullName: 'Karimov Jasur Baxtiyorovich',
    tin: null,
    address: 'Andijon sh., Navoiy shoh koʻchasi, 14',
    partyType: 'INDIVIDUAL' as const,
  },
  {
    pinfl: '61211040440557',
    fullName: 'Yusupova Madina Anvarovna',
    tin: null,
    address: 'Namangan sh., Uychi koʻchasi, 9',
    partyType: 'INDIVIDUAL' as const,
  },
  {
    pinfl: '51503050260018',
    fullName: 'Toshmatov Sardor Baxodirovich',
    tin: null,
    address: 'Qarshi sh., Nasaf koʻchasi, 31',
    actualAddress: 'Toshkent sh., Olmazor t., Talabalar shaharchasi, 2-yotoqxona',
    partyType: 'STUDENT' as const,
    socialStatus: 'STUDENT' as const,
    maritalStatus: 'SINGLE' as const,
  },
  {
    pinfl: '40711900320056',
    fullName: 'Qosimova Lola Ravshanovna',
    tin: '634567890',
    address: 'Toshkent sh., Shayxontohur t., Navoiy koʻchasi, 40',
    partyType: 'YATT' as const,
    active: false,
  },
].map((p) => ({ active: true, ...p }));

/** The education registry's students (their PINFLs carry valid check digits). */
export const demoStudents: Student[] = [
  {
    pinfl: '51503050260018',
    fullName: 'Toshmatov Sardor Baxodirovich',
    university: 'Toshkent davlat iqtisodiyot universiteti',
    faculty: 'Moliya va buxgalteriya hisobi',
    studyForm: 'FULL_TIME',
    course: 3,
  },
  {
    pinfl: '62206050270028',
    fullName: 'Ergasheva Malika Rustamovna',
    university: 'Oʻzbekiston Milliy universiteti',
    faculty: 'Matematika',
    studyForm: 'FULL_TIME',
    course: 2,
  },
  {
    pinfl: '50310040280032',
    fullName: 'Xolmatov Bekzod Anvarovich',
    university: 'Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universiteti',
    faculty: 'Kompyuter injiniringi',
    studyForm: 'FULL_TIME',
    course: 4,
  },
];

const tashkent = (propertyUse: PropertyUseCode) =>
  ({ regionSoato: '1726', districtSoato: null, settlementZone: 'TASHKENT_CITY', propertyUse }) as const;

type Description = Pick<CadastralObject, 'ownershipType' | 'buildingName' | 'floor' | 'room' | 'storeys' | 'yearBuilt'>;

/** What the cadastre describes of an object beyond its area; what it has not described is null. */
const described = (facts: Partial<Description>): Description => ({
  ownershipType: null,
  buildingName: null,
  floor: null,
  room: null,
  storeys: null,
  yearBuilt: null,
  ...facts,
});

export const demoCadastralObjects: CadastralObject[] = [
  {
    cadastralNumber: '10:09:03:01:02:0017',
    ownerId: '301234567',
    address: 'Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 107',
    totalArea: 850.5,
    propertyType: 'NON_RESIDENTIAL',
    ...tashkent('NON_RESIDENTIAL'),
    landTaxRate: null,
    ...described({
      ownershipType: 'PRIVATE',
      buildingName: '«Amir Temur Plaza» biznes markazi',
      floor: 3,
      room: '305',
      storeys: 9,
      yearBuilt: 2008,
    }),
  },
  {
    cadastralNumber: '10:09:03:01:02:0018/1',
    ownerId: '301234567',
    address: 'Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 107, B blok',
    totalArea: 240,
    propertyType: 'NON_RESIDENTIAL',
    ...tashkent('NON_RESIDENTIAL'),
    landTaxRate: null,
    ...described({
      ownershipType: 'PRIVATE',
      buildingName: '«Amir Temur Plaza» biznes markazi, B blok',
      floor: 1,
      room: '12',
      storeys: 4,
      yearBuilt: 2012,
    }),
  },
  {
    cadastralNumber: '10:11:01:04:05:0203',
    ownerId: '301234567',
    address: 'Toshkent sh., Chilonzor t., Bunyodkor shoh koʻchasi, 12',
    totalArea: 1200,
    propertyType: 'NON_RESIDENTIAL',
    ...tashkent('NON_RESIDENTIAL'),
    landTaxRate: null,
    ...described({ ownershipType: 'PRIVATE', storeys: 2, yearBuilt: 1996 }),
  },
  {
    cadastralNumber: '10:06:02:02:01:0455/12',
    ownerId: '31012850123453',
    address: 'Toshkent sh., Mirzo Ulugʻbek t., Buyuk Ipak Yoʻli koʻchasi, 45-uy, 12-xonadon',
    totalArea: 68.4,
    propertyType: 'APARTMENT',
    ...tashkent('RESIDENTIAL'),
    landTaxRate: null,
    ...described({ ownershipType: 'COMMON_JOINT', floor: 4, room: '12', storeys: 9, yearBuilt: 1984 }),
  },
  {
    cadastralNumber: '14:04:01:02:03:0071',
    ownerId: '302345678',
    address: 'Samarqand sh., Registon koʻchasi, 5',
    totalArea: 300,
    propertyType: 'NON_RESIDENTIAL',
    regionSoato: '1718',
    districtSoato: null,
    settlementZone: 'REGIONAL_CENTRE',
    propertyUse: 'NON_RESIDENTIAL',
    landTaxRate: null,
    ...described({ ownershipType: 'PRIVATE', storeys: 3, yearBuilt: 1975 }),
  },
  // The cadastre has no zone data for this one yet: it cannot be rented out until it does (spec §5).
  {
    cadastralNumber: '10:11:01:04:05:0204',
    ownerId: '301234567',
    address: 'Toshkent sh., Chilonzor t., Bunyodkor shoh koʻchasi, 14, ombor',
    totalArea: 500,
    propertyType: 'WAREHOUSE',
    regionSoato: '1726',
    districtSoato: null,
    settlementZone: null,
    propertyUse: 'NON_RESIDENTIAL',
    landTaxRate: null,
    ...described({ ownershipType: 'PRIVATE', storeys: 1, yearBuilt: 1989 }),
  },
  {
    cadastralNumber: '10:11:01:04:05:0205',
    ownerId: '301234567',
    address: 'Toshkent sh., Chilonzor t., Bunyodkor shoh koʻchasi, 14A, ombor',
    totalArea: 1500,
    propertyType: 'WAREHOUSE',
    ...tashkent('NON_RESIDENTIAL'),
    landTaxRate: null,
    ...described({ ownershipType: 'PRIVATE', storeys: 1, yearBuilt: 2016 }),
  },
  // The plot around the lessor's Yunusobod building, part of which it rents out as adjacent area.
  {
    cadastralNumber: '10:09:03:01:02:0100',
    ownerId: '301234567',
    address: 'Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 107, tutash hudud',
    totalArea: 400,
    propertyType: 'LAND_PLOT',
    ...tashkent('NON_RESIDENTIAL'),
    landTaxRate: 6000,
    ...described({ ownershipType: 'STATE' }),
  },
  // A land plot: its land tax rate (so'm per m² a year) is a demo figure, not a published one.
  {
    cadastralNumber: '10:11:01:04:05:0300',
    ownerId: '301234567',
    address: 'Toshkent sh., Chilonzor t., Bunyodkor shoh koʻchasi, 16, yer uchastkasi',
    totalArea: 2000,
    propertyType: 'LAND_PLOT',
    regionSoato: '1726',
    districtSoato: null,
    settlementZone: 'TASHKENT_CITY',
    propertyUse: 'NON_RESIDENTIAL',
    landTaxRate: 6000,
    ...described({ ownershipType: 'STATE' }),
  },
  // Its neighbour, rented with it under one land rent (land-plots.e2e); a lower demo land tax rate.
  {
    cadastralNumber: '10:11:01:04:05:0301',
    ownerId: '301234567',
    address: 'Toshkent sh., Chilonzor t., Bunyodkor shoh koʻchasi, 18, yer uchastkasi',
    totalArea: 1000,
    propertyType: 'LAND_PLOT',
    regionSoato: '1726',
    districtSoato: null,
    settlementZone: 'TASHKENT_CITY',
    propertyUse: 'NON_RESIDENTIAL',
    landTaxRate: 3000,
    ...described({ ownershipType: 'STATE' }),
  },
];

/** The vehicle registry's demo vehicles (plates in the Tashkent series). */
export const demoVehicles: Vehicle[] = [
  {
    plateNumber: '01123ABC',
    ownerId: '301234567',
    vehicleKind: 'LIGHT_CAR',
    model: 'Chevrolet Cobalt',
    colour: 'oq',
    yearMade: 2022,
    vehicleClass: 'PASSENGER',
  },
  {
    plateNumber: '01456ABD',
    ownerId: '301234567',
    vehicleKind: 'MOTOR_FREIGHT',
    model: 'Isuzu NPR 82',
    colour: 'oq',
    yearMade: 2020,
    vehicleClass: 'BUS_OR_TRUCK',
  },
  {
    plateNumber: '01A777BC',
    ownerId: '31012850123453',
    vehicleKind: 'LIGHT_CAR',
    model: 'Chevrolet Gentra',
    colour: 'qora',
    yearMade: 2021,
    vehicleClass: 'PASSENGER',
  },
  // The sole proprietor's own car, which she lends her brother (kinship.e2e).
  {
    plateNumber: '01B321CA',
    ownerId: '41506950140216',
    vehicleKind: 'LIGHT_CAR',
    model: 'Chevrolet Spark',
    colour: 'kulrang',
    yearMade: 2019,
    vehicleClass: 'PASSENGER',
  },
];

export interface DemoAccount {
  role: string;
  loginType: LoginType;
  login: string;
  password: string;
  name: string;
  tin: string | null;
  pinfl: string | null;
  roles: string[];
  /** Where the account's sign-in codes go (the development SMS page shows them). */
  phone: string;
}

export const demoAccounts: DemoAccount[] = [
  {
    role: 'Legal entity, lessor',
    loginType: 'YUR',
    login: '301234567',
    password: 'Demo-Lessor-2026',
    name: demoTaxpayers[0]!.name,
    tin: '301234567',
    pinfl: null,
    roles: ['LEGAL'],
    phone: '998901234501',
  },
  {
    role: 'Legal entity',
    loginType: 'YUR',
    login: '302345678',
    password: 'Demo-Legal-2026',
    name: demoTaxpayers[1]!.name,
    tin: '302345678',
    pinfl: null,
    roles: ['LEGAL'],
    phone: '998901234502',
  },
  {
    role: 'Individual',
    loginType: 'JIS',
    login: '31012850123453',
    password: 'Demo-Person-2026',
    name: demoIndividuals[0]!.fullName,
    tin: null,
    pinfl: '31012850123453',
    roles: ['INDIVIDUAL'],
    phone: '998901234503',
  },
  {
    role: 'Sole proprietor (YATT)',
    loginType: 'JIS',
    login: '41506950140216',
    password: 'Demo-Yatt-2026',
    name: demoIndividuals[1]!.fullName,
    tin: null,
    pinfl: '41506950140216',
    roles: ['INDIVIDUAL', 'YATT'],
    phone: '998901234504',
  },
  {
    role: 'Student',
    loginType: 'JIS',
    login: '51503050260018',
    password: 'Demo-Student-2026',
    name: demoStudents[0]!.fullName,
    tin: null,
    pinfl: '51503050260018',
    roles: ['INDIVIDUAL'],
    phone: '998901234505',
  },
  // A committee operator signs in by PINFL for now; the operator sign-in of its own comes with identity work.
  {
    role: 'Committee operator',
    loginType: 'JIS',
    login: '31507720120664',
    password: 'Demo-Operator-2026',
    name: 'Sobirov Otabek (operator)',
    tin: null,
    pinfl: '31507720120664',
    roles: ['OPERATOR', 'BACKDOOR'],
    phone: '998901234506',
  },
  // The committee's other staff roles (domain's staff-permissions.ts): a supervisor and an administrator.
  {
    role: 'Committee supervisor',
    loginType: 'JIS',
    login: '31507720120671',
    password: 'Demo-Supervisor-2026',
    name: 'Karimova Dilnoza (supervisor)',
    tin: null,
    pinfl: '31507720120671',
    roles: ['SUPERVISOR'],
    phone: '998901234507',
  },
  {
    role: 'Committee administrator',
    loginType: 'JIS',
    login: '31507720120688',
    password: 'Demo-Admin-2026',
    name: 'Rahimov Jasur (administrator)',
    tin: null,
    pinfl: '31507720120688',
    roles: ['ADMIN'],
    phone: '998901234508',
  },
];

/** The demo's employee: the sole proprietor also works for the lessor company and may hold its contracts. */
export const DEMO_EMPLOYMENT = { tin: '301234567', pinfl: '41506950140216' } as const;
