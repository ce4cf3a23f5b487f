import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * An S3-compatible store for the tests, speaking the REST protocol the AWS SDK speaks to one (path-style
 * addresses): PutObject, GetObject, DeleteObject and the multipart upload (create, upload part, complete,
 * abort). It keeps objects in memory and checks no signature: it stands for the outside store the portal
 * cannot run here, nothing of the portal's own.
 */
export interface FakeS3 {
  endpoint: string;
  /** Every kept object, by "bucket/key". */
  objects: Map<string, Buffer>;
  /** Multipart uploads begun and neither completed nor aborted. */
  openUploads: () => number;
  close: () => Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>${body}`;

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks);
  // The SDK may send a body aws-chunked ("<hex size>[;…]\r\n<data>\r\n" … "0\r\n<trailers>\r\n\r\n").
  if (!String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) return raw;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, end).toString('latin1').split(';')[0]!, 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url!, 'http://s3');
      const key = decodeURIComponent(url.pathname.slice(1));
      const uploadId = url.searchParams.get('uploadId');
      const body = await bodyOf(req);
      const etag = `"${randomUUID()}"`;
      if (req.method === 'POST' && url.searchParams.has('uploads')) {
        const id = randomUUID();
        uploads.set(id, new Map());
        const [bucket, ...rest] = key.split('/');
        res.setHeader('content-type', 'application/xml');
        return res.end(
          xml(
            `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${rest.join('/')}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
          ),
        );
      }
      if (req.method === 'PUT' && uploadId) {
        uploads.get(uploadId)!.set(Number(url.searchParams.get('partNumber')), body);
        res.setHeader('etag', etag);
        return res.end();
      }
      if (req.method === 'POST' && uploadId) {
        const parts = uploads.get(uploadId)!;
        objects.set(key, Buffer.concat([...parts.entries()].sort(([a], [b]) => a - b).map(([, b]) => b)));
        uploads.delete(uploadId);
        res.setHeader('content-type', 'application/xml');
        return res.end(
          xml(`<CompleteMultipartUploadResult><Key>${key}</Key><ETag>${etag}</ETag></CompleteMultipartUploadResult>`),
        );
      }
      if (req.method === 'DELETE' && uploadId) {
        uploads.delete(uploadId);
        res.statusCode = 204;
        return res.end();
      }
      if (req.method === 'PUT') {
        objects.set(key, body);
        res.setHeader('etag', etag);
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res.statusCode = 404;
          res.setHeader('content-type', 'application/xml');
          return res.end(
            xml('<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>'),
          );
        }
        res.setHeader('content-length', object.length);
        return res.end(object);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.statusCode = 204;
        return res.end();
      }
      res.statusCode = 501;
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    openUploads: () => uploads.size,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
