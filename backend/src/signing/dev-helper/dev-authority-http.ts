import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevKeyStore } from './dev-key-store.js';
import { ocspResponse } from './ocsp-responder.js';
import { timestampResponse } from './timestamp-responder.js';

/** The largest request taken: a TimeStampReq or an OCSPRequest is a hash or two and a few flags. */
const MAX_REQUEST_BYTES = 4096;

/** A POST of `contentType` answered with `answer(body)` as `replyType`. */
function post(
  req: IncomingMessage,
  res: ServerResponse,
  contentType: string,
  replyType: string,
  answer: (body: Buffer) => Promise<ArrayBuffer>,
): void {
  if (req.method !== 'POST' || req.headers['content-type'] !== contentType) {
    res.writeHead(415).end();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    answer(Buffer.concat(chunks)).then(
      (body) => res.writeHead(200, { 'content-type': replyType }).end(Buffer.from(body)),
      () => res.writeHead(500).end(),
    );
  });
}

/**
 * The development CA's services over HTTP: RFC 3161 time stamps at `/tsa` (§3.4), its current revocation
 * list at `/crl` (DER, as a distribution point serves it: RFC 5280 §4.2.1.13), OCSP at `/ocsp` (RFC 6960
 * appendix A.1, POST).
 */
export function devAuthorityHandler(store: DevKeyStore) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    switch (req.url) {
      case '/tsa':
        return post(req, res, 'application/timestamp-query', 'application/timestamp-reply', (body) =>
          timestampResponse(store.tsa, body),
        );
      case '/ocsp':
        return post(req, res, 'application/ocsp-request', 'application/ocsp-response', (body) =>
          ocspResponse(store, body),
        );
      case '/crl':
        if (req.method !== 'GET') {
          res.writeHead(405).end();
          return;
        }
        void store.crl().then(
          (crl) => res.writeHead(200, { 'content-type': 'application/pkix-crl' }).end(Buffer.from(crl.rawData)),
          () => res.writeHead(500).end(),
        );
        return;
      default:
        // Not ours: the WebSocket upgrade of /service/cryptapi is answered by the WebSocket server.
        res.writeHead(404).end();
    }
  };
}
