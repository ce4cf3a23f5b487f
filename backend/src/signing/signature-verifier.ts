import type { EventSignature } from '@rent/domain';

/**
 * Checks a PKCS#7 a party's E-IMZO helper made: that it signs exactly `document`, that its certificate
 * chains to a trusted authority, was valid when it signed and is neither suspended nor revoked. Answers
 * who signed, or throws a DomainError naming what failed. The built-in verifier (pkijs) sits behind
 * this port so that a deployment can put the vendor's verification service in its place.
 */
export interface SignatureVerifier {
  verify(pkcs7Base64: string, document: string, now: Date): Promise<EventSignature>;
}

export const SIGNATURE_VERIFIER = Symbol('SignatureVerifier');
