import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['minimum_rent_rates', 'vehicle_rent_rates'] as const;

/**
 * The minimum-rate tables name each row's source in the three languages of the portal, as regions are
 * named: `/minimum-rates` showed the seed's English notes ("… (domain-facts.md)", a file of the project)
 * to every user. The seeded sources get their texts; a row an operator added keeps its text in all three
 * until it is translated.
 */
export class RateSources1767000099100 implements MigrationInterface {
  name = 'RateSources1767000099100';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE ${table} RENAME COLUMN source TO source_uz_latn`);
      await q.query(`ALTER TABLE ${table} ADD COLUMN source_uz_cyrl text, ADD COLUMN source_ru text`);
      for (const [seeded, latn, cyrl, ru] of SOURCES) {
        await q.query(
          `UPDATE ${table} SET source_uz_latn = $2, source_uz_cyrl = $3, source_ru = $4 WHERE source_uz_latn = $1`,
          [seeded, latn, cyrl, ru],
        );
      }
      await q.query(
        `UPDATE ${table} SET source_uz_cyrl = source_uz_latn, source_ru = source_uz_latn WHERE source_ru IS NULL`,
      );
      await q.query(
        `ALTER TABLE ${table} ALTER COLUMN source_uz_cyrl SET NOT NULL, ALTER COLUMN source_ru SET NOT NULL`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      for (const [seeded, latn] of SOURCES)
        await q.query(`UPDATE ${table} SET source_uz_latn = $1 WHERE source_uz_latn = $2`, [seeded, latn]);
      await q.query(`ALTER TABLE ${table} DROP COLUMN source_uz_cyrl, DROP COLUMN source_ru`);
      await q.query(`ALTER TABLE ${table} RENAME COLUMN source_uz_latn TO source`);
    }
  }
}

/** The seed's note, and the source in Uzbek Latin, Uzbek Cyrillic and Russian. */
const SOURCES: [string, string, string, string][] = [
  [
    'State Budget law ZRU-1011 of 24.12.2024',
    '2024-yil 24-dekabrdagi OʻRQ-1011-son Davlat budjeti toʻgʻrisidagi qonun',
    '2024 йил 24 декабрдаги ЎРҚ-1011-сон Давлат бюджети тўғрисидаги қонун',
    'Закон о Государственном бюджете № ЗРУ-1011 от 24.12.2024',
  ],
  [
    'Minimum rent rates of 2021 (domain-facts.md)',
    '2021-yil uchun belgilangan eng kam ijara stavkalari',
    '2021 йил учун белгиланган энг кам ижара ставкалари',
    'Минимальные ставки арендной платы, установленные на 2021 год',
  ],
];
