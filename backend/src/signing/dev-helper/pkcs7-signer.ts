import * as asn1js from 'asn1js';
import { pkijs } from '../crypto-engine.js';
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
 * content type, the digest and the signing time as signed attributes (E-IMZO's server reports each
 * signer's signing time), and the signer's certificate. A null signing time leaves the attribute out,
 * for tests of a signature that says nothing of when it was made.
 */
export async function signPkcs7(
  key: Pick<DevKey, 'certificate' | 'privateKey'>,
  data: Uint8Array,
  signingTime: Date | null = new Date(),
): Promise<Pkcs7Result> {
  const signed = await signedData({
    certificate: pkijs.Certificate.fromBER(key.certificate.rawData),
    privateKey: key.privateKey,
    contentType: DATA,
    content: data,
    attributes: signingTime
      ? [new pkijs.Attribute({ type: SIGNING_TIME, values: [new asn1js.UTCTime({ valueDate: signingTime })] })]
      : [],
    withCertificate: true,
    version: 1,
  });
  return {
    pkcs7_64: Buffer.from(contentInfoDer(signed)).toString('base64'),
    signature_hex: Buffer.from(signed.signerInfos[0]!.signature.valueBlock.valueHexView).toString('hex'),
    signer_serial_number: key.certificate.serialNumber,
  };
}
