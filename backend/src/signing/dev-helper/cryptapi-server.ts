import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { CryptapiCalls, type HelperVersion } from './cryptapi-calls.js';
import type { DevKeyStore } from './dev-key-store.js';
import { devAuthorityHandler } from './dev-authority-http.js';

/** What the development helper says its version is: one with every token plugin (the vendor's client asks for 4.86 or newer for BAIK and CKC). */
export const DEV_HELPER_VERSION: HelperVersion = { major: '4', minor: '86' };

/** The host name of a page's Origin header, as E-IMZO knows a site ("null" for a page from a file); null without one. */
function siteOf(request: IncomingMessage): string | null {
  const origin = request.headers.origin;
  if (!origin) return null;
  if (origin === 'null') return 'null';
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

/**
 * The development signing helper: E-IMZO's WebSocket protocol at `/service/cryptapi`, one JSON request
 * and one JSON reply per connection (CryptapiCalls says which), over the development key store. The same
 * port serves the development CA's services over HTTP, which in production are the CA's own: the
 * time-stamping authority at `/tsa` (RFC 3161), the revocation list at `/crl` (the distribution point
 * `npm run eimzo-dev` writes into the keys it issues) and the OCSP responder at `/ocsp`.
 */
export class CryptapiServer {
  private constructor(
    private readonly http: Server,
    private readonly wss: WebSocketServer,
  ) {}

  static start(
    store: DevKeyStore,
    port: number,
    options: { host?: string; version?: HelperVersion } = {},
  ): Promise<CryptapiServer> {
    const calls = new CryptapiCalls(store, options.version ?? DEV_HELPER_VERSION);
    return new Promise((resolve, reject) => {
      const http = createServer(devAuthorityHandler(store));
      const wss = new WebSocketServer({ server: http, path: '/service/cryptapi' });
      wss.on('connection', (socket, request) => {
        socket.once('message', (raw) => {
          let message: unknown;
          try {
            message = JSON.parse(String(raw));
          } catch {
            message = null;
          }
          void calls
            .answer(message, siteOf(request))
            .catch((error: unknown) => ({
              success: false,
              reason: error instanceof Error ? error.message : String(error),
            }))
            .then((reply) => {
              socket.send(JSON.stringify(reply));
              socket.close();
            });
        });
      });
      http.once('error', reject);
      http.listen(port, options.host ?? '127.0.0.1', () => resolve(new CryptapiServer(http, wss)));
    });
  }

  get port(): number {
    return (this.http.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    for (const socket of this.wss.clients) socket.terminate();
    this.wss.close();
    this.http.closeAllConnections();
    return new Promise((resolve) => this.http.close(() => resolve()));
  }
}
