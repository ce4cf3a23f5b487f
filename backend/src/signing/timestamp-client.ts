import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import { pkijs } from './crypto-engine.js';

/** How long the portal waits for the time-stamping authority before it tells the user to try again. */
const TIMEOUT_MS = 10_000;

export class TimestampUnavailableError extends Error {}

/**
 * Asks an RFC 3161 authority (over HTTP, §3.4) to stamp a signature value: a SHA-256 imprint of it and a
 * fresh nonce, the authority's certificate requested. Answers the token (a CMS ContentInfo, base64) once
 * the authority granted it for exactly this imprint and nonce; anything else is "unavailable".
 */
export async function requestTimestamp(url: string, signatureValue: Uint8Array): Promise<string> {
  const nonce = new asn1js.Integer({ valueHex: randomBytes(8) });
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: await pkijs.MessageImprint.create('SHA-256', signatureValue),
    nonce,
    certReq: true,
  });
  let answer: ArrayBuffer;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: Buffer.from(request.toSchema().toBER(false)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    answer = await response.arrayBuffer();
  } catch (error) {
    throw new TimestampUnavailableError(`time-stamping authority did not answer: ${(error as Error).message}`);
  }
  let token: pkijs.ContentInfo | undefined;
  let tstInfo: pkijs.TSTInfo;
  try {
    const response = pkijs.TimeStampResp.fromBER(answer);
    token = response.timeStampToken;
    const granted =
      response.status.status === pkijs.PKIStatus.granted || response.status.status === pkijs.PKIStatus.grantedWithMods;
    if (!granted || !token) throw new Error(`status ${response.status.status}`);
    const signedData = new pkijs.SignedData({ schema: token.content });
    tstInfo = pkijs.TSTInfo.fromBER(signedData.encapContentInfo.eContent!.getValue());
  } catch (error) {
    throw new TimestampUnavailableError(`time-stamping authority refused: ${(error as Error).message}`);
  }
  // A copy: a Node Buffer's .buffer may be a shared pool far larger than the value.
  const sameImprint = await tstInfo.verify({ data: new Uint8Array(signatureValue).buffer });
  if (!sameImprint || !tstInfo.nonce?.isEqual(nonce))
    throw new TimestampUnavailableError('time stamp is not for this request');
  return Buffer.from(token.toSchema().toBER(false)).toString('base64');
}
