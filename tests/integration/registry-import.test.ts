import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  CsvError,
  dataSourceOptions,
  generateRegistry,
  importRegistryCsv,
  LARGE_PARTY,
  REGISTRIES,
  registrySizes,
  writeRegistryRows,
} from '@rent/backend';
import { isPinfl, pinflCheckDigit, pinflCheckDigitMatches } from '@rent/domain';
import { freshDatabase } from './support/test-database.js';

// Registry extracts come in as CSV, all or nothing, and a bad row is named by line and field; the
// synthetic generator is deterministic and its rows pass the same schemas.
let db: DataSource;
let drop: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  db = await new DataSource(dataSourceOptions(fresh.url)).initialize();
  dir = await mkdtemp(join(tmpdir(), 'rp-import-'));
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

async function csv(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}
/** The columns every cadastre extract has; the description columns (ownership, floor, …) are optional. */
const OBJECT_COLUMNS = Object.keys(REGISTRIES['cadastral-objects'].columns).slice(0, 10).join(',');
/** A PINFL from its first 13 digits and their check digit. */
const pinfl = (first13: string) => `${first13}${pinflCheckDigit(first13)}`;
const count = async (table: string) => Number((await db.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

describe('CSV import of a registry extract', () => {
  it('imports taxpayers with quoted fields (commas and quotes inside), a BOM and CRLF line ends', async () => {
    const path = await csv(
      'taxpayers.csv',
      '\ufefftin,name,address,director,registered_at\r\n' +
        '305000001,"«Andijon ""Tekstil""» MChJ","Andijon sh., Navoiy koʻchasi, 5",Aliyev Anvar,2019-04-01\r\n' +
        '305000002,«Navoiy Agro» XK,"Navoiy sh.,\nMustaqillik koʻchasi, 2",Karimova Dilnoza,2021-09-15\r\n',
    );
    const progress: number[] = [];
    expect(await importRegistryCsv(db, 'taxpayers', path, (p) => progress.push(p.rows))).toBe(2);
    expect(progress.at(-1)).toBe(2);
    const rows = await db.query(`SELECT tin, name, address FROM taxpayers WHERE tin LIKE '30500000%' ORDER BY tin`);
    expect(rows).toEqual([
      { tin: '305000001', name: '«Andijon "Tekstil"» MChJ', address: 'Andijon sh., Navoiy koʻchasi, 5' },
      { tin: '305000002', name: '«Navoiy Agro» XK', address: 'Navoiy sh.,\nMustaqillik koʻchasi, 2' },
    ]);
  });

  it('a later extract updates the rows it names', async () => {
    const path = await csv(
      'taxpayers-2.csv',
      'tin,name,address,director,registered_at\n305000001,«Andijon Tekstil» AJ,Andijon sh.,Aliyev Anvar,2019-04-01\n',
    );
    await importRegistryCsv(db, 'taxpayers', path);
    expect((await db.query(`SELECT name FROM taxpayers WHERE tin = '305000001'`))[0].name).toBe('«Andijon Tekstil» AJ');
  });

  it('two extracts of one registry loaded at once, naming the same rows in opposite orders, both load, one after the other', async () => {
    // Two batches each: the first of each takes rows the other's second needs, which deadlocked.
    const tins = Array.from({ length: 4000 }, (_, i) => String(306_000_000 + i));
    const extract = (name: string, order: string[], director: string) =>
      csv(
        name,
        [
          'tin,name,address,director,registered_at',
          ...order.map((tin) => `${tin},MChJ ${tin},Toshkent,${director},2020-01-01`),
        ].join('\n'),
      );
    const [up, down] = await Promise.all([
      extract('up.csv', tins, 'Aliyev Anvar'),
      extract('down.csv', [...tins].reverse(), 'Karimova Dilnoza'),
    ]);
    expect(
      await Promise.all([importRegistryCsv(db, 'taxpayers', up), importRegistryCsv(db, 'taxpayers', down)]),
    ).toEqual([4000, 4000]);
    // One extract wholly after the other: every row has the same director.
    const directors = await db.query(
      `SELECT director, count(*)::int AS n FROM taxpayers WHERE tin BETWEEN '306000000' AND '306003999' GROUP BY director`,
    );
    expect(directors).toHaveLength(1);
    expect(directors[0].n).toBe(4000);
  });

  it('an extract may mark foreign companies as non-residents with their country; without the columns they are residents', async () => {
    const path = await csv(
      'foreign.csv',
      'tin,name,address,director,registered_at,resident,country\n305000020,«Seoul Trade» Co. filiali,Toshkent sh.,Kim Min,2024-05-05,false,KR\n',
    );
    await importRegistryCsv(db, 'taxpayers', path);
    expect(
      await db.query(`SELECT resident, country FROM taxpayers WHERE tin IN ('305000020', '305000002') ORDER BY tin`),
    ).toEqual([
      { resident: true, country: null },
      { resident: false, country: 'KR' },
    ]);
  });

  it.each([
    [
      'a country that is not a code',
      'tin,name,address,director,registered_at,resident,country\n305000021,A,B,C,2020-01-01,false,Korea\n',
      2,
      'country',
    ],
    [
      'a TIN of 8 digits',
      'tin,name,address,director,registered_at\n305000010,A,B,C,2020-01-01\n30500001,A,B,C,2020-01-01\n',
      3,
      'tin',
    ],
    [
      'a date that is not a date',
      'tin,name,address,director,registered_at\n305000011,A,B,C,2020-02-30\n',
      2,
      'registered_at',
    ],
    ['an empty name', 'tin,name,address,director,registered_at\n305000012,,B,C,2020-01-01\n', 2, 'name'],
    [
      'a row with a field too many',
      'tin,name,address,director,registered_at\n305000013,A,B,C,2020-01-01,extra\n',
      2,
      undefined,
    ],
    ['a header without a column', 'tin,name,address,registered_at\n305000014,A,B,2020-01-01\n', 1, 'director'],
  ])('%s stops the import naming its line and field, and nothing is imported', async (_name, text, line, field) => {
    const before = await count('taxpayers');
    const path = await csv('bad.csv', text);
    const error = await importRegistryCsv(db, 'taxpayers', path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvError);
    expect(error).toMatchObject({ line, field });
    expect(await count('taxpayers')).toBe(before);
  });

  it('an object in an unknown region is named by its line, not left to a database error', async () => {
    const header = OBJECT_COLUMNS;
    const path = await csv(
      'objects.csv',
      `${header}\n10:01:01:01:01:0001,305000001,Toshkent sh.,120.5,OFFICE,1726,,TASHKENT_CITY,NON_RESIDENTIAL,\n10:01:01:01:01:0002,305000001,Toshkent sh.,80,OFFICE,1799,,TASHKENT_CITY,NON_RESIDENTIAL,\n`,
    );
    await expect(importRegistryCsv(db, 'cadastral-objects', path)).rejects.toMatchObject({
      line: 3,
      field: 'region_soato',
    });
    expect(await count('cadastral_objects')).toBe(0);
  });

  // numeric(12, 2) and numeric(14, 2) would round these without a word: 0.004 m² to 0.00, 1 500.004 to 1 500.00.
  it.each([
    ['a total area of thousandths', '1500.004', '', 'total_area'],
    ['a total area that rounds to nothing', '0.004', '', 'total_area'],
    ['a land tax rate of thousandths', '400', '6000.125', 'land_tax_rate'],
  ])('%s is named by its line and field, and nothing is imported', async (_name, area, landTaxRate, field) => {
    const header = OBJECT_COLUMNS;
    const path = await csv(
      'scale.csv',
      `${header}\n10:01:01:01:01:0009,305000001,Toshkent sh.,${area},LAND_PLOT,1726,,TASHKENT_CITY,NON_RESIDENTIAL,${landTaxRate}\n`,
    );
    await expect(importRegistryCsv(db, 'cadastral-objects', path)).rejects.toMatchObject({
      line: 2,
      field,
      message: expect.stringContaining('more than 2 decimals'),
    });
    expect(await count('cadastral_objects')).toBe(0);
  });
});

describe('what else a registry says of a party or an object (spec §3)', () => {
  it("takes the registries' further facts where an extract has them: addresses, founders, statuses, the object's building", async () => {
    const taxpayers = await csv(
      'taxpayers-facts.csv',
      'tin,name,address,director,registered_at,actual_address,registration_division,founders\n' +
        '305000030,«Faktlar» MChJ,Toshkent sh.,Aliyev Anvar,2019-04-01,"Toshkent sh., Navoiy koʻchasi, 5",Davlat xizmatlari markazi,' +
        '"[{""name"":""Aliyev Anvar"",""id"":null,""sharePercent"":100}]"\n',
    );
    await importRegistryCsv(db, 'taxpayers', taxpayers);
    expect(
      await db.query(`SELECT actual_address, registration_division, founders FROM taxpayers WHERE tin = '305000030'`),
    ).toEqual([
      {
        actual_address: 'Toshkent sh., Navoiy koʻchasi, 5',
        registration_division: 'Davlat xizmatlari markazi',
        founders: [{ name: 'Aliyev Anvar', id: null, sharePercent: 100 }],
      },
    ]);
    const people = await csv(
      'people-facts.csv',
      'pinfl,full_name,tin,address,party_type,social_status,marital_status\n' +
        `${pinfl('3010185012345')},Karimov Jasur,,Andijon sh.,INDIVIDUAL,PENSIONER,WIDOWED\n`,
    );
    await importRegistryCsv(db, 'individuals', people);
    expect(
      await db.query(`SELECT social_status, marital_status FROM individuals WHERE pinfl = $1`, [
        pinfl('3010185012345'),
      ]),
    ).toEqual([{ social_status: 'PENSIONER', marital_status: 'WIDOWED' }]);
    const objects = await csv(
      'objects-facts.csv',
      `${OBJECT_COLUMNS},ownership_type,building_name,floor,room,storeys,year_built\n` +
        '10:01:01:01:01:0040,305000030,Toshkent sh.,120.5,OFFICE,1726,,TASHKENT_CITY,NON_RESIDENTIAL,,PRIVATE,«Plaza»,-1,B-2,9,2008\n',
    );
    await importRegistryCsv(db, 'cadastral-objects', objects);
    expect(
      await db.query(
        `SELECT ownership_type, building_name, floor, room, storeys, year_built FROM cadastral_objects WHERE cadastral_number = '10:01:01:01:01:0040'`,
      ),
    ).toEqual([
      { ownership_type: 'PRIVATE', building_name: '«Plaza»', floor: -1, room: 'B-2', storeys: 9, year_built: 2008 },
    ]);
  });

  it.each([
    [
      'founders that are not a list',
      'taxpayers',
      'tin,name,address,director,registered_at,founders\n305000031,A,B,C,2020-01-01,Aliyev\n',
      'founders',
    ],
    [
      'an unknown marital status',
      'individuals',
      `pinfl,full_name,tin,address,party_type,marital_status\n${pinfl('3010185012346')},A,,B,INDIVIDUAL,ENGAGED\n`,
      'marital_status',
    ],
    [
      'a year built of two digits',
      'cadastral-objects',
      `${OBJECT_COLUMNS},year_built\n10:01:01:01:01:0041,305000030,Toshkent sh.,80,OFFICE,1726,,TASHKENT_CITY,NON_RESIDENTIAL,,98\n`,
      'year_built',
    ],
  ] as const)('%s is named by its line and field', async (_name, registry, text, field) => {
    const path = await csv('bad-facts.csv', text);
    await expect(importRegistryCsv(db, registry, path)).rejects.toMatchObject({ line: 2, field });
  });
});

describe('the SOATO classifier’s districts', () => {
  it('an extract of districts loads; an object may then name its district', async () => {
    const path = await csv(
      'districts.csv',
      'soato,region_soato,name_uz_latn,name_uz_cyrl,name_ru\n1726901,1726,Sinov tumani,Синов тумани,Тестовый район\n',
    );
    expect(await importRegistryCsv(db, 'districts', path)).toBe(1);
    const header = OBJECT_COLUMNS;
    const objects = await csv(
      'objects-2.csv',
      `${header}\n10:01:01:01:01:0003,305000001,Toshkent sh.,50,OFFICE,1726,1726901,TASHKENT_CITY,NON_RESIDENTIAL,\n`,
    );
    await importRegistryCsv(db, 'cadastral-objects', objects);
    expect(
      await db.query(`SELECT district_soato FROM cadastral_objects WHERE cadastral_number = '10:01:01:01:01:0003'`),
    ).toEqual([{ district_soato: '1726901' }]);
  });

  it.each([
    ['a code of another region', '1727902,1726,A,А,А', 'soato'],
    ['a region the classifier does not have', '1799001,1799,A,А,А', 'region_soato'],
    ['a code of six digits', '172690,1726,A,А,А', 'soato'],
  ])('%s is named by its line and field', async (_name, row, field) => {
    const path = await csv('bad-districts.csv', `soato,region_soato,name_uz_latn,name_uz_cyrl,name_ru\n${row}\n`);
    await expect(importRegistryCsv(db, 'districts', path)).rejects.toMatchObject({ line: 2, field });
  });
});

describe('synthetic registries', () => {
  const collect = (registry: Parameters<typeof generateRegistry>[0], contracts: number, seed: number) =>
    [...generateRegistry(registry, contracts, seed)].flat();

  it('the same seed and size give the same rows; another seed gives others', () => {
    expect(collect('individuals', 2000, 7)).toEqual(collect('individuals', 2000, 7));
    expect(collect('individuals', 2000, 8)).not.toEqual(collect('individuals', 2000, 7));
  });

  it('every row passes its registry’s schema, identifiers are unique, and PINFLs carry their check digit', () => {
    for (const registry of ['taxpayers', 'individuals', 'cadastral-objects', 'students', 'vehicles'] as const) {
      const rows = collect(registry, 4000, 3);
      expect(rows).toHaveLength(registrySizes(4000)[registry]);
      for (const row of rows) expect(REGISTRIES[registry].schema.safeParse(row).success).toBe(true);
      const key = {
        taxpayers: 'tin',
        individuals: 'pinfl',
        'cadastral-objects': 'cadastralNumber',
        students: 'pinfl',
        vehicles: 'plateNumber',
      }[registry];
      expect(new Set(rows.map((r) => r[key])).size).toBe(rows.length);
    }
    const pinfls = collect('individuals', 4000, 3).map((r) => String(r.pinfl));
    expect(pinfls.every((p) => isPinfl(p) && pinflCheckDigitMatches(p))).toBe(true);
  });

  it('objects belong to generated owners (or the large party of a generated register), and the rows load into the tables', async () => {
    const individuals = new Set(collect('individuals', 1000, 5).map((r) => r.pinfl));
    const taxpayers = new Set(collect('taxpayers', 1000, 5).map((r) => r.tin));
    const objects = collect('cadastral-objects', 1000, 5);
    expect(
      objects.every((o) => individuals.has(o.ownerId) || taxpayers.has(o.ownerId) || o.ownerId === LARGE_PARTY.tin),
    ).toBe(true);
    const before = await count('cadastral_objects');
    await db.transaction(async (em) => {
      for (const registry of ['taxpayers', 'individuals', 'cadastral-objects', 'students', 'vehicles'] as const)
        await writeRegistryRows(em, registry, collect(registry, 1000, 5));
    });
    expect(await count('cadastral_objects')).toBe(before + 500);
  });
});
