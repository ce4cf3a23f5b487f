import { type EventSignature, MessageKeys, readSignedDocument } from '@rent/domain';
import { trustedIssuerOf } from './certificate-path.js';
import { type pkijs, x509 } from './crypto-engine.js';
import { holderOf } from './eimzo-names.js';
import { RevocationChecker, type RevocationSettings } from './revocation/revocation-checker.js';
import { readPkcs7 } from './signed-content.js';
import type { SignatureVerifier } from './signature-verifier.js';
import { refuse } from './signature-refusal.js';
import { signatureHoldsUnder, signerCertificateOf } from './signer-certificate.js';
import { type CheckedTimestamp, checkTimestamp, timestampTokenOf } from './timestamp-token.js';
import { pemBlocks, WatchedFile } from './watched-file.js';

const SIGNING_TIME = '1.2.840.113549.1.9.5';
/** A signature made longer ago than this is not taken: sign the step again. */
export const SIGNATURE_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * The built-in verifier: pkijs checks the CMS signature under the one certificate the signer names, and
 * that certificate's path to the trusted authorities (`SIGNING_CA_FILE`); the authority's OCSP responder
 * or revocation list says whether the key is suspended (on hold) or revoked, and without a current,
 * authentic answer the signature is refused. Every check is of that one certificate.
 */
export class LocalSignatureVerifier implements SignatureVerifier {
  private readonly authorities: WatchedFile<x509.X509Certificate[]>;
  private readonly revocation: RevocationChecker;

  constructor(caFile: string | undefined, revocation: RevocationSettings) {
    this.authorities = new WatchedFile(
      caFile,
      (pem) => pemBlocks(pem.toString('utf8'), 'CERTIFICATE').map((der) => new x509.X509Certificate(der)),
      [],
    );
    this.revocation = new RevocationChecker(revocation);
  }

  async verify(pkcs7Base64: string, document: string, now: Date): Promise<EventSignature> {
    const { signedData, signerInfo, content } = readPkcs7(pkcs7Base64);
    const signer = signerCertificateOf(signedData);
    if (!('certificate' in signer)) {
      throw refuse(
        signer.problem === 'ambiguous' ? 'SIGNER_CERTIFICATE_AMBIGUOUS' : 'SIGNATURE_INVALID',
        MessageKeys.signatureInvalid,
      );
    }
    // The signature over the content, under the signer's own certificate: a changed byte anywhere fails here.
    if (!(await signatureHoldsUnder(signedData, signer.certificate)))
      throw refuse('SIGNATURE_INVALID', MessageKeys.signatureInvalid);
    const certificate = new x509.X509Certificate(signer.certificate.toSchema().toBER(false));

    // A trusted authority's time stamp says when the signature existed; the signed signing time is the fallback.
    const timestamp = await this.timestampOf(signerInfo, now);
    const signedAt = timestamp?.at ?? signingTime(signerInfo);
    // A signature that says nothing of when it was made could be sent again at any time.
    if (!signedAt) throw refuse('SIGNATURE_UNDATED', MessageKeys.signatureInvalid);
    if (signedAt < certificate.notBefore || signedAt > certificate.notAfter)
      throw refuse('CERTIFICATE_EXPIRED', MessageKeys.certificateExpired);
    if (Math.abs(now.getTime() - signedAt.getTime()) > SIGNATURE_MAX_AGE_MS)
      throw refuse('SIGNATURE_STALE', MessageKeys.signatureStale);

    const authority = await trustedIssuerOf(signer.certificate, this.authorities.get(), signedAt);
    if (!authority) throw refuse('CERTIFICATE_UNTRUSTED', MessageKeys.certificateUntrusted);
    // Spec §8 "this e-signature key is suspended": on hold; anything else on the list is a revocation.
    const standing = await this.revocation.standing(certificate, authority, now);
    if (standing === 'suspended') throw refuse('KEY_SUSPENDED', MessageKeys.keySuspended);
    if (standing === 'revoked') throw refuse('KEY_REVOKED', MessageKeys.keyRevoked);

    if (content !== document) {
      // The same step of the same contract with other terms, or a signature made for another step or contract.
      const signedFor = readSignedDocument(content);
      const expected = readSignedDocument(document);
      const sameStep =
        signedFor && expected && signedFor.step === expected.step && signedFor.contractId === expected.contractId;
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

  /**
   * The signer's time stamp, checked, its authority's key neither suspended nor revoked; none is fine, a
   * bad one refuses the signature.
   */
  private async timestampOf(signerInfo: pkijs.SignerInfo, now: Date): Promise<CheckedTimestamp | null> {
    let token: pkijs.SignedData | null;
    try {
      token = timestampTokenOf(signerInfo);
    } catch {
      throw refuse('TIMESTAMP_INVALID', MessageKeys.timestampInvalid);
    }
    if (!token) return null;
    const checked = await checkTimestamp(
      token,
      signerInfo.signature.valueBlock.valueHexView.slice().buffer,
      this.authorities.get(),
    ).catch(() => null);
    if (!checked) throw refuse('TIMESTAMP_INVALID', MessageKeys.timestampInvalid);
    if ((await this.revocation.standing(checked.certificate, checked.issuer, now)) !== 'good')
      throw refuse('TIMESTAMP_INVALID', MessageKeys.timestampInvalid);
    return checked;
  }
}

function signingTime(signerInfo: pkijs.SignerInfo): Date | null {
  const attr = signerInfo.signedAttrs?.attributes.find((a) => a.type === SIGNING_TIME);
  const value = attr?.values[0] as { toDate?: () => Date } | undefined;
  return value?.toDate ? value.toDate() : null;
}
