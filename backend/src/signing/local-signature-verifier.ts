import { existsSync, readFileSync, statSync } from 'node:fs';
import { DomainError, type EventSignature, type MessageKey, MessageKeys, readSignedDocument } from '@rent/domain';
import { pkijs, x509 } from './crypto-engine.js';
import { holderOf } from './eimzo-names.js';
import type { SignatureVerifier } from './signature-verifier.js';
import { type CheckedTimestamp, checkTimestamp, timestampTokenOf } from './timestamp-token.js';

const SIGNING_TIME = '1.2.840.113549.1.9.5';
/** A signature made longer ago than this is not taken: sign the step again (replay of an old signature). */
export const SIGNATURE_MAX_AGE_MS = 10 * 60 * 1000;

const refuse = (code: string, key: MessageKey) => new DomainError(code, key, 'invalid', 'signature');

/** A PEM file read again when it changes (the CA publishes a new revocation list now and then). */
class WatchedFile<T> {
  private mtime = -1;
  private value: T;
  constructor(
    private readonly path: string | undefined,
    private readonly parse: (pem: string) => T,
    private readonly empty: T,
  ) {
    this.value = empty;
  }
  get(): T {
    if (!this.path || !existsSync(this.path)) return this.empty;
    const mtime = statSync(this.path).mtimeMs;
    if (mtime !== this.mtime) {
      this.value = this.parse(readFileSync(this.path, 'utf8'));
      this.mtime = mtime;
    }
    return this.value;
  }
}

const pemBlocks = (pem: string, label: string) =>
  [...pem.matchAll(new RegExp(`-----BEGIN ${label}-----([\\s\\S]+?)-----END ${label}-----`, 'g'))].map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64'));

/**
 * The built-in verifier: pkijs checks the CMS signature and the certificate path to the trusted
 * authorities (`SIGNING_CA_FILE`); the authority's revocation list (`SIGNING_CRL_FILE`, itself checked
 * against the authority) says which keys are suspended (on hold) or revoked.
 */
export class LocalSignatureVerifier implements SignatureVerifier {
  private readonly authorities: WatchedFile<x509.X509Certificate[]>;
  private readonly crl: WatchedFile<x509.X509Crl | null>;

  constructor(caFile: string | undefined, crlFile: string | undefined) {
    this.authorities = new WatchedFile(caFile, (pem) => pemBlocks(pem, 'CERTIFICATE').map((der) => new x509.X509Certificate(der)), []);
    this.crl = new WatchedFile(crlFile, (pem) => (pemBlocks(pem, 'X509 CRL')[0] ? new x509.X509Crl(pemBlocks(pem, 'X509 CRL')[0]!) : null), null);
  }

  async verify(pkcs7Base64: string, document: string, now: Date): Promise<EventSignature> {
    const { signedData, content } = parse(pkcs7Base64);
    const signerInfo = signedData.signerInfos[0]!;
    const signer = (signedData.certificates ?? []).find(
      (c): c is pkijs.Certificate => c instanceof pkijs.Certificate && signerInfo.sid instanceof pkijs.IssuerAndSerialNumber && c.serialNumber.isEqual(signerInfo.sid.serialNumber),
    );
    if (!signer) throw refuse('SIGNATURE_INVALID', MessageKeys.signatureInvalid);
    const certificate = new x509.X509Certificate(signer.toSchema().toBER(false));
    const timestamp = await this.timestampOf(signerInfo);
    // A trusted authority's time stamp says when the signature existed; the signer's own clock is the fallback.
    const signedAt = timestamp?.at ?? signingTime(signerInfo) ?? now;

    // The signature over the content: a changed byte anywhere fails here.
    const checked = await signedData.verify({ signer: 0, checkChain: false, extendedMode: true }).catch((e: { signatureVerified?: boolean }) => e);
    if (checked.signatureVerified !== true) throw refuse('SIGNATURE_INVALID', MessageKeys.signatureInvalid);

    if (signedAt < certificate.notBefore || signedAt > certificate.notAfter) throw refuse('CERTIFICATE_EXPIRED', MessageKeys.certificateExpired);
    if (Math.abs(now.getTime() - signedAt.getTime()) > SIGNATURE_MAX_AGE_MS) throw refuse('SIGNATURE_STALE', MessageKeys.signatureStale);
    const authority = await this.issuerOf(certificate, signer, signedAt);
    await this.assertNotRevoked(certificate, authority);

    if (content !== document) {
      // The same step of the same contract with other terms, or a signature made for another step or contract.
      const signedFor = readSignedDocument(content);
      const expected = readSignedDocument(document);
      const sameStep = signedFor && expected && signedFor.step === expected.step && signedFor.contractId === expected.contractId;
      throw signedFor && !sameStep
        ? refuse('SIGNATURE_OTHER_DOCUMENT', MessageKeys.signatureOtherDocument)
        : refuse('SIGNATURE_DOCUMENT_MISMATCH', MessageKeys.signatureDocumentMismatch);
    }
    const h = holderOf(certificate);
    return {
      serialNumber: certificate.serialNumber,
      holder: h.holder,
      organisation: h.organisation,
      tin: h.tin,
      pinfl: h.pinfl,
      issuer: certificate.issuer,
      validFrom: certificate.notBefore.toISOString(),
      validTo: certificate.notAfter.toISOString(),
      signedAt: signedAt.toISOString(),
      ...(timestamp ? { timestamp: { at: timestamp.at.toISOString(), authority: timestamp.authority } } : {}),
      pkcs7: pkcs7Base64,
    };
  }

  /** The signer's time stamp, checked; none is fine, a bad one refuses the signature. */
  private async timestampOf(signerInfo: pkijs.SignerInfo): Promise<CheckedTimestamp | null> {
    let token: pkijs.SignedData | null;
    try {
      token = timestampTokenOf(signerInfo);
    } catch {
      throw refuse('TIMESTAMP_INVALID', MessageKeys.timestampInvalid);
    }
    if (!token) return null;
    const checked = await checkTimestamp(token, signerInfo.signature.valueBlock.valueHexView.slice().buffer, this.authorities.get()).catch(() => null);
    if (!checked) throw refuse('TIMESTAMP_INVALID', MessageKeys.timestampInvalid);
    return checked;
  }

  /** The trusted authority the signer's certificate chains to at the signing time. */
  private async issuerOf(certificate: x509.X509Certificate, signer: pkijs.Certificate, at: Date): Promise<x509.X509Certificate> {
    const authorities = this.authorities.get();
    const engine = new pkijs.CertificateChainValidationEngine({
      trustedCerts: authorities.map((a) => pkijs.Certificate.fromBER(a.rawData)),
      certs: [signer],
      checkDate: at,
    });
    const result = await engine.verify().catch(() => ({ result: false }));
    const authority = authorities.find((a) => a.subject === certificate.issuer);
    if (!result.result || !authority) throw refuse('CERTIFICATE_UNTRUSTED', MessageKeys.certificateUntrusted);
    return authority;
  }

  /** Spec §8 "this e-signature key is suspended": on the authority's list on hold; any other entry is a revocation. */
  private async assertNotRevoked(certificate: x509.X509Certificate, authority: x509.X509Certificate): Promise<void> {
    const crl = this.crl.get();
    if (!crl || crl.issuer !== authority.subject || !(await crl.verify({ publicKey: authority.publicKey }))) return;
    const entry = crl.entries.find((e) => e.serialNumber === certificate.serialNumber);
    if (!entry) return;
    if (entry.reason === x509.X509CrlReason.certificateHold) throw refuse('KEY_SUSPENDED', MessageKeys.keySuspended);
    throw refuse('KEY_REVOKED', MessageKeys.keyRevoked);
  }
}

/** The SignedData of a base64 PKCS#7 and its attached content as text; anything else is not a signature. */
function parse(pkcs7Base64: string): { signedData: pkijs.SignedData; content: string } {
  try {
    const info = pkijs.ContentInfo.fromBER(Buffer.from(pkcs7Base64, 'base64'));
    if (info.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error('not signed data');
    const signedData = new pkijs.SignedData({ schema: info.content });
    const e = signedData.encapContentInfo.eContent;
    if (!e || signedData.signerInfos.length !== 1) throw new Error('no content or not one signer');
    // A long content comes as a constructed OCTET STRING of pieces.
    const bytes = e.idBlock.isConstructed
      ? Buffer.concat((e.valueBlock.value as unknown as { valueBlock: { valueHexView: Uint8Array } }[]).map((p) => Buffer.from(p.valueBlock.valueHexView)))
      : Buffer.from(e.valueBlock.valueHexView);
    return { signedData, content: bytes.toString('utf8') };
  } catch {
    throw refuse('SIGNATURE_MALFORMED', MessageKeys.signatureInvalid);
  }
}

function signingTime(signerInfo: pkijs.SignerInfo): Date | null {
  const attr = signerInfo.signedAttrs?.attributes.find((a) => a.type === SIGNING_TIME);
  const value = attr?.values[0] as { toDate?: () => Date } | undefined;
  return value?.toDate ? value.toDate() : null;
}
