import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CryptapiServer, DEV_KEY_ALGORITHM, type DevKey, DevKeyStore, signPkcs7, subtle, x509 } from '@rent/backend';
import { keyHolder, sign, signed } from './support/signing.js';
import { officeRent } from './support/office-rent.js';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// The outside security test's finding 2 (Medium): a missing, unreadable, wrongly signed or out-of-date
// revocation list was ignored, so a key the CA had suspended or revoked still signed. Each attack here is
// a suspended key signing while the portal's list is in one of those states: it must be refused with
// REVOCATION_UNKNOWN, logged and counted by cause. A current list from the CA's distribution point (a local
// HTTP server, named in the certificates) is fetched and used, and where an OCSP responder is configured
// its answer counts first.
const day = 24 * 3600 * 1000;
const pem = (der: ArrayBuffer) =>
  `-----BEGIN X509 CRL-----\n${Buffer.from(der).toString('base64')}\n-----END X509 CRL-----\n`;

/** A local HTTP server answering what a test sets: a CA's distribution point, or a stand-in for its OCSP responder. */
class FakeService {
  requests = 0;
  answer: (body: Buffer) => Promise<{ status: number; body?: Uint8Array }> = async () => ({ status: 404 });
  private constructor(readonly server: Server) {}
  static async start(): Promise<FakeService> {
    const server = createServer();
    const service = new FakeService(server);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        service.requests++;
        void service
          .answer(Buffer.concat(chunks))
          .then(({ status, body }) => res.writeHead(status).end(body ? Buffer.from(body) : undefined));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return service;
  }
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  close = () => new Promise<void>((resolve) => this.server.close(() => resolve()));
}

/** A list in an authority's name: signed with `signingKey` (the authority's own, or another), current or not. */
async function crlOf(
  store: DevKeyStore,
  options: {
    signingKey?: CryptoKey;
    thisUpdate?: Date;
    nextUpdate?: Date;
    revoked?: { key: DevKey; hold: boolean }[];
  } = {},
) {
  const now = Date.now();
  const crl = await x509.X509CrlGenerator.create({
    issuer: store.authority.certificate.subjectName,
    thisUpdate: options.thisUpdate ?? new Date(now - 60_000),
    nextUpdate: options.nextUpdate ?? new Date(now + day),
    entries: (options.revoked ?? []).map(({ key, hold }) => ({
      serialNumber: key.certificate.serialNumber,
      revocationDate: new Date(now - 60_000),
      reason: hold ? x509.X509CrlReason.certificateHold : x509.X509CrlReason.keyCompromise,
    })),
    signingKey: options.signingKey ?? store.authority.privateKey,
    signingAlgorithm: DEV_KEY_ALGORITHM,
  });
  return crl.rawData;
}

const registration = (contractNumber: string) => officeRent(contractNumber, { area: 5 });

interface Parties {
  t: TestApp;
  lessor: ApiClient;
  lessee: ApiClient;
}

async function register({ lessor, lessee }: Parties, key: DevKey, contractNumber: string): Promise<string> {
  const body = registration(contractNumber);
  const id = randomUUID();
  const res = await signed(lessor, '/contracts', body, await sign(key, 'create', id, body, 0));
  expect(res.status).toBe(201);
  lessee.readAfter(res.body.position);
  return id;
}

/** The lessee confirms a contract just registered (version 1) with `key`. */
async function confirm({ lessee }: Parties, id: string, key: DevKey) {
  return signed(lessee, `/contracts/${id}/confirm`, {}, await sign(key, 'confirm', id, {}, 1));
}

/** How many refusals the app's metrics count for a reason and a detail. */
async function refusals(t: TestApp, reason: string, detail: string): Promise<number> {
  const text = await (await fetch(`${t.baseUrl}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`rent_signature_refusals_total{reason="${reason}",detail="${detail}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

let ca: DevKeyStore;
let dpCa: DevKeyStore;
let brokenDpCa: DevKeyStore;
let other: DevKeyStore;
let crlFile: string;
let dp: FakeService;
let brokenDp: FakeService;
let parties: Parties;
let keys: { lessor: DevKey; lessee: DevKey; suspended: DevKey; dpGood: DevKey; dpRevoked: DevKey; brokenDpKey: DevKey };

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'rp-revocation-'));
  [dp, brokenDp] = await Promise.all([FakeService.start(), FakeService.start()]);
  ca = await DevKeyStore.open(join(dir, 'ca'));
  dpCa = await DevKeyStore.open(join(dir, 'dp-ca'), 'A CA with a distribution point');
  brokenDpCa = await DevKeyStore.open(join(dir, 'broken-dp-ca'), 'A CA whose distribution point fails');
  other = await DevKeyStore.open(join(dir, 'other'), 'Somebody else’s CA');
  const lessee = keyHolder(demo('individual').login);
  keys = {
    lessor: await ca.issue(keyHolder(demo('lessor').login)),
    lessee: await ca.issue(lessee),
    suspended: await ca.issue(lessee),
    dpGood: await dpCa.issue(lessee, { distributionPoint: `${dp.url}/dp.crl` }),
    dpRevoked: await dpCa.issue(lessee, { distributionPoint: `${dp.url}/dp.crl` }),
    brokenDpKey: await brokenDpCa.issue(lessee, { distributionPoint: `${brokenDp.url}/dp.crl` }),
  };
  crlFile = join(dir, 'portal-crl.pem');
  const caFile = join(dir, 'trusted.pem');
  writeFileSync(caFile, ca.caPem + dpCa.caPem + brokenDpCa.caPem);
  const t = await startApp({ SIGNATURE_REQUIRED: 'true', SIGNING_CA_FILE: caFile, SIGNING_CRL_FILE: crlFile });
  const [lessorClient, lesseeClient] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'individual'),
  ]);
  parties = { t, lessor: lessorClient, lessee: lesseeClient };
});
afterAll(async () => {
  await parties?.t.close();
  await Promise.all([dp?.close(), brokenDp?.close()]);
});

/** The portal's list file holds the development CA's current list, the suspended key on hold. */
const currentList = async () =>
  writeFileSync(crlFile, pem(await crlOf(ca, { revoked: [{ key: keys.suspended, hold: true }] })));

describe('a suspended key never signs because the list could not be gone by: REVOCATION_UNKNOWN, logged and counted', () => {
  it.each<[string, string, () => Promise<void>]>([
    ['the list file is missing', 'crl_missing', async () => rmSync(crlFile, { force: true })],
    [
      'the list file cannot be read',
      'crl_unreadable',
      async () => writeFileSync(crlFile, '-----BEGIN X509 CRL-----\nbm90IGEgbGlzdA==\n-----END X509 CRL-----\n'),
    ],
    [
      'the list is in the CA’s name but signed by another key',
      'crl_wrong_signer',
      async () => {
        const { privateKey } = await subtle.generateKey(DEV_KEY_ALGORITHM, true, ['sign', 'verify']);
        writeFileSync(crlFile, pem(await crlOf(ca, { signingKey: privateKey })));
      },
    ],
    [
      'the list is past its next update (from before the suspension)',
      'crl_out_of_date',
      async () =>
        writeFileSync(
          crlFile,
          pem(await crlOf(ca, { thisUpdate: new Date(Date.now() - 3 * day), nextUpdate: new Date(Date.now() - day) })),
        ),
    ],
    [
      'the list is not issued yet (a CA clock far ahead)',
      'crl_out_of_date',
      async () =>
        writeFileSync(
          crlFile,
          pem(await crlOf(ca, { thisUpdate: new Date(Date.now() + day), nextUpdate: new Date(Date.now() + 2 * day) })),
        ),
    ],
  ])('%s: refused, nothing written', async (name, cause, listState) => {
    await currentList();
    const id = await register(parties, keys.lessor, `R-${cause}-${name.length}`);
    await listState();
    const counted = await refusals(parties.t, 'REVOCATION_UNKNOWN', cause);
    const res = await confirm(parties, id, keys.suspended);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'REVOCATION_UNKNOWN',
      message: 'errors.revocationUnknown',
      errors: { signature: 'errors.revocationUnknown' },
    });
    expect((await parties.lessee.get(`/contracts/${id}`)).body).toMatchObject({ state: 10 });
    expect(await refusals(parties.t, 'REVOCATION_UNKNOWN', cause)).toBe(counted + 1);
  });

  it('with a current list the suspension is found, and a key in force signs', async () => {
    await currentList();
    const id = await register(parties, keys.lessor, 'R-current');
    expect((await confirm(parties, id, keys.suspended)).body).toMatchObject({ code: 'KEY_SUSPENDED' });
    expect(await refusals(parties.t, 'KEY_SUSPENDED', 'none')).toBeGreaterThan(0);
    expect((await confirm(parties, id, keys.lessee)).status).toBe(200);
  });
});

describe('the list at the CA’s distribution point', () => {
  it('is fetched when the file holds none current for the CA, used (a revoked key is refused), and kept until its next update', async () => {
    await currentList();
    // The file holds this CA's list too, but an old one.
    writeFileSync(
      crlFile,
      pem(await crlOf(ca, { revoked: [{ key: keys.suspended, hold: true }] })) +
        pem(await crlOf(dpCa, { thisUpdate: new Date(Date.now() - 3 * day), nextUpdate: new Date(Date.now() - day) })),
    );
    dp.answer = async () => ({
      status: 200,
      body: new Uint8Array(await crlOf(dpCa, { revoked: [{ key: keys.dpRevoked, hold: false }] })),
    });
    const id = await register(parties, keys.lessor, 'R-dp');
    expect((await confirm(parties, id, keys.dpRevoked)).body).toMatchObject({ code: 'KEY_REVOKED' });
    expect(dp.requests).toBe(1);
    expect((await confirm(parties, id, keys.dpGood)).status).toBe(200);
    expect(dp.requests).toBe(1);
  });

  it.each<[string, string, () => Promise<{ status: number; body?: Uint8Array }>]>([
    ['does not answer', 'distribution_point_unreachable', async () => ({ status: 503 })],
    [
      'answers something that is not a list',
      'crl_unreadable',
      async () => ({ status: 200, body: Buffer.from('not a list') }),
    ],
    [
      'answers a list in the CA’s name signed by another key',
      'crl_wrong_signer',
      async () => {
        const { privateKey } = await subtle.generateKey(DEV_KEY_ALGORITHM, true, ['sign', 'verify']);
        return { status: 200, body: new Uint8Array(await crlOf(brokenDpCa, { signingKey: privateKey })) };
      },
    ],
    [
      'answers a list past its next update',
      'crl_out_of_date',
      async () => ({
        status: 200,
        body: new Uint8Array(
          await crlOf(brokenDpCa, {
            thisUpdate: new Date(Date.now() - 3 * day),
            nextUpdate: new Date(Date.now() - day),
          }),
        ),
      }),
    ],
  ])('that %s gives no answer: REVOCATION_UNKNOWN', async (_name, cause, answer) => {
    await currentList();
    brokenDp.answer = answer;
    const id = await register(parties, keys.lessor, `R-dp-${cause}`);
    const asked = brokenDp.requests;
    const res = await confirm(parties, id, keys.brokenDpKey);
    expect(res.body).toMatchObject({ code: 'REVOCATION_UNKNOWN' });
    // Asked again each time: a failure is not kept. The file has no list of this CA, then the distribution point's answer.
    expect(brokenDp.requests).toBe(asked + 1);
    expect(await refusals(parties.t, 'REVOCATION_UNKNOWN', `crl_missing+${cause}`)).toBe(1);
  });
});

describe('the time-stamp endpoint without an authority', () => {
  it('gives the PKCS#7 back as it came: the portal stamps nothing', async () => {
    const made = (await signPkcs7(keys.lessee, Buffer.from('x'))).pkcs7_64;
    expect((await parties.lessee.post('/signing/timestamp', { pkcs7: made })).body).toEqual({ pkcs7: made });
  });
});

describe('an OCSP responder, where configured, answers first', () => {
  let ocspParties: Parties;
  let helper: CryptapiServer;
  let otherHelper: CryptapiServer;
  let responder: FakeService;
  /** The stand-in forwards to the development CA's responder, or to another CA's. */
  const forwardTo = (target: CryptapiServer) => async (body: Buffer) => {
    const res = await fetch(`http://127.0.0.1:${target.port}/ocsp`, {
      method: 'POST',
      headers: { 'content-type': 'application/ocsp-request' },
      body: new Uint8Array(body),
    });
    return { status: res.status, body: new Uint8Array(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    [helper, otherHelper, responder] = await Promise.all([
      CryptapiServer.start(ca, 0),
      CryptapiServer.start(other, 0),
      FakeService.start(),
    ]);
    const dir = await mkdtemp(join(tmpdir(), 'rp-ocsp-'));
    writeFileSync(join(dir, 'ca.pem'), ca.caPem);
    const t = await startApp({
      SIGNATURE_REQUIRED: 'true',
      SIGNING_CA_FILE: join(dir, 'ca.pem'),
      SIGNING_CRL_FILE: join(dir, 'no-list.pem'),
      SIGNING_OCSP_URL: `${responder.url}/ocsp`,
    });
    const [lessorClient, lesseeClient] = await Promise.all([
      ApiClient.signIn(t.baseUrl, 'lessor'),
      ApiClient.signIn(t.baseUrl, 'individual'),
    ]);
    ocspParties = { t, lessor: lessorClient, lessee: lesseeClient };
  });
  afterAll(async () => {
    await ocspParties?.t.close();
    await Promise.all([helper?.close(), otherHelper?.close(), responder?.close()]);
  });

  it('a key in force signs with no list at all; a suspended one is refused as suspended, a revoked one as revoked', async () => {
    responder.answer = forwardTo(helper);
    const id = await register(ocspParties, keys.lessor, 'O-1');
    await ca.setStatus(keys.suspended.certificate.serialNumber, 'SUSPENDED');
    expect((await confirm(ocspParties, id, keys.suspended)).body).toMatchObject({ code: 'KEY_SUSPENDED' });
    await ca.setStatus(keys.suspended.certificate.serialNumber, 'REVOKED');
    expect((await confirm(ocspParties, id, keys.suspended)).body).toMatchObject({ code: 'KEY_REVOKED' });
    expect((await confirm(ocspParties, id, keys.lessee)).status).toBe(200);
  });

  it.each<[string, string, () => (body: Buffer) => Promise<{ status: number; body?: Uint8Array }>]>([
    ['an answer signed by another CA’s responder', 'ocsp_invalid', () => forwardTo(otherHelper)],
    ['no answer', 'ocsp_unreachable', () => async () => ({ status: 502 })],
    ['an answer that is not OCSP', 'ocsp_invalid', () => async () => ({ status: 200, body: Buffer.from('good') })],
  ])('%s, and no list to fall back on: REVOCATION_UNKNOWN', async (_name, cause, answer) => {
    responder.answer = forwardTo(helper);
    const id = await register(ocspParties, keys.lessor, `O-${cause}-${_name.length}`);
    responder.answer = answer();
    // The responder's answer, then the missing list.
    const detail = `${cause}+crl_missing`;
    const counted = await refusals(ocspParties.t, 'REVOCATION_UNKNOWN', detail);
    expect((await confirm(ocspParties, id, keys.lessee)).body).toMatchObject({ code: 'REVOCATION_UNKNOWN' });
    expect(await refusals(ocspParties.t, 'REVOCATION_UNKNOWN', detail)).toBe(counted + 1);
  });
});
