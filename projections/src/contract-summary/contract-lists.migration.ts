import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CONTRACT_SEARCH } from './contract-search.js';

/**
 * The contract lists at national scale (issue 16), with as few indexes as the lists need, since every
 * index is written again at nearly every step of a contract:
 *
 * - one index per side of a contract (initiator, counterpart) in place of the old (side, state, created
 *   at) ones, ordered by creation and holding every column a list filters or sorts on besides text. Each
 *   box is one or two walks of them, merged, read from the index alone: newest first they stop after the
 *   page (page 400 reads ~10,000 index entries and no table rows); another order sorts the side's entries
 *   in memory, never its table rows. The box's states, a kind, the contract dates are checked in the
 *   index. A list's page then reads only its own rows.
 *   (Fixed-width columns first and the nullable one last: an index-only scan reads an entry's columns in order.)
 * - the search rows (contract-search.ts) with one GIN index: the party columns (btree_gin), so one scan
 *   finds a party's own matches, the text in trigrams (pg_trgm) for parts of numbers and names, and the
 *   cadastral number for an exact one.
 *
 * pg_trgm and btree_gin are trusted extensions: the database owner creates them without a superuser.
 */
export class ContractLists1767000097300 implements MigrationInterface {
  name = 'ContractLists1767000097300';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query('CREATE EXTENSION IF NOT EXISTS btree_gin');
    await q.query('DROP INDEX contract_summary_initiator');
    await q.query('DROP INDEX contract_summary_counterpart');
    for (const side of ['initiator', 'counterpart']) {
      await q.query(
        `CREATE INDEX contract_summary_${side}_lists ON contract_summary (${side}_id, created_at, id)
           INCLUDE (state, contract_date, begin_date, end_date, monthly_payment, kind, contract_number, removed_at)`,
      );
    }
    await q.query(`
      CREATE TABLE ${CONTRACT_SEARCH} (
        contract_id uuid PRIMARY KEY,
        initiator_id text NOT NULL,
        counterpart_id text NOT NULL,
        search_text text NOT NULL,
        cadastral_number text NOT NULL
      )`);
    // The searched text as it was then (the registration number came later, and with it the text's form).
    await q.query(
      `INSERT INTO ${CONTRACT_SEARCH} (contract_id, initiator_id, counterpart_id, search_text, cadastral_number)
       SELECT c.id, c.initiator_id, c.counterpart_id, c.contract_number || E'\\n' || c.lessor_name || E'\\n' || c.lessee_name, c.cadastral_number
         FROM contract_summary c`,
    );
    await q.query(
      `CREATE INDEX ${CONTRACT_SEARCH}_lookup ON ${CONTRACT_SEARCH} USING gin (initiator_id, counterpart_id, search_text gin_trgm_ops, cadastral_number)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${CONTRACT_SEARCH}`);
    await q.query('DROP INDEX contract_summary_initiator_lists');
    await q.query('DROP INDEX contract_summary_counterpart_lists');
    await q.query('CREATE INDEX contract_summary_initiator ON contract_summary (initiator_id, state, created_at)');
    await q.query('CREATE INDEX contract_summary_counterpart ON contract_summary (counterpart_id, state, created_at)');
  }
}
