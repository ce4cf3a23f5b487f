import { MessageKeys } from '@rent/domain';
import { pkijs } from './crypto-engine.js';
import { refuse } from './signature-refusal.js';

/** A PKCS#7 as the portal takes it: a SignedData of exactly one signer, its content attached. */
export interface Pkcs7 {
  signedData: pkijs.SignedData;
  signerInfo: pkijs.SignerInfo;
  /** The attached content as UTF-8 text: the document that was signed. */
  content: string;
}

/** The SignedData of a base64 PKCS#7 and its attached content; anything else is not a signature. */
export function readPkcs7(pkcs7Base64: string): Pkcs7 {
  try {
    const info = pkijs.ContentInfo.fromBER(Buffer.from(pkcs7Base64, 'base64'));
    if (info.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error('not signed data');
    const signedData = new pkijs.SignedData({ schema: info.content });
    const e = signedData.encapContentInfo.eContent;
    const signerInfo = signedData.signerInfos[0];
    if (!e || !signerInfo || signedData.signerInfos.length !== 1) throw new Error('no content or not one signer');
    // A long content comes as a constructed OCTET STRING of pieces.
    const bytes = e.idBlock.isConstructed
      ? Buffer.concat(
          (e.valueBlock.value as unknown as { valueBlock: { valueHexView: Uint8Array } }[]).map((p) =>
            Buffer.from(p.valueBlock.valueHexView),
          ),
        )
      : Buffer.from(e.valueBlock.valueHexView);
    return { signedData, signerInfo, content: bytes.toString('utf8') };
  } catch {
    throw refuse('SIGNATURE_MALFORMED', MessageKeys.signatureInvalid);
  }
}

/** A SignedData in its ContentInfo, base64, as PKCS#7 files and the helper's answers carry it. */
export const pkcs7Base64Of = (signedData: pkijs.SignedData): string =>
  Buffer.from(
    new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signedData.toSchema(true) })
      .toSchema()
      .toBER(false),
  ).toString('base64');
