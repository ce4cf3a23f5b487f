import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import { pkijs, subtle } from '../crypto-engine.js';
import { TST_INFO } from '../timestamp-token.js';
import type { Authority } from './dev-key-store.js';
import { signedData } from './signed-data.js';

const OID = {
  /** RFC 5816: the TSA names its certificate (ESS signing-certificate v2) in the token's signed attributes. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  /** A policy under ITU-T's example arc (2.999): the development TSA makes no promises. */
  devPolicy: '2.999.1',
};

const rejection = (text: string) =>
  new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({
      status: pkijs.PKIStatus.rejection,
      statusStrings: [new asn1js.Utf8String({ value: text })],
    }),
  });

/**
 * The development time-stamping authority's answer (RFC 3161) to a DER TimeStampReq: a token of the
 * request's hash at `now`, signed with the TSA's key, or a rejection for a request it cannot read.
 */
export async function timestampResponse(
  tsa: Authority,
  requestDer: Uint8Array,
  now = new Date(),
): Promise<ArrayBuffer> {
  let request: pkijs.TimeStampReq;
  try {
    request = pkijs.TimeStampReq.fromBER(requestDer);
  } catch {
    return rejection('bad request').toSchema().toBER(false);
  }
  const tstInfo = new pkijs.TSTInfo({
    version: 1,
    policy: OID.devPolicy,
    messageImprint: request.messageImprint,
    serialNumber: new asn1js.Integer({ valueHex: randomBytes(8) }),
    genTime: now,
    accuracy: new pkijs.Accuracy({ seconds: 1 }),
    ...(request.nonce ? { nonce: request.nonce } : {}),
  });
  const content = tstInfo.toSchema().toBER(false);
  const certHash = await subtle.digest('SHA-256', tsa.certificate.rawData);
  const token = await signedData({
    certificate: pkijs.Certificate.fromBER(tsa.certificate.rawData),
    privateKey: tsa.privateKey,
    contentType: TST_INFO,
    content,
    // SigningCertificateV2 { certs: [ESSCertIDv2 { certHash }] }, the hash algorithm SHA-256 by default.
    attributes: [
      new pkijs.Attribute({
        type: OID.signingCertificateV2,
        values: [
          new asn1js.Sequence({
            value: [
              new asn1js.Sequence({
                value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certHash })] })],
              }),
            ],
          }),
        ],
      }),
    ],
    withCertificate: request.certReq === true,
    version: 3,
  });
  return new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
    timeStampToken: new pkijs.ContentInfo({
      contentType: pkijs.ContentInfo.SIGNED_DATA,
      content: token.toSchema(true),
    }),
  })
    .toSchema()
    .toBER(false);
}
