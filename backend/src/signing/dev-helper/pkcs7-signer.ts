import * as asn1js from 'asn1js';
import { pkijs, subtle } from '../crypto-engine.js';
import { TIME_STAMP_TOKEN_ATTRIBUTE } from '../timestamp-token.js';
import type { DevKey } from './dev-key-store.js';

const OID = {
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
};

/** What the helper's `create_pkcs7` answers (domain-facts). */
export interface Pkcs7Result {
  pkcs7_64: string;
  signature_hex: string;
  signer_serial_number: string;
}

/**
 * A PKCS#7 SignedData of `data` by `key`, the content attached (E-IMZO's "no" = not detached), with the
 * content type, the digest and the signing time as signed attributes, and the signer's certificate.
 */
export async function signPkcs7(key: DevKey, data: Uint8Array, signingTime = new Date()): Promise<Pkcs7Result> {
  const cert = pkijs.Certificate.fromBER(key.certificate.rawData);
  const digest = await subtle.digest('SHA-256', data);
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data, eContent: new asn1js.OctetString({ valueHex: data }) }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
            new pkijs.Attribute({ type: OID.signingTime, values: [new asn1js.UTCTime({ valueDate: signingTime })] }),
            new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: digest })] }),
          ],
        }),
      }),
    ],
    certificates: [cert],
  });
  await signedData.sign(key.privateKey, 0, 'SHA-256');
  const der = new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signedData.toSchema(true) }).toSchema().toBER(false);
  return {
    pkcs7_64: Buffer.from(der).toString('base64'),
    signature_hex: Buffer.from(signedData.signerInfos[0]!.signature.valueBlock.valueHexView).toString('hex'),
    signer_serial_number: key.certificate.serialNumber,
  };
}

/**
 * E-IMZO's `attach_timestamp_token_pkcs7`: the PKCS#7 with a time-stamp token (base64 ContentInfo) as an
 * unsigned attribute of the signer with this serial number. The signed part is left byte for byte.
 */
export function attachTimestamp(pkcs7Base64: string, serialNumber: string, tokenBase64: string): string {
  const info = pkijs.ContentInfo.fromBER(Buffer.from(pkcs7Base64, 'base64'));
  const signedData = new pkijs.SignedData({ schema: info.content });
  const signerInfo = signedData.signerInfos.find(
    (s) => s.sid instanceof pkijs.IssuerAndSerialNumber && Buffer.from(s.sid.serialNumber.valueBlock.valueHexView).toString('hex').replace(/^0+/, '') === serialNumber.toLowerCase().replace(/^0+/, ''),
  );
  if (!signerInfo) throw new Error('Signer not found');
  const token = pkijs.ContentInfo.fromBER(Buffer.from(tokenBase64, 'base64'));
  signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 1,
    attributes: [new pkijs.Attribute({ type: TIME_STAMP_TOKEN_ATTRIBUTE, values: [token.toSchema()] })],
  });
  const der = new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signedData.toSchema(true) }).toSchema().toBER(false);
  return Buffer.from(der).toString('base64');
}
