import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import { signedDocument } from '@rent/domain';
import {
  attachTimestamp,
  CryptapiServer,
  DEV_KEY_ALGORITHM,
  type DevKey,
  DevKeyStore,
  readPkcs7,
  requestTimestamp,
  signPkcs7,
  TimestampUnavailableError,
  x509,
} from '@rent/backend';
import { keyHolder, sign, signaturesRequired, signed } from './support/signing.js';
import { officeRent } from './support/office-rent.js';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// Issue 6: every party step signed with an E-IMZO key and verified on the server before its event is
// written. Keys come from the development CA (the same code the development helper runs); a second CA
// stands for an authority the portal does not trust. The development helper runs for the whole file: its
// time-stamping authority is the portal's.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let store: DevKeyStore;
let storeDir: string;
let other: DevKeyStore;
let helper: CryptapiServer;
let keys: { lessor: DevKey; lessee: DevKey; expired: DevKey; suspended: DevKey; untrusted: DevKey };

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'rp-sign-'));
  storeDir = dir;
  store = await DevKeyStore.open(dir);
  other = await DevKeyStore.open(await mkdtemp(join(tmpdir(), 'rp-sign-other-')), 'Somebody else’s CA');
  const day = 24 * 3600 * 1000;
  keys = {
    lessor: await store.issue(keyHolder(demo('lessor').login)),
    lessee: await store.issue(keyHolder(demo('individual').login)),
    expired: await store.issue(keyHolder(demo('individual').login), {
      validFrom: new Date(Date.now() - 400 * day),
      validTo: new Date(Date.now() - day),
    }),
    suspended: await store.issue(keyHolder(demo('individual').login)),
    untrusted: await other.issue(keyHolder(demo('individual').login)),
  };
  await store.setStatus(keys.suspended.certificate.serialNumber, 'SUSPENDED');
  helper = await CryptapiServer.start(store, 0);
  t = await startApp({
    ...signaturesRequired(dir),
    TIMESTAMP_AUTHORITY_URL: `http://127.0.0.1:${helper.port}/tsa`,
  });
  [lessor, lessee] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'individual'),
  ]);
});
afterAll(async () => {
  await t.close();
  await helper.close();
});

const registration = (contractNumber: string) => officeRent(contractNumber, { area: 20 });

async function register(contractNumber: string): Promise<string> {
  const body = registration(contractNumber);
  const res = await signed(lessor, '/contracts', body, await sign(keys.lessor, 'create', randomUUID(), body, 0));
  expect(res.status).toBe(201);
  lessee.readAfter(res.body.position);
  return res.body.id as string;
}

describe('a signed registration and confirmation', () => {
  it('an unsigned step is refused where signatures are required, and nothing is written', async () => {
    const res = await lessor.post('/contracts', registration('S-0'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'SIGNATURE_REQUIRED', errors: { signature: 'errors.signatureRequired' } });
    expect((await lessor.get('/contracts?filter={"box":"sent"}')).body).toEqual([]);
  });

  it('the lessor’s key signs the registration, the lessee’s the confirmation; the history shows who signed with which key', async () => {
    const id = await register('S-1');
    const res = await signed(lessee, `/contracts/${id}/confirm`, {}, await sign(keys.lessee, 'confirm', id, {}));
    expect(res.status).toBe(200);
    lessee.readAfter(res.body.position);
    const history = (await lessee.get(`/contracts/${id}/history`)).body as {
      eventType: string;
      signature: Record<string, unknown> | null;
    }[];
    expect(history.map((h) => [h.eventType, h.signature?.holder, h.signature?.serialNumber])).toEqual([
      ['ContractCreated', 'Nazarov Bekzod Olimovich', keys.lessor.certificate.serialNumber],
      ['ContractConfirmed', 'Aliyev Vali Karimovich', keys.lessee.certificate.serialNumber],
    ]);
    expect(history[0]!.signature).toMatchObject({
      tin: '301234567',
      organisation: '«Toshkent Savdo Markazi» MChJ',
      pinfl: null,
    });
    expect(history[1]!.signature).toMatchObject({ tin: null, pinfl: '31012850123453', pkcs7: expect.any(String) });
  });
});

describe('each bad signature is refused with its own message, and nothing is written', () => {
  let id: string;
  beforeAll(async () => {
    id = await register('S-2');
  });

  const confirmWith = async (pkcs7: string) => signed(lessee, `/contracts/${id}/confirm`, {}, pkcs7);
  const tamper = (pkcs7: string) => {
    const bytes = Buffer.from(pkcs7, 'base64');
    const at = bytes.indexOf(Buffer.from('"confirm"'));
    bytes[at + 1] = 'C'.charCodeAt(0);
    return bytes.toString('base64');
  };

  it.each([
    [
      'a tampered document (a byte of the signed content changed)',
      async () => tamper(await sign(keys.lessee, 'confirm', id, {})),
      400,
      'SIGNATURE_INVALID',
      'errors.signatureInvalid',
    ],
    [
      'a signature over another step (a rejection’s document)',
      async () => sign(keys.lessee, 'reject', id, { reason: 'x' }),
      400,
      'SIGNATURE_OTHER_DOCUMENT',
      'errors.signatureOtherDocument',
    ],
    [
      'a signature over another contract',
      async () => sign(keys.lessee, 'confirm', '00000000-0000-4000-8000-000000000000', {}),
      400,
      'SIGNATURE_OTHER_DOCUMENT',
      'errors.signatureOtherDocument',
    ],
    [
      'another party’s key',
      async () => sign(keys.lessor, 'confirm', id, {}),
      403,
      'SIGNER_NOT_PARTY',
      'errors.signerNotParty',
    ],
    [
      'an expired certificate',
      async () => sign(keys.expired, 'confirm', id, {}),
      400,
      'CERTIFICATE_EXPIRED',
      'errors.certificateExpired',
    ],
    [
      'a suspended key (this e-signature key is suspended)',
      async () => sign(keys.suspended, 'confirm', id, {}),
      400,
      'KEY_SUSPENDED',
      'errors.keySuspended',
    ],
    [
      'a key of an untrusted authority',
      async () => sign(keys.untrusted, 'confirm', id, {}),
      400,
      'CERTIFICATE_UNTRUSTED',
      'errors.certificateUntrusted',
    ],
    [
      'something that is not a PKCS#7',
      async () => Buffer.from('hello').toString('base64'),
      400,
      'SIGNATURE_MALFORMED',
      'errors.signatureInvalid',
    ],
  ])('%s', async (_name, make, status, code, message) => {
    const res = await confirmWith(await make());
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code, message });
    expect((await lessee.get(`/contracts/${id}`)).body).toMatchObject({ state: 10 });
    expect(((await lessee.get(`/contracts/${id}/history`)).body as unknown[]).length).toBe(1);
  });

  it('a body changed after signing is refused: the signature is of other terms', async () => {
    const body = registration('S-3');
    const pkcs7 = await sign(keys.lessor, 'create', randomUUID(), body, 0);
    const res = await signed(lessor, '/contracts', { ...body, monthlyPayment: 950_000 }, pkcs7);
    expect(res.body).toMatchObject({
      code: 'SIGNATURE_DOCUMENT_MISMATCH',
      message: 'errors.signatureDocumentMismatch',
    });
  });

  it('a key put back in force by its authority signs again', async () => {
    await store.setStatus(keys.suspended.certificate.serialNumber, 'ACTIVE');
    const res = await confirmWith(await sign(keys.suspended, 'confirm', id, {}));
    expect(res.status).toBe(200);
  });
});

/** A page of the portal, as the helper knows its site from the WebSocket's Origin. */
const PAGE = 'http://localhost:3000';

const call = (message: object) =>
  new Promise<Record<string, any>>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${helper.port}/service/cryptapi`, { origin: PAGE });
    socket.on('open', () => socket.send(JSON.stringify(message)));
    socket.on('message', (data) => resolve(JSON.parse(String(data)) as Record<string, any>));
    socket.on('error', reject);
  });

/** What the browser does: the site's key registered, the helper loads the party's key and signs the document. */
async function helperSigns(tin: string, document: string) {
  expect(await call({ name: 'apikey', arguments: ['localhost', store.siteKey('localhost')] })).toEqual({
    success: true,
  });
  const { certificates } = await call({ plugin: 'pfx', name: 'list_all_certificates' });
  const mine = (certificates as { disk: string; path: string; name: string; alias: string }[]).find((c) =>
    c.alias.includes(tin),
  )!;
  const { keyId } = await call({
    plugin: 'pfx',
    name: 'load_key',
    arguments: [mine.disk, mine.path, mine.name, mine.alias],
  });
  return call({
    plugin: 'pkcs7',
    name: 'create_pkcs7',
    arguments: [Buffer.from(document).toString('base64'), keyId, 'no'],
  });
}

describe('the development helper’s WebSocket protocol', () => {
  it('lists the keys with their E-IMZO aliases, loads one, makes a PKCS#7 the server accepts', async () => {
    expect(await call({ name: 'version' })).toMatchObject({ success: true, major: expect.any(String) });
    const body = registration('S-4');
    const made = await helperSigns('1.2.860.3.16.1.1=301234567', signedDocument('create', randomUUID(), body, 0));
    const { certificates } = await call({ plugin: 'pfx', name: 'list_all_certificates' });
    const mine = (certificates as { alias: string }[]).find((c) => c.alias.includes('1.2.860.3.16.1.1=301234567'))!;
    expect(mine.alias).toMatch(
      /^cn=Nazarov Bekzod Olimovich,serialnumber=[0-9A-F]+,validfrom=\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2},validto=/,
    );
    expect(made).toMatchObject({
      success: true,
      signer_serial_number: keys.lessor.certificate.serialNumber,
      signature_hex: expect.stringMatching(/^[0-9a-f]+$/),
    });
    expect((await signed(lessor, '/contracts', body, made.pkcs7_64)).status).toBe(201);
    expect(await call({ plugin: 'pfx', name: 'load_key', arguments: ['dev', 'DSKEYS', 'DSNOPE.pfx', ''] })).toEqual({
      success: false,
      reason: 'Key not found',
    });
  });
});

describe('a lessee’s declaration (issue 21), signed as a registration is', () => {
  const declaration = (contractNumber: string) => ({
    lessorId: demo('lessor').login,
    registration: registration(contractNumber),
  });

  it('unsigned, it is refused where signatures are required', async () => {
    const res = await lessee.post('/contracts/declarations', declaration('SD-0'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'SIGNATURE_REQUIRED', errors: { signature: 'errors.signatureRequired' } });
  });

  it('the lessee’s signature covers the lessor it names: a signature of the bare registration is refused', async () => {
    const body = declaration('SD-1');
    const bare = await sign(keys.lessee, 'create', randomUUID(), body.registration, 0);
    expect((await signed(lessee, '/contracts/declarations', body, bare)).body).toMatchObject({
      code: 'SIGNATURE_DOCUMENT_MISMATCH',
    });
  });

  it('the lessee’s key signs the declaration, the lessor’s the confirmation; the history shows both', async () => {
    const body = declaration('SD-2');
    const res = await signed(
      lessee,
      '/contracts/declarations',
      body,
      await sign(keys.lessee, 'create', randomUUID(), body, 0),
    );
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    lessor.readAfter(res.body.position);
    const confirmed = await signed(lessor, `/contracts/${id}/confirm`, {}, await sign(keys.lessor, 'confirm', id, {}));
    expect(confirmed.status).toBe(200);
    lessee.readAfter(confirmed.body.position);
    const history = (await lessee.get(`/contracts/${id}/history`)).body as {
      eventType: string;
      signature: Record<string, unknown> | null;
    }[];
    expect(history.map((h) => [h.eventType, h.signature?.serialNumber])).toEqual([
      ['ContractCreated', keys.lessee.certificate.serialNumber],
      ['ContractConfirmed', keys.lessor.certificate.serialNumber],
    ]);
  });
});

describe('time stamps (RFC 3161) on signatures', () => {
  let id: string;
  beforeAll(async () => {
    id = await register('S-5');
  });
  const lesseeKeyAlias = `1.2.860.3.16.1.2=${demo('individual').login}`;

  it('the portal stamps the PKCS#7 the helper made (as E-IMZO’s own server does), and the history says when the authority saw it', async () => {
    const made = await helperSigns(lesseeKeyAlias, signedDocument('confirm', id, {}, 1));
    const stamped = await lessee.post('/signing/timestamp', { pkcs7: made.pkcs7_64 });
    expect(stamped.status).toBe(200);
    // The signed part is the helper's, byte for byte; only the signer's unsigned attributes are added.
    const before = readPkcs7(made.pkcs7_64).signerInfo;
    const after = readPkcs7(stamped.body.pkcs7).signerInfo;
    expect(
      Buffer.from(after.signature.valueBlock.valueHexView).equals(
        Buffer.from(before.signature.valueBlock.valueHexView),
      ),
    ).toBe(true);
    expect(after.unsignedAttrs?.attributes.map((a) => a.type)).toEqual(['1.2.840.113549.1.9.16.2.14']);
    // A PKCS#7 already stamped comes back as it is.
    expect((await lessee.post('/signing/timestamp', { pkcs7: stamped.body.pkcs7 })).body).toEqual({
      pkcs7: stamped.body.pkcs7,
    });
    const res = await signed(lessee, `/contracts/${id}/confirm`, {}, stamped.body.pkcs7);
    expect(res.status).toBe(200);
    lessee.readAfter(res.body.position);
    const history = (await lessee.get(`/contracts/${id}/history`)).body as {
      signature: { signedAt: string; timestamp?: { at: string; authority: string } };
    }[];
    expect(history[1]!.signature.timestamp).toEqual({
      at: history[1]!.signature.signedAt,
      authority: 'Rent portal development TSA',
    });
    expect(Math.abs(Date.parse(history[1]!.signature.signedAt) - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    [
      'a stamp of another signature',
      async (made: { signature_hex: string }) =>
        requestTimestamp(`http://127.0.0.1:${helper.port}/tsa`, Buffer.from(`${made.signature_hex.slice(2)}00`, 'hex')),
    ],
    [
      'a stamp of an authority the portal does not trust',
      async (made: { signature_hex: string }) => {
        const untrusted = await CryptapiServer.start(other, 0);
        try {
          return await requestTimestamp(
            `http://127.0.0.1:${untrusted.port}/tsa`,
            Buffer.from(made.signature_hex, 'hex'),
          );
        } finally {
          await untrusted.close();
        }
      },
    ],
    [
      'a stamp that is not a time-stamp token',
      async () => Buffer.from((await signPkcs7(keys.lessee, Buffer.from('x'))).pkcs7_64, 'base64').toString('base64'),
    ],
  ])('%s is refused: "the time stamp is not valid", and nothing is written', async (_name, token) => {
    const contract = await register(`S-6-${_name.length}`);
    const made = await signPkcs7(keys.lessee, Buffer.from(signedDocument('confirm', contract, {}, 1)));
    const pkcs7 = attachTimestamp(readPkcs7(made.pkcs7_64).signedData, Buffer.from(await token(made), 'base64'));
    const res = await signed(lessee, `/contracts/${contract}/confirm`, {}, pkcs7);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'TIMESTAMP_INVALID', message: 'errors.timestampInvalid' });
    expect((await lessee.get(`/contracts/${contract}`)).body).toMatchObject({ state: 10 });
  });

  it('a stamp by an authority whose key its CA has revoked is refused', async () => {
    const contract = await register('S-6-revoked-tsa');
    const made = await helperSigns(lesseeKeyAlias, signedDocument('confirm', contract, {}, 1));
    const stamped = (await lessee.post('/signing/timestamp', { pkcs7: made.pkcs7_64 })).body.pkcs7 as string;
    const revokedTsa = await x509.X509CrlGenerator.create({
      issuer: store.authority.certificate.subjectName,
      thisUpdate: new Date(Date.now() - 60_000),
      nextUpdate: new Date(Date.now() + 3600_000),
      entries: [
        {
          serialNumber: store.tsa.certificate.serialNumber,
          revocationDate: new Date(Date.now() - 60_000),
          reason: x509.X509CrlReason.keyCompromise,
        },
      ],
      signingKey: store.authority.privateKey,
      signingAlgorithm: DEV_KEY_ALGORITHM,
    });
    writeFileSync(
      join(storeDir, 'crl.pem'),
      `-----BEGIN X509 CRL-----\n${Buffer.from(revokedTsa.rawData).toString('base64')}\n-----END X509 CRL-----\n`,
    );
    try {
      expect((await signed(lessee, `/contracts/${contract}/confirm`, {}, stamped)).body).toMatchObject({
        code: 'TIMESTAMP_INVALID',
      });
    } finally {
      await store.publishCrl();
    }
    expect((await signed(lessee, `/contracts/${contract}/confirm`, {}, stamped)).status).toBe(200);
  });

  it('the stamp endpoint takes only a PKCS#7 in base64, and only from a signed-in user', async () => {
    expect((await lessee.post('/signing/timestamp', { pkcs7: 'not base64!' })).status).toBe(400);
    expect((await lessee.post('/signing/timestamp', { pkcs7: 'ab'.repeat(40), extra: 1 })).status).toBe(400);
    expect(
      (await lessee.post('/signing/timestamp', { pkcs7: Buffer.from('hello').toString('base64') })).body,
    ).toMatchObject({ code: 'SIGNATURE_MALFORMED' });
    const anonymous = await fetch(`${t.baseUrl}/signing/timestamp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pkcs7: 'ab'.repeat(40) }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('an authority that does not answer, or answers no token, is "unavailable"', async () => {
    const signature = Buffer.from('ab'.repeat(40), 'hex');
    await expect(requestTimestamp('http://127.0.0.1:9/tsa', signature)).rejects.toBeInstanceOf(
      TimestampUnavailableError,
    );
    await expect(requestTimestamp(`http://127.0.0.1:${helper.port}/elsewhere`, signature)).rejects.toBeInstanceOf(
      TimestampUnavailableError,
    );
  });
});

describe('the public view: what a registration certificate shows, and who signed it', () => {
  let id: string;
  let pending: string;
  const open = (path: string) =>
    fetch(`${t.baseUrl}/public/${path}`).then(async (r) => ({ status: r.status, text: await r.text() }));

  beforeAll(async () => {
    id = await register('S-7');
    const res = await signed(lessee, `/contracts/${id}/confirm`, {}, await sign(keys.lessee, 'confirm', id, {}));
    expect(res.status).toBe(200);
    lessee.readAfter(res.body.position);
    await lessee.get(`/contracts/${id}`);
    pending = await register('S-8');
  });

  it('anyone, signed in or not, sees the contract and its verified signatures; no address, no signature file, the person’s PINFL masked', async () => {
    const res = await open(`contracts/${id}?beginDate=2026-12-01&endDate=2027-11-30`);
    expect(res.status).toBe(200);
    const view = JSON.parse(res.text) as Record<string, any>;
    expect(view).toMatchObject({
      contractNumber: 'S-7',
      state: 20,
      removed: false,
      object: '10:09:03:01:02:0017',
      area: 20,
      monthlyPayment: 900_000,
      lessor: { id: '301234567', name: expect.any(String) },
      lessee: { id: '3101********53', name: expect.any(String) },
    });
    expect(view.signatures.map((s: { eventType: string; holder: string }) => [s.eventType, s.holder])).toEqual([
      ['ContractCreated', 'Nazarov Bekzod Olimovich'],
      ['ContractConfirmed', 'Aliyev Vali Karimovich'],
    ]);
    expect(view).not.toHaveProperty('address');
    expect(res.text).not.toContain('31012850123453');
    expect(res.text).not.toContain('pkcs7');
  });

  it('a wrong term, a guessed id, a contract not yet accepted, or the car view of premises: "information not found"', async () => {
    for (const path of [
      `contracts/${id}?beginDate=2026-12-01&endDate=2027-12-30`,
      `contracts/${id}`,
      `contracts/00000000-0000-4000-8000-000000000000?beginDate=2026-12-01&endDate=2027-11-30`,
      `contracts/not-an-id?beginDate=2026-12-01&endDate=2027-11-30`,
      `contracts/${pending}?beginDate=2026-12-01&endDate=2027-11-30`,
      `car-contracts/${id}`,
    ]) {
      const res = await open(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(JSON.parse(res.text)).toMatchObject({ message: 'errors.notFound' });
    }
  });
});
