import { trustedIssuerOf } from './certificate-path.js';
import { pkijs, x509 } from './crypto-engine.js';
import { signatureHoldsUnder, signerCertificateOf } from './signer-certificate.js';

/** id-ct-TSTInfo: the content type of an RFC 3161 time-stamp token. */
export const TST_INFO = '1.2.840.113549.1.9.16.1.4';
/** id-aa-timeStampToken (RFC 3161 appendix A): the unsigned attribute a signer's time stamp goes in. */
export const TIME_STAMP_TOKEN_ATTRIBUTE = '1.2.840.113549.1.9.16.2.14';

/** A time stamp that checked out: when the authority saw the signature, and which authority it was. */
export interface CheckedTimestamp {
  at: Date;
  authority: string;
  /** The time-stamping authority's certificate and the trusted CA that issued it, for its revocation check. */
  certificate: x509.X509Certificate;
  issuer: x509.X509Certificate;
}

/** The time-stamp token (a SignedData of a TSTInfo) in a signer's unsigned attributes, if it has one. */
export function timestampTokenOf(signerInfo: pkijs.SignerInfo): pkijs.SignedData | null {
  const attribute = signerInfo.unsignedAttrs?.attributes.find((a) => a.type === TIME_STAMP_TOKEN_ATTRIBUTE);
  if (!attribute?.values[0]) return null;
  const info = new pkijs.ContentInfo({ schema: attribute.values[0] });
  if (info.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error('time stamp is not signed data');
  return new pkijs.SignedData({ schema: info.content });
}

/**
 * Checks a time-stamp token over a signature value: the token's hash is of exactly these bytes, the
 * authority's signature holds under the one certificate its signer names (as for a document's signer),
 * and that certificate is for time stamping and chains, at the stamped time, to a trusted authority.
 * Answers the stamped time, or null if any of that fails.
 */
export async function checkTimestamp(
  token: pkijs.SignedData,
  signatureValue: ArrayBuffer,
  trusted: readonly x509.X509Certificate[],
): Promise<CheckedTimestamp | null> {
  if (token.encapContentInfo.eContentType !== TST_INFO || !token.encapContentInfo.eContent) return null;
  const signer = signerCertificateOf(token);
  // pkijs checks the TSTInfo's message imprint against `data` and the signature of the token.
  if (!('certificate' in signer) || !(await signatureHoldsUnder(token, signer.certificate, signatureValue)))
    return null;
  const tstInfo = pkijs.TSTInfo.fromBER(token.encapContentInfo.eContent.getValue());
  const certificate = new x509.X509Certificate(signer.certificate.toSchema().toBER(false));
  const usage = certificate.getExtension(x509.ExtendedKeyUsageExtension);
  if (!usage?.usages.includes(x509.ExtendedKeyUsage.timeStamping)) return null;
  const issuer = await trustedIssuerOf(signer.certificate, trusted, tstInfo.genTime);
  if (!issuer) return null;
  return {
    at: tstInfo.genTime,
    authority: certificate.subjectName.getField('CN')[0] ?? certificate.subject,
    certificate,
    issuer,
  };
}
