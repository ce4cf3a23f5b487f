import * as asn1js from 'asn1js';
import { type CryptoKey, pkijs, subtle } from '../crypto-engine.js';

export const CMS_ATTRIBUTE = {
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
};

/**
 * A CMS SignedData of `content` (attached) by one signer, SHA-256, with the content type and digest as
 * signed attributes plus `attributes`, and the signer's certificate when `withCertificate`: what the
 * development helper signs documents with and its time-stamping authority signs tokens with.
 */
export async function signedData(options: {
  certificate: pkijs.Certificate;
  privateKey: CryptoKey;
  contentType: string;
  content: ArrayBuffer | Uint8Array;
  attributes: pkijs.Attribute[];
  withCertificate: boolean;
  version: number;
}): Promise<pkijs.SignedData> {
  const { certificate, privateKey, contentType, content, attributes, withCertificate, version } = options;
  const data = new pkijs.SignedData({
    version,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: contentType,
      eContent: new asn1js.OctetString({ valueHex: content }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: CMS_ATTRIBUTE.contentType,
              values: [new asn1js.ObjectIdentifier({ value: contentType })],
            }),
            ...attributes,
            new pkijs.Attribute({
              type: CMS_ATTRIBUTE.messageDigest,
              values: [new asn1js.OctetString({ valueHex: await subtle.digest('SHA-256', content) })],
            }),
          ],
        }),
      }),
    ],
    ...(withCertificate ? { certificates: [certificate] } : {}),
  });
  await data.sign(privateKey, 0, 'SHA-256');
  return data;
}

/** The DER of a SignedData wrapped in its ContentInfo, as PKCS#7 files and time-stamp tokens carry it. */
export const contentInfoDer = (data: pkijs.SignedData): ArrayBuffer =>
  new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: data.toSchema(true) })
    .toSchema()
    .toBER(false);
