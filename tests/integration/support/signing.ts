import { join } from 'node:path';
import { signedDocument, type SignedStep } from '@rent/domain';
import { type DevKey, demoKeyHolders, SIGNATURE_HEADER, signPkcs7 } from '@rent/backend';
import type { ApiClient } from './test-app.js';

/** A portal's settings that require every step signed by a key of the development CA whose files are in `dir`. */
export const signaturesRequired = (dir: string) => ({
  SIGNATURE_REQUIRED: 'true',
  SIGNING_CA_FILE: join(dir, 'ca.pem'),
  SIGNING_CRL_FILE: join(dir, 'crl.pem'),
});

/** The demo holder of a TIN or PINFL, to whom the development CA issues a key. */
export const keyHolder = (partyId: string) => demoKeyHolders().find((h) => h.tin === partyId || h.pinfl === partyId)!;

/**
 * A step's canonical document signed with `key`, as the browser sends it (PKCS#7, base64); a contract just
 * registered is at version 1. The signing time is now unless told (null: none).
 */
export const sign = async (
  key: DevKey,
  step: SignedStep,
  contractId: string,
  body: unknown,
  version = 1,
  signingTime?: Date | null,
) => (await signPkcs7(key, Buffer.from(signedDocument(step, contractId, body, version)), signingTime)).pkcs7_64;

/** A step as the browser sends it: the body, and the PKCS#7 in its header. */
export const signed = (client: ApiClient, path: string, body: unknown, pkcs7: string) =>
  client.request('POST', path, body, { [SIGNATURE_HEADER]: pkcs7 });
