import { existsSync, readFileSync, statSync } from 'node:fs';

/**
 * A file read again whenever it changes (a CA publishes a new revocation list now and then, an operator
 * replaces the trusted authorities), parsed once per version. `absent` is what a path that is not set,
 * or names no file, stands for.
 */
export class WatchedFile<T> {
  private version: bigint = -1n;
  private value: T;

  constructor(
    private readonly path: string | undefined,
    private readonly parse: (bytes: Buffer) => T,
    private readonly absent: T,
  ) {
    this.value = absent;
  }

  get(): T {
    if (!this.path || !existsSync(this.path)) return this.absent;
    // Nanoseconds: a list replaced twice within one millisecond is still read again.
    const version = statSync(this.path, { bigint: true }).mtimeNs;
    if (version !== this.version) {
      this.value = this.parse(readFileSync(this.path));
      this.version = version;
    }
    return this.value;
  }
}

/** The DER of each PEM block with this label ("CERTIFICATE", "X509 CRL") in a text. */
export const pemBlocks = (pem: string, label: string): Buffer[] =>
  [...pem.matchAll(new RegExp(`-----BEGIN ${label}-----([\\s\\S]+?)-----END ${label}-----`, 'g'))].map((m) =>
    Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64'),
  );
