import { x509 } from '../crypto-engine.js';
import { pemBlocks } from '../watched-file.js';
import type { KeyStanding } from './key-standing.js';
import type { RevocationCause } from './revocation-unknown.js';

/** A list a few minutes ahead of our clock is the CA's clock, not a list from the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The lists in a file or an HTTP answer: PEM blocks "X509 CRL", or one DER list. Throws when there is none to read. */
export function parseCrls(bytes: Uint8Array): x509.X509Crl[] {
  const text = Buffer.from(bytes).toString('latin1');
  const blocks = text.includes('-----BEGIN') ? pemBlocks(text, 'X509 CRL') : [Buffer.from(bytes)];
  if (blocks.length === 0) throw new Error('no revocation list in it');
  return blocks.map((der) => new x509.X509Crl(der));
}

const sameName = (a: x509.Name, b: x509.Name) => Buffer.from(a.toArrayBuffer()).equals(Buffer.from(b.toArrayBuffer()));

/** A list of this authority that holds at `now`, or why none does. */
export type CrlChoice = { crl: x509.X509Crl } | { cause: RevocationCause };

/**
 * Of `crls`, the newest that the authority signed (its key, not only its name) and that is current at
 * `now`: issued (thisUpdate) by now and not past its next update (a list without one says nothing of how
 * long it holds). When none is, the cause of the first that names the authority; `crl_missing` if none does.
 */
export async function choose(
  crls: readonly x509.X509Crl[],
  authority: x509.X509Certificate,
  now: Date,
): Promise<CrlChoice> {
  let first: RevocationCause | undefined;
  let best: x509.X509Crl | undefined;
  for (const crl of crls) {
    if (!sameName(crl.issuerName, authority.subjectName)) continue;
    const signed = await crl.verify({ publicKey: authority.publicKey }).catch(() => false);
    const current =
      crl.thisUpdate.getTime() <= now.getTime() + CLOCK_SKEW_MS && crl.nextUpdate !== undefined && now < crl.nextUpdate;
    const cause = !signed ? 'crl_wrong_signer' : !current ? 'crl_out_of_date' : undefined;
    if (cause) first ??= cause;
    else if (!best || crl.thisUpdate > best.thisUpdate) best = crl;
  }
  return best ? { crl: best } : { cause: first ?? 'crl_missing' };
}

/** A key on a list: on hold is suspended (spec §8), any other reason a revocation. */
export function standingOn(crl: x509.X509Crl, certificate: x509.X509Certificate): KeyStanding {
  const entry = crl.findRevoked(certificate);
  if (!entry || entry.reason === x509.X509CrlReason.removeFromCRL) return 'good';
  return entry.reason === x509.X509CrlReason.certificateHold ? 'suspended' : 'revoked';
}
