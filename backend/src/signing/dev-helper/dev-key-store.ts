import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CryptoKey, DEV_KEY_ALGORITHM, subtle, x509 } from '../crypto-engine.js';
import { type CertificateHolder, eimzoSubject, holderOf } from '../eimzo-names.js';

/** Who a development key is made for: the holder's subject fields, without the serial (made per key). */
export type KeyHolder = Omit<CertificateHolder, 'serialNumber'>;

/**
 * Where a key is kept, as E-IMZO tells them apart by plugin: a file (`pfx`), an older USB token read by
 * card id (`ftjc`), an ID card in a reader (`idcard`), a BAIK token (`baikey`), or any compatible token
 * (`ckc`). The development helper simulates the hardware: a key issued to one is "plugged in".
 */
export const KEY_DEVICES = ['pfx', 'ftjc', 'idcard', 'baikey', 'ckc'] as const;
export type KeyDevice = (typeof KEY_DEVICES)[number];

/** A development key: its certificate and private key, whether its CA has suspended or revoked it, and where it is kept. */
export interface DevKey {
  certificate: x509.X509Certificate;
  privateKey: CryptoKey;
  status: 'ACTIVE' | 'SUSPENDED' | 'REVOKED';
  device: KeyDevice;
}

interface StoredKey {
  certPem: string;
  keyPkcs8: string;
  status: DevKey['status'];
  /** Absent in stores made before hardware keys were simulated: a file. */
  device?: KeyDevice;
}

/** What a key is issued with besides its holder. */
export interface IssueOptions {
  /** An expired key for tests: both in the past. */
  validFrom?: Date;
  validTo?: Date;
  device?: KeyDevice;
  /** The CRL distribution point the certificate names (RFC 5280 §4.2.1.13), where the CA publishes its list. */
  distributionPoint?: string;
}

interface StoredAuthority {
  certPem: string;
  keyPkcs8: string;
}

interface StoreFile {
  ca: StoredAuthority;
  /** The time-stamping authority's key; absent in stores made before it existed (made on next open). */
  tsa?: StoredAuthority;
  /** What the site keys of this helper are made with (hex); absent in stores made before (made on next open). */
  siteSecret?: string;
  keys: StoredKey[];
}

/** The domains the development portal is opened on, for which `site-keys.txt` holds keys. */
const DEV_SITES = ['localhost', '127.0.0.1'];

/** A certificate with its private key: the CA's, or the time-stamping authority's. */
export interface Authority {
  certificate: x509.X509Certificate;
  privateKey: CryptoKey;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;
const pemOf = (label: string, der: ArrayBuffer) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der).toString('base64').replace(/.{64}/g, '$&\n')}\n-----END ${label}-----\n`;
const importKey = (pkcs8: string) =>
  subtle.importKey('pkcs8', Buffer.from(pkcs8, 'base64'), DEV_KEY_ALGORITHM, true, ['sign']);
const exportKey = async (key: CryptoKey) => Buffer.from(await subtle.exportKey('pkcs8', key)).toString('base64');
const readAuthority = async (a: StoredAuthority): Promise<Authority> => ({
  certificate: new x509.X509Certificate(a.certPem),
  privateKey: await importKey(a.keyPkcs8),
});
const storeAuthority = async (a: Authority): Promise<StoredAuthority> => ({
  certPem: a.certificate.toString('pem'),
  keyPkcs8: await exportKey(a.privateKey),
});

/**
 * The development certificate authority and the software keys of the development signing helper, kept
 * in one folder: `store.json` (the CA's and the keys' private parts, for development only), `ca.pem`
 * (the authority the server trusts), `crl.pem` (the CA's revocation list, where a suspended key is
 * "on hold", as a CA publishes it) and `site-keys.txt` (the helper's site keys for the development
 * domains, as E-IMZO's vendor issues one per domain). Real keys never leave a holder's token; these are
 * made up.
 */
export class DevKeyStore {
  private constructor(
    private readonly dir: string,
    private readonly ca: Authority,
    readonly keys: DevKey[],
    private readonly siteSecret: string,
    private tsaKey?: Authority,
  ) {}

  /** Opens the store in `dir`, making the CA (and the folder) on first use. */
  static async open(dir: string, caName = 'Rent portal development CA'): Promise<DevKeyStore> {
    const file = join(dir, 'store.json');
    if (existsSync(file)) {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as StoreFile;
      const keys = await Promise.all(
        stored.keys.map(async (k) => ({
          certificate: new x509.X509Certificate(k.certPem),
          privateKey: await importKey(k.keyPkcs8),
          status: k.status,
          device: k.device ?? 'pfx',
        })),
      );
      const store = new DevKeyStore(
        dir,
        await readAuthority(stored.ca),
        keys,
        stored.siteSecret ?? randomBytes(32).toString('hex'),
        stored.tsa && (await readAuthority(stored.tsa)),
      );
      if (stored.tsa) await store.save();
      else await store.issueTsa();
      return store;
    }
    mkdirSync(dir, { recursive: true });
    const keys = await subtle.generateKey(DEV_KEY_ALGORITHM, true, ['sign', 'verify']);
    const now = Date.now();
    const certificate = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: randomBytes(8).toString('hex'),
      name: new x509.Name([{ CN: [caName] }, { O: ['Development only'] }]),
      notBefore: new Date(now - YEAR_MS),
      notAfter: new Date(now + 10 * YEAR_MS),
      keys,
      signingAlgorithm: DEV_KEY_ALGORITHM,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      ],
    });
    const store = new DevKeyStore(
      dir,
      { certificate, privateKey: keys.privateKey },
      [],
      randomBytes(32).toString('hex'),
    );
    await store.issueTsa();
    return store;
  }

  /** The CA's certificate and key: what the development OCSP responder signs its answers with. */
  get authority(): Authority {
    return this.ca;
  }

  /**
   * This helper's site key for a domain: 128 hex digits, as long as the keys E-IMZO's vendor issues per
   * domain (a keyed hash of the domain here; the vendor's own scheme is not public).
   */
  siteKey(domain: string): string {
    return createHmac('sha512', Buffer.from(this.siteSecret, 'hex'))
      .update(domain.toLowerCase())
      .digest('hex')
      .toUpperCase();
  }

  /** The development time-stamping authority (RFC 3161), certified by the same CA for time stamping only. */
  get tsa(): Authority {
    if (!this.tsaKey) throw new Error('the store has no time-stamping key');
    return this.tsaKey;
  }

  private async issueTsa(): Promise<void> {
    const keys = await subtle.generateKey(DEV_KEY_ALGORITHM, true, ['sign', 'verify']);
    const certificate = await x509.X509CertificateGenerator.create({
      serialNumber: randomBytes(8).toString('hex'),
      subject: new x509.Name([{ CN: ['Rent portal development TSA'] }, { O: ['Development only'] }]),
      issuer: this.ca.certificate.subjectName,
      notBefore: this.ca.certificate.notBefore,
      notAfter: this.ca.certificate.notAfter,
      publicKey: keys.publicKey,
      signingKey: this.ca.privateKey,
      signingAlgorithm: DEV_KEY_ALGORITHM,
      extensions: [
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        // RFC 3161 §2.3: a TSA's certificate has exactly this purpose, marked critical.
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.timeStamping], true),
      ],
    });
    this.tsaKey = { certificate, privateKey: keys.privateKey };
    await this.save();
  }

  /** The CA certificate, PEM: what a server trusts. */
  get caPem(): string {
    return this.ca.certificate.toString('pem');
  }

  /** Issues a key to a holder: a file valid from yesterday for two years unless `options` say otherwise. */
  async issue(holder: KeyHolder, options: IssueOptions = {}): Promise<DevKey> {
    const {
      validFrom = new Date(Date.now() - 24 * 3600 * 1000),
      validTo = new Date(Date.now() + 2 * YEAR_MS),
      device = 'pfx',
      distributionPoint,
    } = options;
    const keys = await subtle.generateKey(DEV_KEY_ALGORITHM, true, ['sign', 'verify']);
    const serialNumber = randomBytes(8).toString('hex');
    const certificate = await x509.X509CertificateGenerator.create({
      serialNumber,
      subject: eimzoSubject({ ...holder, serialNumber }),
      issuer: this.ca.certificate.subjectName,
      notBefore: validFrom,
      notAfter: validTo,
      publicKey: keys.publicKey,
      signingKey: this.ca.privateKey,
      signingAlgorithm: DEV_KEY_ALGORITHM,
      extensions: [
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation, true),
        ...(distributionPoint ? [new x509.CRLDistributionPointsExtension([distributionPoint])] : []),
      ],
    });
    const key: DevKey = { certificate, privateKey: keys.privateKey, status: 'ACTIVE', device };
    this.keys.push(key);
    await this.save();
    return key;
  }

  /** The holder's keys (by the legal entity's TIN, or by PINFL for an individual's own keys). */
  keysOf(partyId: string): DevKey[] {
    return this.keys.filter((k) => {
      const h = holderOf(k.certificate);
      return partyId.length === 9 ? h.tin === partyId : h.pinfl === partyId && h.tin === null;
    });
  }

  /** Suspends (puts on hold) or revokes a key by its serial number: it goes on the CRL. */
  async setStatus(serialNumber: string, status: DevKey['status']): Promise<void> {
    const key = this.keys.find((k) => k.certificate.serialNumber === serialNumber.toLowerCase());
    if (!key) throw new Error(`no key with serial ${serialNumber}`);
    key.status = status;
    await this.save();
  }

  /** The CA's revocation list as of now, good for a day, where a suspended key is on hold and a revoked one compromised. */
  async crl(now = new Date()): Promise<x509.X509Crl> {
    return x509.X509CrlGenerator.create({
      issuer: this.ca.certificate.subjectName,
      thisUpdate: new Date(now.getTime() - 60_000),
      nextUpdate: new Date(now.getTime() + 24 * 3600 * 1000),
      entries: this.keys
        .filter((k) => k.status !== 'ACTIVE')
        .map((k) => ({
          serialNumber: k.certificate.serialNumber,
          revocationDate: new Date(now.getTime() - 60_000),
          reason: k.status === 'SUSPENDED' ? x509.X509CrlReason.certificateHold : x509.X509CrlReason.keyCompromise,
        })),
      signingKey: this.ca.privateKey,
      signingAlgorithm: DEV_KEY_ALGORITHM,
    });
  }

  /** Writes a fresh `crl.pem`, as a CA publishes its list again before the last one's next update. */
  async publishCrl(): Promise<void> {
    writeFileSync(join(this.dir, 'crl.pem'), pemOf('X509 CRL', (await this.crl()).rawData));
  }

  private async save(): Promise<void> {
    const stored: StoreFile = {
      ca: await storeAuthority(this.ca),
      tsa: this.tsaKey && (await storeAuthority(this.tsaKey)),
      siteSecret: this.siteSecret,
      keys: await Promise.all(
        this.keys.map(async (k) => ({
          certPem: k.certificate.toString('pem'),
          keyPkcs8: await exportKey(k.privateKey),
          status: k.status,
          device: k.device,
        })),
      ),
    };
    writeFileSync(join(this.dir, 'store.json'), JSON.stringify(stored, null, 2), { mode: 0o600 });
    writeFileSync(join(this.dir, 'ca.pem'), this.caPem);
    // "domain,key,…" as EIMZO_API_KEYS takes them.
    writeFileSync(join(this.dir, 'site-keys.txt'), `${DEV_SITES.flatMap((d) => [d, this.siteKey(d)]).join(',')}\n`);
    await this.publishCrl();
  }
}
