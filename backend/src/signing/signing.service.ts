import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Counter, Registry } from 'prom-client';
import {
  DomainError,
  type EventSignature,
  MessageKeys,
  readSignedDocument,
  type SignedStep,
  signedDocument,
} from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { isUuid } from '../http/correlation-id.js';
import { LOGGER } from '../logging/logger.js';
import { METRICS, SIGNATURE_REFUSALS } from '../metrics/metrics.js';
import { RevocationUnknownError } from './revocation/revocation-unknown.js';
import { readPkcs7 } from './signed-content.js';
import { SIGNATURE_VERIFIER, type SignatureVerifier } from './signature-verifier.js';
import { refuse } from './signature-refusal.js';
import { attachTimestamp } from './timestamp-attach.js';
import { requestTimestamp, TimestampUnavailableError } from './timestamp-client.js';
import { timestampTokenOf } from './timestamp-token.js';

/** The header a signed step's PKCS#7 (base64) comes in; the body stays the step's own. */
export const SIGNATURE_HEADER = 'x-e-signature';

/** A step's verified signature, and the contract and stream version it was made for (signed-document.ts). */
export interface SignedStepProof {
  signature: EventSignature;
  contractId: string;
  version: number;
}

/**
 * Who signs a step: the party itself, or a representative acting for it (issue 21), who signs with their
 * own key, never the party's.
 */
export interface Signer {
  partyId: string;
  representative?: { pinfl: string };
}

/**
 * A party's step and its signature: the PKCS#7 must sign this step's canonical document (the same the
 * browser built from the same parsed body, for the contract version it names), verify, and be the acting
 * party's key: a legal entity's key names its TIN; an individual's names the PINFL and no entity; a
 * representative's names the representative's PINFL (whatever entity it was issued for). The
 * decider then takes the step only on that version. Unsigned steps pass only where the deployment does
 * not require signatures. Every refusal is counted by its code, and an unknown revocation status logged.
 */
@Injectable()
export class SigningService {
  private readonly refusals: Counter<'reason' | 'detail'>;

  constructor(
    @Inject(SIGNATURE_VERIFIER) private readonly verifier: SignatureVerifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(METRICS) metrics: Registry,
  ) {
    this.refusals = metrics.getSingleMetric(SIGNATURE_REFUSALS) as Counter<'reason' | 'detail'>;
  }

  get required(): boolean {
    return this.config.SIGNATURE_REQUIRED;
  }

  /**
   * The PKCS#7 the browser's helper just made, with a time stamp of its signature from the configured
   * authority attached (as E-IMZO's own server stamps a PKCS#7 for the page), or as it came where the
   * portal has no authority or the signature is stamped already. The browser cannot call the authority
   * itself (no CORS, and the portal answers for which authority it trusts).
   */
  async timestamp(pkcs7Base64: string): Promise<string> {
    const { signedData, signerInfo } = readPkcs7(pkcs7Base64);
    const url = this.config.TIMESTAMP_AUTHORITY_URL;
    if (!url || timestampTokenOf(signerInfo)) return pkcs7Base64;
    try {
      const token = await requestTimestamp(url, signerInfo.signature.valueBlock.valueHexView);
      return attachTimestamp(signedData, Buffer.from(token, 'base64'));
    } catch (error) {
      if (!(error instanceof TimestampUnavailableError)) throw error;
      throw new HttpException(
        { code: 'TIMESTAMP_UNAVAILABLE', message: MessageKeys.timestampUnavailable },
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
  }

  /**
   * The verified signature of a step on `contractId` (null for a registration: the signed document names
   * the id the new contract is to have), or undefined for an unsigned step where none is required.
   */
  async signedStep(
    signer: string | Signer,
    step: SignedStep,
    contractId: string | null,
    body: unknown,
    pkcs7: string | undefined,
  ): Promise<SignedStepProof | undefined> {
    try {
      if (!pkcs7) {
        if (this.required)
          throw new DomainError('SIGNATURE_REQUIRED', MessageKeys.signatureRequired, 'invalid', 'signature');
        return undefined;
      }
      // What the document says it is for: the verifier compares it byte for byte with the one built here.
      const claimed = readSignedDocument(readPkcs7(pkcs7).content);
      const id = contractId ?? claimed?.contractId;
      if (!id || !isUuid(id)) throw refuse('SIGNATURE_DOCUMENT_MISMATCH', MessageKeys.signatureDocumentMismatch);
      const version = claimed?.version ?? 0;
      const signature = await this.verifier.verify(pkcs7, signedDocument(step, id, body, version), this.clock.now());
      const { partyId, representative } = typeof signer === 'string' ? { partyId: signer } : signer;
      const own = representative
        ? signature.pinfl === representative.pinfl
        : partyId.length === 9
          ? signature.tin === partyId
          : signature.pinfl === partyId && signature.tin === null;
      if (!own) throw new DomainError('SIGNER_NOT_PARTY', MessageKeys.signerNotParty, 'forbidden', 'signature');
      return { signature, contractId: id, version };
    } catch (error) {
      if (error instanceof DomainError) this.refused(error);
      throw error;
    }
  }

  private refused(error: DomainError): void {
    // What each source answered, in the order they were asked ("crl_missing+distribution_point_unreachable").
    const detail = error instanceof RevocationUnknownError ? error.causes.join('+') : 'none';
    this.refusals.inc({ reason: error.code, detail });
    if (error instanceof RevocationUnknownError) {
      this.log.warn(
        { code: error.code, causes: error.causes },
        'signature refused: the key’s revocation status is unknown',
      );
    }
  }
}
