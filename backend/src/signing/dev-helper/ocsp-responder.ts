import * as asn1js from 'asn1js';
import { pkijs } from '../crypto-engine.js';
import { OCSP } from '../revocation/ocsp.js';
import type { DevKeyStore } from './dev-key-store.js';

/** How long a development answer holds: as long as the CA's list does. */
const VALID_MS = 24 * 3600 * 1000;

/** OCSPResponseStatus malformedRequest (RFC 6960 §4.2.1): a request the responder cannot read. */
const MALFORMED = 1;

const context = (tagNumber: number) => ({ tagClass: 3, tagNumber });

/** A serial number in hex without the leading zeros DER or a generator may have put before it. */
const serial = (hex: string) => hex.toLowerCase().replace(/^0+(?=.)/, '');

/** CertStatus for a key: good [0], revoked [1] with its reason (certificateHold for a suspension), unknown [2]. */
function certStatus(store: DevKeyStore, serialHex: string, now: Date): asn1js.BaseBlock {
  const key = store.keys.find((k) => serial(k.certificate.serialNumber) === serialHex);
  const known = key ?? (serial(store.tsa.certificate.serialNumber) === serialHex ? { status: 'ACTIVE' } : undefined);
  if (!known) return new asn1js.Primitive({ idBlock: context(OCSP.unknown) });
  if (known.status === 'ACTIVE') return new asn1js.Primitive({ idBlock: context(OCSP.good) });
  const reason = known.status === 'SUSPENDED' ? OCSP.certificateHold : 1; // 1: keyCompromise
  return new asn1js.Constructed({
    idBlock: context(OCSP.revoked),
    value: [
      new asn1js.GeneralizedTime({ valueDate: new Date(now.getTime() - 60_000) }),
      new asn1js.Constructed({ idBlock: context(0), value: [new asn1js.Enumerated({ value: reason })] }),
    ],
  });
}

/**
 * The development CA's OCSP responder (RFC 6960): an answer to each certificate asked about, signed with
 * the CA's own key (so the CA is the responder and sends its certificate), the request's nonce echoed.
 */
export async function ocspResponse(store: DevKeyStore, requestDer: Uint8Array, now = new Date()): Promise<ArrayBuffer> {
  let request: pkijs.OCSPRequest;
  try {
    request = pkijs.OCSPRequest.fromBER(requestDer);
  } catch {
    return new pkijs.OCSPResponse({ responseStatus: new asn1js.Enumerated({ value: MALFORMED }) })
      .toSchema()
      .toBER(false);
  }
  const ca = store.authority;
  const responses = request.tbsRequest.requestList.map(
    (r) =>
      new pkijs.SingleResponse({
        certID: r.reqCert,
        certStatus: certStatus(
          store,
          serial(Buffer.from(r.reqCert.serialNumber.valueBlock.valueHexView).toString('hex')),
          now,
        ),
        thisUpdate: new Date(now.getTime() - 60_000),
        nextUpdate: new Date(now.getTime() + VALID_MS),
      }),
  );
  const nonce = request.tbsRequest.requestExtensions?.find((e) => e.extnID === OCSP.nonce);
  const caCertificate = pkijs.Certificate.fromBER(ca.certificate.rawData);
  const basic = new pkijs.BasicOCSPResponse({
    tbsResponseData: new pkijs.ResponseData({
      responderID: caCertificate.subject,
      producedAt: now,
      responses,
      ...(nonce ? { responseExtensions: [nonce] } : {}),
    }),
    certs: [caCertificate],
  });
  await basic.sign(ca.privateKey, 'SHA-256');
  return new pkijs.OCSPResponse({
    responseStatus: new asn1js.Enumerated({ value: OCSP.successful }),
    responseBytes: new pkijs.ResponseBytes({
      responseType: OCSP.basicResponse,
      response: new asn1js.OctetString({ valueHex: basic.toSchema().toBER(false) }),
    }),
  })
    .toSchema()
    .toBER(false);
}
