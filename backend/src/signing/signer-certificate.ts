import { pkijs } from './crypto-engine.js';

/** The certificate a SignedData's signer names, or why there is not exactly one. */
export type SignerCertificate = { certificate: pkijs.Certificate } | { problem: 'none' | 'ambiguous' };

/**
 * The certificate of a SignedData's one signer: the certificate whose issuer and serial number are the
 * ones the signer names (RFC 5652 §5.3, IssuerAndSerialNumber), which is the one the signature is checked
 * against. Two certificates with the signer's serial, whatever their issuers, are refused: a twin made by
 * another CA beside the real holder's certificate is how a forgery would pass off as the holder.
 */
export function signerCertificateOf(signedData: pkijs.SignedData): SignerCertificate {
  const sid = signedData.signerInfos[0]?.sid;
  if (!(sid instanceof pkijs.IssuerAndSerialNumber)) return { problem: 'none' };
  const sameSerial = (signedData.certificates ?? []).filter(
    (c): c is pkijs.Certificate => c instanceof pkijs.Certificate && c.serialNumber.isEqual(sid.serialNumber),
  );
  if (sameSerial.length > 1) return { problem: 'ambiguous' };
  const certificate = sameSerial[0];
  return certificate && certificate.issuer.isEqual(sid.issuer) ? { certificate } : { problem: 'none' };
}

/**
 * Whether the signature of a SignedData's one signer holds under exactly `certificate` (and, for a
 * detached or time-stamp content, over `data`): pkijs is shown that certificate alone, so it cannot
 * check against any other.
 */
export async function signatureHoldsUnder(
  signedData: pkijs.SignedData,
  certificate: pkijs.Certificate,
  data?: ArrayBuffer,
): Promise<boolean> {
  const carried = signedData.certificates;
  signedData.certificates = [certificate];
  try {
    const result = await signedData
      .verify({ signer: 0, checkChain: false, extendedMode: true, ...(data ? { data } : {}) })
      .catch((e: { signatureVerified?: boolean; signerCertificate?: pkijs.Certificate }) => e);
    return result.signatureVerified === true && result.signerCertificate === certificate;
  } finally {
    signedData.certificates = carried;
  }
}
