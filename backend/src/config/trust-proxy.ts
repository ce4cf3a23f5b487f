import { isIP } from 'node:net';

/** Express's names for the private ranges a proxy on the same host or network has. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isSubnet = (text: string): boolean => {
  const [address, bits, ...rest] = text.split('/');
  if (rest.length || !address || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const version = isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Express's `trust proxy` from TRUST_PROXY: which proxies in front of the portal are believed when they say
 * who the client is (X-Forwarded-For: the address the sign-in limits count) and that it came over TLS
 * (X-Forwarded-Proto: HSTS, secure links). `false` (empty, `false` or `0`) believes none; a number
 * believes that many hops; otherwise a comma-separated list of addresses, subnets, or `loopback`,
 * `linklocal`, `uniquelocal`. `true` is refused: believing anyone lets every client name its own address.
 * Undefined when the text is none of these.
 */
export function parseTrustProxy(text: string): false | number | string[] | undefined {
  const value = text.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const parts = value.split(',').map((p) => p.trim());
  return parts.every((p) => RANGE_NAMES.has(p) || isIP(p) !== 0 || isSubnet(p)) ? parts : undefined;
}
