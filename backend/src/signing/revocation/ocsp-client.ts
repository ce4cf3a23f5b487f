import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import { pkijs, type x509 } from '../crypto-engine.js';
import { FetchFailedError, fetchBytes } from './http-fetch.js';
import type { KeyStanding } from './key-standing.js';
import { OCSP } from './ocsp.js';
import type { RevocationCause } from './revocation-unknown.js';

/** An OCSP answer is a few kilobytes: its certificates and one status. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** A responder's clock a few minutes ahead of ours is its clock, not an answer from the future. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** An answer that names no next update is taken only this fresh. */
const FRESH_MS = 10 * 60_000;

export type OcspAnswer = { standing: KeyStanding } | { cause: RevocationCause };

/**
 * Asks an OCSP responder (RFC 6960, over HTTP POST: appendix A.1) for a certificate's standing, with a
 * fresh nonce. The answer is taken only when it is signed by the authority or a responder the authority
 * delegated (pkijs checks the responder's certificate and its OCSP-signing purpose), is about exactly this
 * certificate, echoes the nonce if it carries one, and is current.
 */
export async function askOcsp(
  url: string,
  certificate: x509.X509Certificate,
  authority: x509.X509Certificate,
  now: Date,
): Promise<OcspAnswer> {
  const subject = pkijs.Certificate.fromBER(certificate.rawData);
  const issuer = pkijs.Certificate.fromBER(authority.rawData);
  const certId = new pkijs.CertID();
  await certId.createForCertificate(subject, { hashAlgorithm: OCSP.certIdHash, issuerCertificate: issuer });
  const nonce = randomBytes(16);
  const request = new pkijs.OCSPRequest({
    tbsRequest: new pkijs.TBSRequest({
      requestList: [new pkijs.Request({ reqCert: certId })],
      requestExtensions: [
        new pkijs.Extension({
          extnID: OCSP.nonce,
          extnValue: new asn1js.OctetString({ valueHex: nonce }).toBER(false),
        }),
      ],
    }),
  });
  let body: Uint8Array;
  try {
    body = await fetchBytes(url, MAX_ANSWER_BYTES, {
      method: 'POST',
      headers: { 'content-type': 'application/ocsp-request' },
      body: Buffer.from(request.toSchema(true).toBER(false)),
    });
  } catch (error) {
    if (error instanceof FetchFailedError) return { cause: 'ocsp_unreachable' };
    throw error;
  }
  try {
    return await readAnswer(body, certId, issuer, nonce, now);
  } catch {
    return { cause: 'ocsp_invalid' };
  }
}

async function readAnswer(
  body: Uint8Array,
  certId: pkijs.CertID,
  issuer: pkijs.Certificate,
  nonce: Buffer,
  now: Date,
): Promise<OcspAnswer> {
  const response = pkijs.OCSPResponse.fromBER(body);
  const bytes = response.responseBytes;
  if (response.responseStatus.valueBlock.valueDec !== OCSP.successful || bytes?.responseType !== OCSP.basicResponse)
    return { cause: 'ocsp_invalid' };
  const basic = pkijs.BasicOCSPResponse.fromBER(bytes.response.valueBlock.valueHexView);
  // A responder that is the authority itself need not send the authority's certificate.
  if (!basic.certs?.length) basic.certs = [issuer];
  if (!(await basic.verify({ trustedCerts: [issuer], issuerCerts: [issuer] }).catch(() => false)))
    return { cause: 'ocsp_invalid' };
  const echoed = basic.tbsResponseData.responseExtensions?.find((e) => e.extnID === OCSP.nonce);
  if (echoed && !sameNonce(echoed, nonce)) return { cause: 'ocsp_invalid' };
  const single = basic.tbsResponseData.responses.find((r) => r.certID.isEqual(certId));
  if (!single) return { cause: 'ocsp_invalid' };
  const issued = single.thisUpdate.getTime() <= now.getTime() + CLOCK_SKEW_MS;
  const current = single.nextUpdate ? now < single.nextUpdate : now.getTime() - single.thisUpdate.getTime() <= FRESH_MS;
  if (!issued || !current) return { cause: 'ocsp_invalid' };
  return statusOf(single.certStatus as asn1js.BaseBlock);
}

/** good [0] / revoked [1] RevokedInfo { revocationTime, [0] EXPLICIT CRLReason OPTIONAL } / unknown [2]. */
function statusOf(status: asn1js.BaseBlock): OcspAnswer {
  const tag = status.idBlock.tagNumber;
  if (status.idBlock.tagClass !== 3) return { cause: 'ocsp_invalid' };
  if (tag === OCSP.good) return { standing: 'good' };
  if (tag === OCSP.unknown) return { cause: 'ocsp_unknown' };
  if (tag !== OCSP.revoked) return { cause: 'ocsp_invalid' };
  const reason = ((status as asn1js.Constructed).valueBlock.value[1] as asn1js.Constructed | undefined)?.valueBlock
    .value[0] as asn1js.Enumerated | undefined;
  return { standing: reason?.valueBlock.valueDec === OCSP.certificateHold ? 'suspended' : 'revoked' };
}

/** The nonce extension's value is an OCTET STRING of the nonce (RFC 6960 §4.4.1). */
function sameNonce(extension: pkijs.Extension, nonce: Buffer): boolean {
  const value = asn1js.fromBER(extension.extnValue.valueBlock.valueHexView).result;
  return value instanceof asn1js.OctetString && Buffer.from(value.valueBlock.valueHexView).equals(nonce);
}
