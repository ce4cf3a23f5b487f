import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import * as pkijs from 'pkijs';

// Both libraries run on Node's WebCrypto; @peculiar/x509 needs reflect-metadata (Nest loads it anyway).
x509.cryptoProvider.set(webcrypto as never);
pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as never }));

export { pkijs, x509 };

/**
 * The development keys' algorithm. Real E-IMZO keys use the national GOST-based algorithms (O'zDSt 1092),
 * which WebCrypto does not have; the verifier takes whatever pkijs can check, RSA here.
 */
export const DEV_KEY_ALGORITHM = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
} as const;

export const subtle = webcrypto.subtle;
export type CryptoKey = webcrypto.CryptoKey;
