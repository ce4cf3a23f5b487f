import pg from 'pg';

/** A statement on the e2e server's database (start-server.mjs names it the same way), and the rows it returned. */
export async function query<T>(sql: string, parameters?: unknown[]): Promise<T[]> {
  const url = new URL(process.env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env.E2E_DATABASE ?? 'rp_e2e'}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(sql, parameters)).rows as T[];
  } finally {
    await client.end();
  }
}
