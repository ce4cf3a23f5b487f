import type { DataSource } from 'typeorm';

/** The first part of every Redis key of this portal: its queues, counters and marker. */
export const QUEUE_NAMESPACE = Symbol('QueueNamespace');

/**
 * QUEUE_PREFIX joined with the installation's id from the database, so the keys belong to one database:
 * two portals sharing a Redis (and a QUEUE_PREFIX) each see their own jobs only. A row removed (to give a
 * copied database an id of its own) is made anew here.
 */
export async function queueNamespace(db: DataSource, prefix: string): Promise<string> {
  await db.query('INSERT INTO installation DEFAULT VALUES ON CONFLICT DO NOTHING');
  const [row]: { id: string }[] = await db.query('SELECT id FROM installation');
  return `${prefix}-${row!.id.replaceAll('-', '').slice(0, 12)}`;
}
