import type { EntityManager } from 'typeorm';

/** How long one try of the swap waits for the live tables' readers before it lets them go on. */
const SWAP_LOCK_TIMEOUT_MS = 1000;
/** Tries of the swap before the rebuild gives up (about two minutes of readers that never let go). */
const SWAP_TRIES = 120;
const LOCK_NOT_AVAILABLE = '55P03';

interface IndexRow {
  table: string;
  def: string;
  constraint: string | null;
  constraintDef: string | null;
  unique: boolean;
}

/**
 * A read model rebuilt beside its live tables, in the rebuild's own transaction: empty copies of the
 * tables (columns, defaults, checks, storage options such as a fillfactor) in a schema of the rebuild's,
 * put first on the transaction's search path, so that the projection's statements write there. They
 * get their keys and unique indexes at once (a projection looks rows up and upserts by them); every other
 * index is built once, over all the rows, when the replay is done, instead of being written row by row
 * (over 300,000 contracts the summary's list and trigram indexes took half of its replay's writes). Then
 * the copies take the live tables' places: readers see the old rows until the rebuild commits, as before,
 * and the new tables have no dead rows. Nothing of it outlives a rebuild that fails or is killed: schema
 * and tables are created in the transaction.
 */
export class ShadowTables {
  private constructor(
    private readonly em: EntityManager,
    private readonly schema: string,
    private readonly tables: readonly string[],
    private readonly searchPath: string,
    private readonly deferred: readonly string[],
  ) {}

  static async open(em: EntityManager, name: string, tables: readonly string[]): Promise<ShadowTables> {
    const schema = `rebuild_${name.replace(/\W/g, '_')}`;
    const [{ search_path: searchPath }] = (await em.query('SHOW search_path')) as [{ search_path: string }];
    // Definitions printed with every name qualified (public.contract_summary, public.gin_trgm_ops), so
    // that only the table's schema is to be changed in them.
    await em.query("SELECT set_config('search_path', 'pg_catalog', true)");
    const indexes = (await em.query(
      `SELECT c.relname AS "table", pg_get_indexdef(i.indexrelid) AS def, con.conname AS "constraint",
              pg_get_constraintdef(con.oid) AS "constraintDef", i.indisunique AS "unique"
         FROM pg_index i
         JOIN pg_class c ON c.oid = i.indrelid
         LEFT JOIN pg_constraint con ON con.conindid = i.indexrelid AND con.conrelid = i.indrelid
        WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY($1)`,
      [tables],
    )) as IndexRow[];
    const options = (await em.query(
      `SELECT relname AS "table", reloptions AS options FROM pg_class
        WHERE relnamespace = 'public'::regnamespace AND relname = ANY($1)`,
      [tables],
    )) as { table: string; options: string[] | null }[];
    await em.query(`CREATE SCHEMA ${schema}`);
    for (const { table, options: storage } of options) {
      await em.query(
        `CREATE TABLE ${schema}.${table} (LIKE public.${table} INCLUDING ALL EXCLUDING INDEXES)${storage ? ` WITH (${storage.join(', ')})` : ''}`,
      );
    }
    const deferred: string[] = [];
    for (const index of indexes) {
      if (index.constraint) {
        await em.query(
          `ALTER TABLE ${schema}.${index.table} ADD CONSTRAINT ${index.constraint} ${index.constraintDef}`,
        );
        continue;
      }
      const at = ` ON public.${index.table} `;
      if (!index.def.includes(at)) throw new Error(`Cannot place this index in ${schema}: ${index.def}`);
      const def = index.def.replace(at, ` ON ${schema}.${index.table} `);
      if (index.unique) await em.query(def);
      else deferred.push(def);
    }
    await em.query("SELECT set_config('search_path', $1, true)", [`${schema}, ${searchPath}`]);
    return new ShadowTables(em, schema, tables, searchPath, deferred);
  }

  /**
   * Builds the deferred indexes and puts the copies in the live tables' places. Taking a live table waits
   * for the statements reading it; should one take longer than a second, the try is undone, the readers
   * go on, and the swap tries again, so that no reader waits behind a rebuild for long.
   */
  async swap(): Promise<void> {
    for (const def of this.deferred) await this.em.query(def);
    const live = this.tables.map((t) => `public.${t}`).join(', ');
    for (let attempt = 1; ; attempt++) {
      await this.em.query('SAVEPOINT shadow_swap');
      try {
        await this.em.query(`SELECT set_config('lock_timeout', '${SWAP_LOCK_TIMEOUT_MS}ms', true)`);
        await this.em.query(`LOCK TABLE ${live} IN ACCESS EXCLUSIVE MODE`);
        await this.em.query("SELECT set_config('lock_timeout', '0', true)");
        await this.em.query('RELEASE SAVEPOINT shadow_swap');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE || attempt >= SWAP_TRIES) throw error;
        await this.em.query('ROLLBACK TO SAVEPOINT shadow_swap');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    for (const table of this.tables) {
      await this.em.query(`DROP TABLE public.${table}`);
      await this.em.query(`ALTER TABLE ${this.schema}.${table} SET SCHEMA public`);
    }
    await this.em.query(`DROP SCHEMA ${this.schema}`);
    await this.em.query("SELECT set_config('search_path', $1, true)", [this.searchPath]);
  }
}
