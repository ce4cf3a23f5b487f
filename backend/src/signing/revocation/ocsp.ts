/** OCSP's object identifiers and certificate statuses (RFC 6960 §4.2.1, §4.4.1). */
export const OCSP = {
  basicResponse: '1.3.6.1.5.5.7.48.1.1',
  nonce: '1.3.6.1.5.5.7.48.1.2',
  /** CertStatus is a CHOICE of context tags: good [0], revoked [1], unknown [2]. */
  good: 0,
  revoked: 1,
  unknown: 2,
  /** CRLReason certificateHold (RFC 5280 §5.3.1): a suspension. */
  certificateHold: 6,
  /** OCSPResponseStatus successful. */
  successful: 0,
  /** The CertID hash every responder answers for (RFC 5019 §2.1.1). */
  certIdHash: 'SHA-1',
} as const;
