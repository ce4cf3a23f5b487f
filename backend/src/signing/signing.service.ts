import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DomainError, type EventSignature, MessageKeys, type SignedStep, signedDocument } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SIGNATURE_VERIFIER, type SignatureVerifier } from './signature-verifier.js';
import { requestTimestamp, TimestampUnavailableError } from './timestamp-client.js';

/** The header a signed step's PKCS#7 (base64) comes in; the body stays the step's own. */
export const SIGNATURE_HEADER = 'x-e-signature';

/**
 * A party's step and its signature: the PKCS#7 must sign this step's canonical document (the same the
 * browser built from the same parsed body), verify, and be the acting party's key: a legal entity's key
 * names its TIN; an individual's names the PINFL and no entity. Unsigned steps pass only where the
 * deployment does not require signatures.
 */
@Injectable()
export class SigningService {
  constructor(
    @Inject(SIGNATURE_VERIFIER) private readonly verifier: SignatureVerifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  get required(): boolean {
    return this.config.SIGNATURE_REQUIRED;
  }

  /**
   * A time-stamp token (base64) for a signature value the browser's helper just made, from the configured
   * authority, or null where the portal has none. The browser cannot call the authority itself (no CORS,
   * and the portal answers for which authority it trusts).
   */
  async timestamp(signatureHex: string): Promise<string | null> {
    const url = this.config.TIMESTAMP_AUTHORITY_URL;
    if (!url) return null;
    try {
      return await requestTimestamp(url, Buffer.from(signatureHex, 'hex'));
    } catch (error) {
      if (!(error instanceof TimestampUnavailableError)) throw error;
      throw new HttpException({ code: 'TIMESTAMP_UNAVAILABLE', message: MessageKeys.timestampUnavailable }, HttpStatus.SERVICE_UNAVAILABLE);
    }
  }

  async signatureOf(partyId: string, step: SignedStep, contractId: string | null, body: unknown, pkcs7: string | undefined): Promise<EventSignature | undefined> {
    if (!pkcs7) {
      if (this.required) throw new DomainError('SIGNATURE_REQUIRED', MessageKeys.signatureRequired, 'invalid', 'signature');
      return undefined;
    }
    const signature = await this.verifier.verify(pkcs7, signedDocument(step, contractId, body), this.clock.now());
    const own = partyId.length === 9 ? signature.tin === partyId : signature.pinfl === partyId && signature.tin === null;
    if (!own) throw new DomainError('SIGNER_NOT_PARTY', MessageKeys.signerNotParty, 'forbidden', 'signature');
    return signature;
  }
}
