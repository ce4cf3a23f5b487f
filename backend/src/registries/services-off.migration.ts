import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SERVICE_KINDS, type ServiceKindCode } from '@rent/domain';

/** The former setting's comma-separated codes; a code the portal does not know stops the upgrade, named. */
function formerSetting(value = ''): ServiceKindCode[] {
  const codes = value
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const unknown = codes.filter((code) => !(SERVICE_KINDS as readonly string[]).includes(code));
  if (unknown.length)
    throw new Error(
      `SERVICES_OFF names no service of the portal: ${unknown.join(', ')} (its services: ${SERVICE_KINDS.join(', ')})`,
    );
  return codes as ServiceKindCode[];
}

/**
 * The services the committee switched off become dated reference data (issue 19): each list holds from its
 * own day, changed under four eyes (reference-changes.ts), never for a day already begun. They were the
 * SERVICES_OFF setting; a deployment that still sets it when this runs keeps those services off, as the
 * first list, in force since before the portal took any contract. The setting is read here only.
 */
export class ServicesOff1767000110700 implements MigrationInterface {
  name = 'ServicesOff1767000110700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE services_off (
        valid_from date PRIMARY KEY,
        services text[] NOT NULL,
        change_id uuid REFERENCES reference_changes (id)
      )`);
    const services = formerSetting(process.env.SERVICES_OFF);
    if (services.length)
      await q.query(`INSERT INTO services_off (valid_from, services) VALUES (DATE '2000-01-01', $1)`, [services]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE services_off');
  }
}
