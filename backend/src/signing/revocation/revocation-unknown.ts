import { DomainError, MessageKeys } from '@rent/domain';

/**
 * Why a key's standing could not be established: the CA's list (from the file or its distribution point)
 * is missing, unreadable, not signed by the CA, or past its next update; the distribution point or the
 * OCSP responder did not answer; the responder's answer did not check out or said "unknown".
 */
export type RevocationCause =
  | 'crl_missing'
  | 'crl_unreadable'
  | 'crl_wrong_signer'
  | 'crl_out_of_date'
  | 'distribution_point_unreachable'
  | 'ocsp_unreachable'
  | 'ocsp_invalid'
  | 'ocsp_unknown';

/**
 * No source said whether the key is suspended or revoked: the signature is refused (it fails closed), as
 * a key the CA has withdrawn must never sign because its list could not be read. `causes` are what each
 * source answered, in the order they were asked.
 */
export class RevocationUnknownError extends DomainError {
  constructor(readonly causes: [RevocationCause, ...RevocationCause[]]) {
    super('REVOCATION_UNKNOWN', MessageKeys.revocationUnknown, 'invalid', 'signature');
  }
}
