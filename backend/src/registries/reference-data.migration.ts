import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reference figures of the minimum-rent rule, as tables an operator can edit, seeded with the public
 * facts of `domain-facts.md` (each row names its source). The cadastre learns where an object lies
 * (region and settlement zone) and what it is used for, which pick its rate.
 */
export class ReferenceData1767000008000 implements MigrationInterface {
  name = 'ReferenceData1767000008000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE regions (
        soato text PRIMARY KEY CHECK (soato ~ '^[0-9]{4}$'),
        name_uz_latn text NOT NULL,
        name_uz_cyrl text NOT NULL,
        name_ru text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE districts (
        soato text PRIMARY KEY CHECK (soato ~ '^[0-9]{7}$'),
        region_soato text NOT NULL REFERENCES regions (soato),
        name_uz_latn text NOT NULL,
        name_uz_cyrl text NOT NULL,
        name_ru text NOT NULL,
        CHECK (left(soato, 4) = region_soato)
      )`);
    await q.query(`
      CREATE TABLE minimum_rent_rates (
        year integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
        settlement_zone text NOT NULL CHECK (settlement_zone IN ('TASHKENT_CITY', 'REGIONAL_CENTRE', 'OTHER')),
        property_use text NOT NULL CHECK (property_use IN ('RESIDENTIAL', 'NON_RESIDENTIAL')),
        amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
        unit text NOT NULL DEFAULT 'UZS_PER_M2_MONTH',
        source text NOT NULL,
        PRIMARY KEY (year, settlement_zone, property_use)
      )`);
    await q.query(`
      CREATE TABLE vehicle_rent_rates (
        year integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
        vehicle_class text NOT NULL CHECK (vehicle_class IN ('PASSENGER', 'BUS_OR_TRUCK')),
        amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
        unit text NOT NULL DEFAULT 'UZS_PER_VEHICLE_MONTH',
        source text NOT NULL,
        PRIMARY KEY (year, vehicle_class)
      )`);
    // Local raising coefficients by region or district; none is public yet, so the table starts empty.
    await q.query(`
      CREATE TABLE regional_rent_coefficients (
        soato text NOT NULL CHECK (soato ~ '^[0-9]{4}([0-9]{3})?$'),
        valid_from date NOT NULL,
        coefficient numeric(4, 2) NOT NULL CHECK (coefficient >= 1 AND coefficient <= 2),
        source text NOT NULL,
        PRIMARY KEY (soato, valid_from)
      )`);
    await q.query(`
      CREATE TABLE bhm_amounts (
        valid_from date PRIMARY KEY,
        amount numeric(14, 2) NOT NULL CHECK (amount > 0),
        source text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE tax_rates (
        code text PRIMARY KEY,
        percent numeric(5, 2) NOT NULL CHECK (percent >= 0 AND percent <= 100),
        source text NOT NULL
      )`);
    await q.query(`
      ALTER TABLE cadastral_objects
        ADD COLUMN region_soato text REFERENCES regions (soato),
        ADD COLUMN district_soato text REFERENCES districts (soato),
        ADD COLUMN settlement_zone text CHECK (settlement_zone IN ('TASHKENT_CITY', 'REGIONAL_CENTRE', 'OTHER')),
        ADD COLUMN property_use text NOT NULL DEFAULT 'NON_RESIDENTIAL' CHECK (property_use IN ('RESIDENTIAL', 'NON_RESIDENTIAL'))`);

    await q.query(`
      INSERT INTO regions (soato, name_uz_latn, name_uz_cyrl, name_ru) VALUES
        ('1703', 'Andijon viloyati', 'Андижон вилояти', 'Андижанская область'),
        ('1706', 'Buxoro viloyati', 'Бухоро вилояти', 'Бухарская область'),
        ('1708', 'Jizzax viloyati', 'Жиззах вилояти', 'Джизакская область'),
        ('1710', 'Qashqadaryo viloyati', 'Қашқадарё вилояти', 'Кашкадарьинская область'),
        ('1712', 'Navoiy viloyati', 'Навоий вилояти', 'Навоийская область'),
        ('1714', 'Namangan viloyati', 'Наманган вилояти', 'Наманганская область'),
        ('1718', 'Samarqand viloyati', 'Самарқанд вилояти', 'Самаркандская область'),
        ('1722', 'Surxondaryo viloyati', 'Сурхондарё вилояти', 'Сурхандарьинская область'),
        ('1724', 'Sirdaryo viloyati', 'Сирдарё вилояти', 'Сырдарьинская область'),
        ('1726', 'Toshkent shahri', 'Тошкент шаҳри', 'город Ташкент'),
        ('1727', 'Toshkent viloyati', 'Тошкент вилояти', 'Ташкентская область'),
        ('1730', 'Fargʻona viloyati', 'Фарғона вилояти', 'Ферганская область'),
        ('1733', 'Xorazm viloyati', 'Хоразм вилояти', 'Хорезмская область'),
        ('1735', 'Qoraqalpogʻiston Respublikasi', 'Қорақалпоғистон Республикаси', 'Республика Каракалпакстан')`);
    const law2025 = 'State Budget law ZRU-1011 of 24.12.2024';
    const earlier = 'Minimum rent rates of 2021 (domain-facts.md)';
    await q.query(
      `INSERT INTO minimum_rent_rates (year, settlement_zone, property_use, amount, source) VALUES
        (2025, 'TASHKENT_CITY', 'RESIDENTIAL', 28000, $1), (2025, 'REGIONAL_CENTRE', 'RESIDENTIAL', 13500, $1), (2025, 'OTHER', 'RESIDENTIAL', 5500, $1),
        (2025, 'TASHKENT_CITY', 'NON_RESIDENTIAL', 45000, $1), (2025, 'REGIONAL_CENTRE', 'NON_RESIDENTIAL', 26500, $1), (2025, 'OTHER', 'NON_RESIDENTIAL', 11000, $1),
        (2021, 'TASHKENT_CITY', 'RESIDENTIAL', 14000, $2), (2021, 'REGIONAL_CENTRE', 'RESIDENTIAL', 8500, $2), (2021, 'OTHER', 'RESIDENTIAL', 4000, $2)`,
      [law2025, earlier],
    );
    await q.query(
      `INSERT INTO vehicle_rent_rates (year, vehicle_class, amount, source) VALUES
        (2025, 'PASSENGER', 858000, $1), (2025, 'BUS_OR_TRUCK', 1705000, $1), (2021, 'PASSENGER', 575000, $2), (2021, 'BUS_OR_TRUCK', 1150000, $2)`,
      [law2025, earlier],
    );
    await q.query(
      `INSERT INTO bhm_amounts (valid_from, amount, source) VALUES
        ('2022-06-01', 300000, $1), ('2023-05-01', 330000, $1), ('2023-10-01', 340000, $1), ('2024-10-01', 375000, $1), ('2025-08-01', 412000, $1)`,
      ['Presidential decrees on the base calculation amount (domain-facts.md)'],
    );
    await q.query(`INSERT INTO tax_rates (code, percent, source) VALUES ('INDIVIDUAL_RENT_INCOME', 12, $1)`, [
      'Tax Code: personal income tax on rent income of individuals (domain-facts.md)',
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE cadastral_objects DROP COLUMN region_soato, DROP COLUMN district_soato, DROP COLUMN settlement_zone, DROP COLUMN property_use',
    );
    for (const table of [
      'tax_rates',
      'bhm_amounts',
      'regional_rent_coefficients',
      'vehicle_rent_rates',
      'minimum_rent_rates',
      'districts',
      'regions',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
