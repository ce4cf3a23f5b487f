import pg from 'pg';

/** Creates the configured database when it does not exist yet, so a fresh machine needs no manual step. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    // Two processes starting at once may both try; the loser finds it made (42P04), or, when both got
    // past the check together, is refused by the catalogue's unique index (23505).
    const code = (error as { code?: string }).code;
    if (code !== '42P04' && code !== '23505') throw error;
  } finally {
    await client.end();
  }
}
