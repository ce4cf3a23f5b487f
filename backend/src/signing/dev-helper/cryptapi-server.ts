import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { holderOf } from '../eimzo-names.js';
import type { DevKey, DevKeyStore } from './dev-key-store.js';
import { attachTimestamp, signPkcs7 } from './pkcs7-signer.js';
import { timestampHttpHandler } from './timestamp-responder.js';

/** A request of the helper's protocol (domain-facts): a named call, of a plugin or of the helper itself. */
interface CryptapiRequest {
  plugin?: string;
  name?: string;
  arguments?: unknown[];
}

type Reply = Record<string, unknown> & { success: boolean };

const DISK = 'dev';
const PATH = 'DSKEYS';
const fileName = (k: DevKey) => `DS${k.certificate.serialNumber.toUpperCase()}.pfx`;
const stamp = (d: Date) => d.toISOString().replace(/-/g, '.').replace('T', ' ').slice(0, 19);
const escape = (v: string) => v.replace(/[\\,=]/g, (c) => `\\${c}`);

/** The X.500 alias E-IMZO lists a key with: lower-case names, validity as "YYYY.MM.DD hh:mm:ss". */
export function aliasOf(k: DevKey): string {
  const h = holderOf(k.certificate);
  const parts: [string, string | null][] = [
    ['cn', h.holder],
    ['serialnumber', h.serialNumber.toUpperCase()],
    ['validfrom', stamp(k.certificate.notBefore)],
    ['validto', stamp(k.certificate.notAfter)],
    ['uid', h.personalTin],
    ['1.2.860.3.16.1.1', h.tin],
    ['1.2.860.3.16.1.2', h.pinfl],
    ['o', h.organisation],
    ['t', h.title],
  ];
  return parts.filter(([, v]) => v).map(([n, v]) => `${n}=${escape(v!)}`).join(',');
}

/**
 * The development signing helper: E-IMZO's WebSocket protocol at `/service/cryptapi`, one JSON request
 * and one JSON reply per connection, over the development key store. It speaks the calls the portal
 * makes (version, apikey, pfx list and load, create_pkcs7, attach_timestamp_token_pkcs7) and says no to
 * the rest as E-IMZO does. The same port serves the development time-stamping authority at `/tsa`
 * (RFC 3161 over HTTP), which in production is the CA's own service the portal's server calls.
 */
export class CryptapiServer {
  private readonly loaded = new Map<string, DevKey>();

  private constructor(
    private readonly store: DevKeyStore,
    private readonly http: Server,
    private readonly wss: WebSocketServer,
  ) {
    this.wss.on('connection', (socket) => {
      socket.once('message', (raw) => {
        void this.reply(String(raw)).then((answer) => {
          socket.send(JSON.stringify(answer));
          socket.close();
        });
      });
    });
  }

  static start(store: DevKeyStore, port: number, host = '127.0.0.1'): Promise<CryptapiServer> {
    return new Promise((resolve, reject) => {
      const http = createServer(timestampHttpHandler(() => store.tsa));
      const wss = new WebSocketServer({ server: http, path: '/service/cryptapi' });
      http.once('error', reject);
      http.listen(port, host, () => resolve(new CryptapiServer(store, http, wss)));
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

  private async reply(text: string): Promise<Reply> {
    let request: CryptapiRequest;
    try {
      request = JSON.parse(text) as CryptapiRequest;
    } catch {
      return { success: false, reason: 'Invalid JSON' };
    }
    try {
      return await this.call(request);
    } catch (error) {
      return { success: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  private async call({ plugin, name, arguments: args = [] }: CryptapiRequest): Promise<Reply> {
    const key = `${plugin ?? ''}:${name ?? ''}`;
    switch (key) {
      case ':version':
        return { success: true, major: '3', minor: '37' };
      case ':apikey':
        return { success: true };
      case 'pfx:list_all_certificates':
        return { success: true, certificates: this.store.keys.map((k) => ({ disk: DISK, path: PATH, name: fileName(k), alias: aliasOf(k) })) };
      case 'pfx:load_key': {
        const [, , file] = args as string[];
        const k = this.store.keys.find((x) => fileName(x) === file);
        if (!k) return { success: false, reason: 'Key not found' };
        const keyId = randomUUID();
        this.loaded.set(keyId, k);
        return { success: true, keyId };
      }
      case 'pkcs7:create_pkcs7': {
        const [data64, keyId, detached] = args as string[];
        const k = this.loaded.get(keyId ?? '');
        if (!k) return { success: false, reason: 'Key is not loaded' };
        if (detached !== 'no') return { success: false, reason: 'Only attached PKCS#7 in development' };
        return { success: true, ...(await signPkcs7(k, Buffer.from(data64 ?? '', 'base64'))) };
      }
      case 'pkcs7:attach_timestamp_token_pkcs7': {
        const [pkcs7, serial, token] = args as string[];
        return { success: true, pkcs7_64: attachTimestamp(pkcs7 ?? '', serial ?? '', token ?? '') };
      }
      case 'certkey:list_disks':
        return { success: true, disks: [] };
      case 'certkey:list_certificates':
      case 'certkey:list_all_certificates':
        return { success: true, certificates: [] };
      default:
        return { success: false, reason: `Unknown function ${key}` };
    }
  }
}
