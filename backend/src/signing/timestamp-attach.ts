import { pkijs } from './crypto-engine.js';
import { pkcs7Base64Of } from './signed-content.js';
import { TIME_STAMP_TOKEN_ATTRIBUTE } from './timestamp-token.js';

/**
 * The PKCS#7 with a time-stamp token (a ContentInfo, DER) of its one signer's signature as that signer's
 * unsigned attribute (RFC 3161 appendix A). The signed part is left byte for byte: the signature, the
 * signed attributes and the content are those the helper made.
 */
export function attachTimestamp(signedData: pkijs.SignedData, token: Uint8Array): string {
  const signerInfo = signedData.signerInfos[0]!;
  signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 1,
    attributes: [
      new pkijs.Attribute({ type: TIME_STAMP_TOKEN_ATTRIBUTE, values: [pkijs.ContentInfo.fromBER(token).toSchema()] }),
    ],
  });
  return pkcs7Base64Of(signedData);
}
