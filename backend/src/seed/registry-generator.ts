import { pinflCheckDigit, PropertyUse, SettlementZone } from '@rent/domain';
import { demoTaxpayers } from './demo-data.js';
import type { RegistryName, RegistryRow } from '../registries/registry-rows.js';

/**
 * Deterministic synthetic registries for a register of a given size: the same seed and size give the same
 * rows, every identifier is unique and well-formed (PINFL check digits, cadastral numbers), and every row
 * passes the registry's own schema, so a test, a demo or a benchmark can stand on millions of realistic
 * parties and objects without real personal data.
 */

/** mulberry32: a small, well-mixed 32-bit generator; enough for synthetic data, never for secrets. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_M = [
  'Alisher',
  'Bekzod',
  'Jasur',
  'Sardor',
  'Otabek',
  'Ulugʻbek',
  'Sherzod',
  'Rustam',
  'Doniyor',
  'Akmal',
  'Farrux',
  'Shoxrux',
];
const FIRST_F = [
  'Dilnoza',
  'Malika',
  'Nilufar',
  'Madina',
  'Gulnora',
  'Shahnoza',
  'Zarina',
  'Feruza',
  'Kamola',
  'Sevara',
  'Nodira',
  'Munisa',
];
const FAMILY = [
  'Aliyev',
  'Karimov',
  'Rahimov',
  'Yusupov',
  'Qodirov',
  'Toshmatov',
  'Ergashev',
  'Nazarov',
  'Hamroyev',
  'Mirzayev',
  'Sobirov',
  'Xolmatov',
];
const FATHER = ['Anvar', 'Baxtiyor', 'Karim', 'Olim', 'Rustam', 'Shavkat', 'Ilhom', 'Akmal'];
const COMPANY = [
  'Savdo',
  'Invest',
  'Qurilish',
  'Tekstil',
  'Agro',
  'Trans',
  'Servis',
  'Medical',
  'Logistika',
  'Energiya',
];
const FORM = ['MChJ', 'AJ', 'XK', 'QK'];
const STREET = [
  'Amir Temur',
  'Mustaqillik',
  'Navoiy',
  'Bobur',
  'Alisher Navoiy',
  'Beruniy',
  'Ibn Sino',
  'Buyuk Ipak Yoʻli',
  'Bunyodkor',
  'Oybek',
];
const UNIVERSITY = [
  'Oʻzbekiston Milliy universiteti',
  'Toshkent davlat iqtisodiyot universiteti',
  'Toshkent davlat texnika universiteti',
  'Samarqand davlat universiteti',
  'Buxoro davlat universiteti',
];
const FACULTY = [
  'Matematika',
  'Iqtisodiyot',
  'Huquqshunoslik',
  'Filologiya',
  'Kompyuter injiniringi',
  'Moliya va buxgalteriya hisobi',
];
/** SOATO regions with their centre's name (domain-facts). */
const REGIONS: [string, string][] = [
  ['1703', 'Andijon'],
  ['1706', 'Buxoro'],
  ['1708', 'Jizzax'],
  ['1710', 'Qarshi'],
  ['1712', 'Navoiy'],
  ['1714', 'Namangan'],
  ['1718', 'Samarqand'],
  ['1722', 'Termiz'],
  ['1724', 'Guliston'],
  ['1726', 'Toshkent'],
  ['1727', 'Nurafshon'],
  ['1730', 'Fargʻona'],
  ['1733', 'Urganch'],
  ['1735', 'Nukus'],
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The one large legal entity of a generated register: about 5% of its contracts, half as lessor and half
 * as lessee. It is the demo lessor, so that a portal started with SEED_DEMO lets one sign in as it
 * (301234567, Demo-Lessor-2026) and see a big party's lists; its registry row is the demo's.
 */
export const LARGE_PARTY = demoTaxpayers[0]!;
/** Every LARGE_PARTY_OBJECTS-th cadastral object is the large party's: a building big enough to let in parts. */
export const LARGE_PARTY_OBJECTS = 200;
/** Every LAND_PLOTS-th object is a land plot with its land tax rate (land rent, adjacent area). */
export const LAND_PLOTS = 25;

/** How many rows of each registry a register of `contracts` contracts stands on. */
export function registrySizes(contracts: number): Record<RegistryName, number> {
  return {
    taxpayers: Math.max(1, Math.ceil(contracts / 10)),
    individuals: Math.max(1, Math.ceil(contracts / 2)),
    'cadastral-objects': Math.max(1, Math.ceil(contracts / 2)),
    students: Math.max(1, Math.ceil(contracts / 20)),
    vehicles: Math.max(1, Math.ceil(contracts / 10)),
    // The classifier is imported as it is; synthetic objects name no district.
    districts: 0,
  };
}

/** The i-th synthetic TIN: legal entities from 2xx/3xx, individuals from 4xx–7xx (domain-facts). */
export const syntheticTin = (i: number, person: boolean) => String((person ? 400_000_000 : 200_000_000) + i);

/**
 * The i-th synthetic PINFL of a seed: unique by (area, serial) taken from i, a birth date drawn from
 * (seed, i), and its check digit. Depends on nothing else, so an object can name its owner by index.
 */
export function syntheticPinfl(i: number, seed: number, adult = true): string {
  const random = prng(Math.imul(seed + 1, 0x9e3779b1) ^ i);
  const serial = 1 + (i % 999);
  const area = 1 + (Math.floor(i / 999) % 999);
  // (area, serial) is unique for the first 998 001 people; past that, each further block takes a birth
  // year of its own (1950, 1951, …) that the first block never draws, so no two PINFLs meet.
  const block = Math.floor(i / (999 * 999));
  const year = block > 0 ? 1949 + block : adult ? 1960 + Math.floor(random() * 43) : 2003 + Math.floor(random() * 5);
  const female = random() < 0.5;
  const century = year >= 2000 ? (female ? 6 : 5) : female ? 4 : 3;
  const day = 1 + Math.floor(random() * 28);
  const month = 1 + Math.floor(random() * 12);
  const first13 = `${century}${pad(day, 2)}${pad(month, 2)}${pad(year % 100, 2)}${pad(area, 3)}${pad(serial, 3)}`;
  return `${first13}${pinflCheckDigit(first13)}`;
}

/**
 * The rows of one registry, in batches, from a seed. Objects belong to the synthetic taxpayers and
 * individuals of the same seed and size, so a generated register hangs together.
 */
export function* generateRegistry(
  registry: RegistryName,
  contracts: number,
  seed: number,
  batchSize = 2000,
): Generator<RegistryRow[]> {
  const sizes = registrySizes(contracts);
  const random = prng(seed * 31 + registry.length);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const address = () => {
    const [, city] = pick(REGIONS);
    return `${city} sh., ${pick(STREET)} koʻchasi, ${1 + Math.floor(random() * 150)}`;
  };
  const person = () => {
    const female = random() < 0.5;
    const family = pick(FAMILY);
    return `${female ? `${family}a` : family} ${pick(female ? FIRST_F : FIRST_M)} ${pick(FATHER)}${female ? 'ovna' : 'ovich'}`;
  };
  let batch: RegistryRow[] = [];
  for (let i = 0; i < sizes[registry]; i++) {
    batch.push(row(registry, i));
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;

  function row(r: RegistryName, i: number): RegistryRow {
    switch (r) {
      case 'taxpayers': {
        // A few are foreign companies registered as non-resident taxpayers.
        const resident = random() >= 0.02;
        const day = 1 + Math.floor(random() * 28);
        const month = 1 + Math.floor(random() * 12);
        return {
          tin: syntheticTin(i, false),
          name: `«${pick(REGIONS)[1]} ${pick(COMPANY)} ${i}» ${pick(FORM)}`,
          address: address(),
          director: person(),
          registeredAt: `${1995 + Math.floor(random() * 31)}-${pad(month, 2)}-${pad(day, 2)}`,
          resident,
          country: resident ? null : pick(['DE', 'KR', 'TR', 'CN', 'RU', 'KZ']),
        };
      }
      case 'individuals': {
        const kind = random();
        return {
          pinfl: syntheticPinfl(i, seed),
          fullName: person(),
          tin: random() < 0.3 ? syntheticTin(i, true) : null,
          address: address(),
          partyType: kind < 0.85 ? 'INDIVIDUAL' : kind < 0.95 ? 'YATT' : 'SELF_EMPLOYED',
          active: random() >= 0.05,
        };
      }
      case 'cadastral-objects': {
        const [soato, city] = pick(REGIONS);
        const cadastralNumber = `${soato.slice(2)}:${pad(Math.floor(i / 1_000_000) % 100, 2)}:${pad(Math.floor(i / 10_000) % 100, 2)}:${pad(Math.floor(i / 100) % 100, 2)}:${pad(i % 100, 2)}:${pad(1 + Math.floor(random() * 9999), 4)}`;
        if (i % LARGE_PARTY_OBJECTS === LARGE_PARTY_OBJECTS / 2) {
          return {
            cadastralNumber,
            ownerId: LARGE_PARTY.tin,
            address: `${city} sh., ${pick(STREET)} koʻchasi, ${1 + Math.floor(random() * 150)}`,
            totalArea: Math.round((400 + random() * 3600) * 10) / 10,
            propertyType: pick(['NON_RESIDENTIAL', 'WAREHOUSE', 'OFFICE', 'SHOP']),
            regionSoato: soato,
            districtSoato: null,
            settlementZone: soato === '1726' ? SettlementZone.TashkentCity : SettlementZone.RegionalCentre,
            propertyUse: PropertyUse.NonResidential,
            landTaxRate: null,
          };
        }
        if (i % LAND_PLOTS === 7) {
          // A plot: its land tax rate in so'm per m² a year (a synthetic figure in the range of the published ones).
          return {
            cadastralNumber,
            ownerId:
              random() < 0.8 ? syntheticTin(i % sizes.taxpayers, false) : syntheticPinfl(i % sizes.individuals, seed),
            address: `${city} sh., ${pick(STREET)} koʻchasi, ${1 + Math.floor(random() * 150)}, yer uchastkasi`,
            totalArea: Math.round(200 + random() * 19_800),
            propertyType: 'LAND_PLOT',
            regionSoato: soato,
            districtSoato: null,
            settlementZone:
              soato === '1726'
                ? SettlementZone.TashkentCity
                : random() < 0.35
                  ? SettlementZone.RegionalCentre
                  : SettlementZone.Other,
            propertyUse: PropertyUse.NonResidential,
            landTaxRate: 1500 + Math.floor(random() * 135) * 100,
          };
        }
        const zoneDraw = random();
        // Tashkent city has its own rate; elsewhere a regional centre or another settlement; a few objects
        // have no zone data yet, as in the real cadastre.
        const settlementZone =
          zoneDraw < 0.03
            ? null
            : soato === '1726'
              ? SettlementZone.TashkentCity
              : zoneDraw < 0.35
                ? SettlementZone.RegionalCentre
                : SettlementZone.Other;
        const residential = random() < 0.6;
        const ownerIsPerson = residential || random() < 0.3;
        return {
          cadastralNumber,
          ownerId: ownerIsPerson
            ? syntheticPinfl(i % sizes.individuals, seed)
            : syntheticTin(i % sizes.taxpayers, false),
          address: `${city} sh., ${pick(STREET)} koʻchasi, ${1 + Math.floor(random() * 150)}`,
          totalArea: residential
            ? Math.round((30 + random() * 120) * 10) / 10
            : Math.round((50 + random() * 2000) * 10) / 10,
          propertyType: residential ? 'APARTMENT' : pick(['NON_RESIDENTIAL', 'WAREHOUSE', 'OFFICE', 'SHOP']),
          regionSoato: soato,
          districtSoato: null,
          settlementZone,
          propertyUse: residential ? PropertyUse.Residential : PropertyUse.NonResidential,
          landTaxRate: null,
        };
      }
      case 'vehicles': {
        const [soato] = pick(REGIONS);
        const region = soato === '1726' ? '01' : pad(10 + REGIONS.findIndex(([s]) => s === soato) * 5, 2);
        const letters = (n: number, k: number) =>
          Array.from({ length: k }, (_, d) => String.fromCharCode(65 + (Math.floor(n / 26 ** d) % 26))).join('');
        const passenger = random() < 0.8;
        const [model, kind] = passenger
          ? [
              pick([
                'Chevrolet Cobalt',
                'Chevrolet Gentra',
                'Chevrolet Nexia',
                'Chevrolet Spark',
                'Kia K5',
                'BYD Song',
              ]),
              'LIGHT_CAR',
            ]
          : [
              pick(['Isuzu NPR 82', 'Isuzu Novo', 'MAN TGS', 'Chevrolet Damas']),
              pick(['BUS', 'MINIBUS', 'MOTOR_FREIGHT']),
            ];
        // Companies' plate form (01 123 ABC) with the number and letters taken from i: unique per region.
        return {
          plateNumber: `${region}${pad(i % 1000, 3)}${letters(Math.floor(i / 1000), 3)}`,
          ownerId:
            random() < 0.5 ? syntheticPinfl(i % sizes.individuals, seed) : syntheticTin(i % sizes.taxpayers, false),
          vehicleKind: kind,
          model,
          colour: pick(['oq', 'qora', 'kumush', 'koʻk', 'qizil']),
          yearMade: 2005 + Math.floor(random() * 21),
          vehicleClass: kind === 'LIGHT_CAR' ? 'PASSENGER' : 'BUS_OR_TRUCK',
        };
      }
      case 'districts':
        throw new Error('districts come from the SOATO classifier and are never generated');
      case 'students':
        return {
          pinfl: syntheticPinfl(sizes.individuals + i, seed, false),
          fullName: person(),
          university: pick(UNIVERSITY),
          faculty: pick(FACULTY),
          studyForm: random() < 0.85 ? 'FULL_TIME' : 'PART_TIME',
          course: 1 + Math.floor(random() * 4),
        };
    }
  }
}
