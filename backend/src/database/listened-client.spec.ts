import { createServer, type Server } from 'node:net';
import { afterEach, expect, it } from '@jest/globals';
import pg from 'pg';
import { isConnectionLoss } from './connection-loss.js';
import { ListenedClient } from './listened-client.js';

/** A server message of the PostgreSQL protocol: its type byte, its length, its body. */
const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const fields = (f: Record<string, string>) =>
  Buffer.concat([...Object.entries(f).map(([k, v]) => Buffer.from(`${k}${v}\0`, 'utf8')), Buffer.from([0])]);

/**
 * A server that lets a connection in and ends it in the same packet, as a backend terminated during its
 * start (pg_terminate_backend, a fast shutdown) does: authentication ok, ready for query, then the FATAL.
 */
function terminatingServer(): Promise<Server> {
  const server = createServer((socket) => {
    socket.once('data', () => {
      socket.end(
        Buffer.concat([
          message('R', int32(0)),
          message('Z', Buffer.from('I')),
          message(
            'E',
            fields({ S: 'FATAL', V: 'FATAL', C: '57P01', M: 'terminating connection due to administrator command' }),
          ),
        ]),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

it('a connection ended as the pool hands it out leaves the process running and says it is lost at its first statement', async () => {
  server = await terminatingServer();
  const { port } = server.address() as { port: number };
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port,
    user: 'portal',
    database: 'portal',
    max: 1,
    Client: ListenedClient,
  });
  const poolErrors: Error[] = [];
  pool.on('error', (error) => poolErrors.push(error));

  // With pg's own client, the FATAL read right after ready-for-query is an 'error' no one hears: the
  // process ends here.
  const client = await pool.connect();
  const refused = await client.query('SELECT 1').then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(isConnectionLoss(refused)).toBe(true);
  client.release(refused as Error);
  await pool.end();
  expect(poolErrors).toEqual([]);
});
