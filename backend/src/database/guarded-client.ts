import type pg from 'pg';
import { isConnectionLoss } from './connection-loss.js';

/**
 * Runs `work` on a client checked out of the pool. A checked-out client has no pool to catch its
 * 'error' event, and an unheard 'error' ends the process: a backend terminated or a server restarted
 * while the client is out would take the whole API down. Here the event is heard, the query in flight
 * fails with the loss, and the broken client is destroyed instead of going back to the pool.
 */
export async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const heard = (error: Error) => {
    lost = error;
  };
  client.on('error', heard);
  try {
    return await work(client);
  } catch (error) {
    if (isConnectionLoss(error)) lost ??= error as Error;
    throw error;
  } finally {
    client.off('error', heard);
    client.release(lost);
  }
}
