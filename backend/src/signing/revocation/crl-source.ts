import { x509 } from '../crypto-engine.js';
import { WatchedFile } from '../watched-file.js';
import { choose, type CrlChoice, parseCrls } from './crl-check.js';
import { FetchFailedError, fetchBytes } from './http-fetch.js';
import type { RevocationCause } from './revocation-unknown.js';

/** The largest list read from a distribution point; a national CA's list is a few megabytes. */
const MAX_CRL_BYTES = 32 * 1024 * 1024;

type FileLists = { crls: x509.X509Crl[] } | { cause: RevocationCause };

/** The http(s) addresses a certificate's CRL Distribution Points extension names (RFC 5280 §4.2.1.13). */
export function distributionPointsOf(certificate: x509.X509Certificate): string[] {
  const extension = certificate.getExtension(x509.CRLDistributionPointsExtension);
  return (extension?.distributionPoints ?? [])
    .flatMap((point) => point.distributionPoint?.fullName ?? [])
    .map((name) => name.uniformResourceIdentifier)
    .filter((url): url is string => !!url && /^https?:\/\//i.test(url));
}

/**
 * The revocation lists the portal goes by: the file the CA's list is put in (`SIGNING_CRL_FILE`, read
 * again when it changes) and, where that holds no current list of the authority, the list at the
 * distribution point the authority names in the certificate, fetched and kept until its next update.
 * Only a list the authority signed and that is current is taken; when none is, the causes say why.
 */
export class CrlSource {
  private readonly file: WatchedFile<FileLists>;
  /** Fetched lists by authority, each kept while it is current. */
  private readonly fetched = new Map<string, x509.X509Crl>();
  /** Fetches under way, by address: requests at once share one. */
  private readonly fetching = new Map<string, Promise<Uint8Array>>();

  constructor(
    path: string | undefined,
    private readonly useDistributionPoints: boolean,
  ) {
    const read = (bytes: Buffer): FileLists => {
      try {
        return { crls: parseCrls(bytes) };
      } catch {
        return { cause: 'crl_unreadable' };
      }
    };
    this.file = new WatchedFile(path, read, { cause: 'crl_missing' });
  }

  /** A current list of `authority` for `certificate`, or the causes (in the order tried) why there is none. */
  async listFor(
    certificate: x509.X509Certificate,
    authority: x509.X509Certificate,
    now: Date,
  ): Promise<{ crl: x509.X509Crl } | { causes: RevocationCause[] }> {
    const inFile = this.file.get();
    const fromFile: CrlChoice = 'crls' in inFile ? await choose(inFile.crls, authority, now) : inFile;
    if ('crl' in fromFile) return fromFile;
    const causes = [fromFile.cause];
    const key = `${authority.subject}#${authority.serialNumber}`;
    const kept = this.fetched.get(key);
    if (kept) {
      const still = await choose([kept], authority, now);
      if ('crl' in still) return still;
      this.fetched.delete(key);
    }
    if (!this.useDistributionPoints) return { causes };
    for (const url of distributionPointsOf(certificate)) {
      let answer: CrlChoice;
      try {
        answer = await choose(parseCrls(await this.fetch(url)), authority, now);
      } catch (error) {
        answer = { cause: error instanceof FetchFailedError ? 'distribution_point_unreachable' : 'crl_unreadable' };
      }
      if ('crl' in answer) {
        this.fetched.set(key, answer.crl);
        return answer;
      }
      causes.push(answer.cause);
    }
    return { causes };
  }

  private fetch(url: string): Promise<Uint8Array> {
    let under = this.fetching.get(url);
    if (!under) {
      under = fetchBytes(url, MAX_CRL_BYTES).finally(() => this.fetching.delete(url));
      this.fetching.set(url, under);
    }
    return under;
  }
}
