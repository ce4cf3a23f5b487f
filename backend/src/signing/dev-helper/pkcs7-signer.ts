import * as asn1js from 'asn1js';
import { pkijs } from '../crypto-engine.js';
import { TIME_STAMP_TOKEN_ATTRIBUTE } from '../timestamp-token.js';
import type { DevKey } from './dev-key-store.js';
import { contentInfoDer, signedData } from './signed-data.js';

const SIGNING_TIME = '1.2.840.113549.1.9.5';
const DATA = '1.2.840.113549.1.7.1';

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
  const signed = await signedData({
    certificate: pkijs.Certificate.fromBER(key.certificate.rawData),
    privateKey: key.privateKey,
    contentType: DATA,
    content: data,
    attributes: [new pkijs.Attribute({ type: SIGNING_TIME, values: [new asn1js.UTCTime({ valueDate: signingTime })] })],
    withCertificate: true,
    version: 1,
  });
  return {
    pkcs7_64: Buffer.from(contentInfoDer(signed)).toString('base64'),
    signature_hex: Buffer.from(signed.signerInfos[0]!.signature.valueBlock.valueHexView).toString('hex'),
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
  return Buffer.from(contentInfoDer(signedData)).toString('base64');
}
