import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a fake gateway received: what a test asserts on. */
export interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

type Answer = { status: number; json?: unknown };

/**
 * A local HTTP server speaking a gateway's API (domain-facts), as scripted by the test: every request is
 * recorded, and `respond` decides the answer, so a test can make the gateway expire a token or refuse.
 */
export class FakeGateway {
  readonly received: Received[] = [];
  private constructor(private readonly server: Server) {}

  static start(respond: (r: Received, index: number) => Answer): Promise<FakeGateway> {
    return new Promise((resolve) => {
      const server = createServer((req: IncomingMessage, res: ServerResponse) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const r: Received = {
            method: req.method ?? '',
            path: req.url ?? '',
            authorization: req.headers.authorization,
            contentType: req.headers['content-type'],
            body: Buffer.concat(chunks).toString('utf8'),
          };
          gateway.received.push(r);
          const answer = respond(r, gateway.received.length - 1);
          res
            .writeHead(answer.status, { 'content-type': 'application/json' })
            .end(answer.json === undefined ? '' : JSON.stringify(answer.json));
        });
      });
      // Requests come only after listen(), when `gateway` is set.
      const gateway: FakeGateway = new FakeGateway(server);
      server.listen(0, '127.0.0.1', () => resolve(gateway));
    });
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The fields of a multipart form body as Eskiz receives it. */
export function formFields(r: Received): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(r.contentType ?? '')?.[1];
  if (!boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of r.body.split(`--${boundary}`)) {
    const m = /name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
    if (m) fields[m[1]!] = m[2]!;
  }
  return fields;
}
