import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AppConfig } from '../config/config.js';
import type { AttachmentStore } from './attachment-store.js';

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph…), the production choice: a multipart upload
 * streams the file in parts of 5 MB, so no whole file is held. Credentials come the SDK's own way (the
 * environment's AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, or the instance's role), never
 * through the portal's configuration or logs.
 */
export class S3AttachmentStore implements AttachmentStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: Pick<AppConfig, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>) {
    this.bucket = config.S3_BUCKET!;
    this.client = new S3Client({
      region: config.S3_REGION,
      ...(config.S3_ENDPOINT && { endpoint: config.S3_ENDPOINT }),
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      // Checksums only where an operation requires them: many S3-compatible stores refuse the newer
      // default trailers; the portal keeps each file's SHA-256 in its own event anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key = (id: string) => `attachments/${id}`;

  async save(id: string, source: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.key(id), Body: source },
    });
    // A failed multipart upload is aborted by the library, which leaves no object behind.
    await upload.done();
  }

  async *open(id: string): AsyncIterable<Buffer> {
    const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(id) }));
    for await (const chunk of Body as Readable) yield chunk as Buffer;
  }

  async remove(id: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(id) }));
  }
}
