import { pkijs, x509 } from './crypto-engine.js';

/**
 * The trusted authority that issued `certificate`, if the certificate chains to one of `trusted` at
 * `at`: the issuer in the path pkijs built and checked (its signature, validity, CA constraints), never
 * one looked up by name, which a self-made CA can copy. Null when it does not chain, or when the
 * certificate is itself one of the trusted authorities (an authority's own key signs no steps).
 */
export async function trustedIssuerOf(
  certificate: pkijs.Certificate,
  trusted: readonly x509.X509Certificate[],
  at: Date,
): Promise<x509.X509Certificate | null> {
  const engine = new pkijs.CertificateChainValidationEngine({
    trustedCerts: trusted.map((a) => pkijs.Certificate.fromBER(a.rawData)),
    certs: [certificate],
    checkDate: at,
  });
  const result = await engine.verify().catch(() => null);
  const issuer = result?.result ? result.certificatePath?.[1] : undefined;
  return issuer ? new x509.X509Certificate(issuer.toSchema().toBER(false)) : null;
}
