import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The representatives parties authorise (issue 21). A row is the record of one grant and, later, of its
 * revocation: who, when, from where, and the grant's e-signature. Nothing of it is ever edited: a trigger
 * refuses any change but the one revocation of a row in force, and any deletion.
 */
export class Representatives1767000111200 implements MigrationInterface {
  name = 'Representatives1767000111200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE representatives (
        id uuid PRIMARY KEY,
        party_id text NOT NULL,
        party_name text NOT NULL,
        pinfl text NOT NULL,
        name text NOT NULL,
        contracts uuid[],
        steps text[] NOT NULL,
        until date NOT NULL,
        granted_at timestamptz NOT NULL,
        granted_by uuid NOT NULL REFERENCES users (id),
        granted_from text NOT NULL,
        signature jsonb,
        revoked_at timestamptz,
        revoked_by uuid REFERENCES users (id),
        revoked_from text
      )`);
    await q.query('CREATE INDEX representatives_by_party ON representatives (party_id, granted_at DESC)');
    await q.query('CREATE INDEX representatives_by_person ON representatives (pinfl, party_id, granted_at DESC)');
    await q.query(`
      CREATE FUNCTION representatives_kept() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' OR OLD.revoked_at IS NOT NULL OR NEW.revoked_at IS NULL
           OR (NEW.id, NEW.party_id, NEW.party_name, NEW.pinfl, NEW.name, NEW.contracts, NEW.steps, NEW.until,
               NEW.granted_at, NEW.granted_by, NEW.granted_from, NEW.signature)
              IS DISTINCT FROM
              (OLD.id, OLD.party_id, OLD.party_name, OLD.pinfl, OLD.name, OLD.contracts, OLD.steps, OLD.until,
               OLD.granted_at, OLD.granted_by, OLD.granted_from, OLD.signature) THEN
          RAISE EXCEPTION 'a representative''s authorisation is kept as granted: only its revocation is recorded';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER representatives_kept BEFORE UPDATE OR DELETE ON representatives
        FOR EACH ROW EXECUTE FUNCTION representatives_kept()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE representatives');
    await q.query('DROP FUNCTION representatives_kept()');
  }
}
