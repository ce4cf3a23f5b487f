import type { x509 } from '../crypto-engine.js';
import { CrlSource } from './crl-source.js';
import { standingOn } from './crl-check.js';
import type { KeyStanding } from './key-standing.js';
import { askOcsp } from './ocsp-client.js';
import { type RevocationCause, RevocationUnknownError } from './revocation-unknown.js';

export interface RevocationSettings {
  /** The file the CA's revocation list is kept in (SIGNING_CRL_FILE). */
  crlFile: string | undefined;
  /** Whether a list is fetched from the distribution point a certificate names when the file has none current. */
  crlFromDistributionPoints: boolean;
  /** The CA's OCSP responder, asked first where set (SIGNING_OCSP_URL). */
  ocspUrl: string | undefined;
}

/**
 * Whether a key is in force, suspended or revoked, from the first source that answers for certain: the
 * OCSP responder where one is configured, then a current revocation list the authority signed (the file,
 * else the distribution point). When none answers the signature is refused (RevocationUnknownError): a
 * suspended or revoked key must never sign because a list was missing, unreadable or out of date.
 */
export class RevocationChecker {
  private readonly crls: CrlSource;

  constructor(private readonly settings: RevocationSettings) {
    this.crls = new CrlSource(settings.crlFile, settings.crlFromDistributionPoints);
  }

  async standing(certificate: x509.X509Certificate, authority: x509.X509Certificate, now: Date): Promise<KeyStanding> {
    const causes: RevocationCause[] = [];
    if (this.settings.ocspUrl) {
      const answer = await askOcsp(this.settings.ocspUrl, certificate, authority, now);
      if ('standing' in answer) return answer.standing;
      causes.push(answer.cause);
    }
    const list = await this.crls.listFor(certificate, authority, now);
    if ('crl' in list) return standingOn(list.crl, certificate);
    const [first, ...rest] = [...causes, ...list.causes];
    throw new RevocationUnknownError([first ?? 'crl_missing', ...rest]);
  }
}
