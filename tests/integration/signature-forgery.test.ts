import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedDocument } from '@rent/domain';
import {
  attachTimestamp,
  DEV_KEY_ALGORITHM,
  type DevKey,
  DevKeyStore,
  pkijs,
  readPkcs7,
  signPkcs7,
  subtle,
  timestampResponse,
  x509,
} from '@rent/backend';
import { keyHolder, sign, signaturesRequired, signed } from './support/signing.js';
import { officeRent } from './support/office-rent.js';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// The outside security test's finding 1 (High): the verifier took the signer's certificate by serial
// number alone, while pkijs checks the signature against the certificate of the signer's issuer and
// serial. A PKCS#7 carrying the victim's real certificate (anyone can read it from a contract's history)
// beside a twin with the same serial from a self-made CA, signed by the twin's key, was recorded as signed
// by the victim. The attacker here holds the victim's session (or is the victim's employee) but not the
// victim's key. The attacker's CA and twin are made with the libraries the development helper uses.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let store: DevKeyStore;
let keys: { lessor: DevKey; victim: DevKey };

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'rp-forgery-'));
  store = await DevKeyStore.open(dir);
  keys = {
    lessor: await store.issue(keyHolder(demo('lessor').login)),
    victim: await store.issue(keyHolder(demo('individual').login)),
  };
  t = await startApp(signaturesRequired(dir));
  [lessor, lessee] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'individual'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A certificate authority of the attacker's own making, named as the attacker likes. */
async function selfMadeCa(name: x509.Name) {
  const pair = await subtle.generateKey(DEV_KEY_ALGORITHM, true, ['sign', 'verify']);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomBytes(8).toString('hex'),
    name,
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 86_400_000 * 365),
    keys: pair,
    signingAlgorithm: DEV_KEY_ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  return { certificate, privateKey: pair.privateKey };
}

/** The victim's certificate copied field by field (serial, subject, validity, purposes), issued by `ca` over the attacker's own key. */
async function twinOf(
  victim: x509.X509Certificate,
  ca: { certificate: x509.X509Certificate; privateKey: CryptoKey },
): Promise<DevKey> {
  const pair = await subtle.generateKey(DEV_KEY_ALGORITHM, true, ['sign', 'verify']);
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: victim.serialNumber,
    subject: victim.subjectName,
    issuer: ca.certificate.subjectName,
    notBefore: victim.notBefore,
    notAfter: victim.notAfter,
    publicKey: pair.publicKey,
    signingKey: ca.privateKey,
    signingAlgorithm: DEV_KEY_ALGORITHM,
    extensions: victim.extensions,
  });
  return { certificate, privateKey: pair.privateKey, status: 'ACTIVE', device: 'pfx' };
}

/** The PKCS#7 `signed` with exactly these certificates in its certificate set, in this order (the set is not signed). */
function withCertificates(signed: string, certificates: x509.X509Certificate[]): string {
  const info = pkijs.ContentInfo.fromBER(Buffer.from(signed, 'base64'));
  const data = new pkijs.SignedData({ schema: info.content });
  data.certificates = certificates.map((c) => pkijs.Certificate.fromBER(c.rawData));
  return Buffer.from(
    new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: data.toSchema(true) })
      .toSchema()
      .toBER(false),
  ).toString('base64');
}

async function register(contractNumber: string): Promise<string> {
  const body = officeRent(contractNumber, { area: 10 });
  const res = await signed(lessor, '/contracts', body, await sign(keys.lessor, 'create', randomUUID(), body, 0));
  expect(res.status).toBe(201);
  lessee.readAfter(res.body.position);
  return res.body.id as string;
}

describe('a twin certificate with the victim’s serial never signs for the victim', () => {
  const realCaName = () => new x509.Name(keys.victim.certificate.issuer);

  it.each([
    [
      'the victim’s certificate first, the twin (of a CA with another name) after it',
      () => new x509.Name([{ CN: ['Attacker CA'] }]),
      'victim-first',
      'SIGNER_CERTIFICATE_AMBIGUOUS',
      'errors.signatureInvalid',
    ],
    [
      'the twin first, the victim’s certificate after it',
      () => new x509.Name([{ CN: ['Attacker CA'] }]),
      'twin-first',
      'SIGNER_CERTIFICATE_AMBIGUOUS',
      'errors.signatureInvalid',
    ],
    [
      'a twin from a CA named exactly as the trusted one (the same issuer and serial as the victim’s)',
      realCaName,
      'victim-first',
      'SIGNER_CERTIFICATE_AMBIGUOUS',
      'errors.signatureInvalid',
    ],
    [
      'the twin alone, of a CA named as the trusted one',
      realCaName,
      'twin-only',
      'CERTIFICATE_UNTRUSTED',
      'errors.certificateUntrusted',
    ],
    [
      'the victim’s certificate alone, the signer naming the twin’s issuer',
      () => new x509.Name([{ CN: ['Attacker CA'] }]),
      'victim-only',
      'SIGNATURE_INVALID',
      'errors.signatureInvalid',
    ],
  ] as const)('%s: refused, nothing written', async (name, caName, order, code, message) => {
    const id = await register(`F-${name.length}-${order}`);
    const twin = await twinOf(keys.victim.certificate, await selfMadeCa(caName()));
    const forged = await sign(twin, 'confirm', id, {}, 1);
    const certificates = {
      'victim-first': [keys.victim.certificate, twin.certificate],
      'twin-first': [twin.certificate, keys.victim.certificate],
      'twin-only': [twin.certificate],
      'victim-only': [keys.victim.certificate],
    }[order];
    const res = await signed(lessee, `/contracts/${id}/confirm`, {}, withCertificates(forged, certificates));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, message });
    expect((await lessee.get(`/contracts/${id}`)).body).toMatchObject({ state: 10 });
    expect(((await lessee.get(`/contracts/${id}/history`)).body as unknown[]).length).toBe(1);
  });

  it('the victim’s own key, with its one certificate, still signs', async () => {
    const id = await register('F-own');
    const res = await signed(lessee, `/contracts/${id}/confirm`, {}, await sign(keys.victim, 'confirm', id, {}, 1));
    expect(res.status).toBe(200);
  });
});

describe('the same class of hole in time stamps: a twin of the portal’s time-stamping authority', () => {
  it('a token signed by a twin, carried beside the real authority’s certificate, does not make a stale signature fresh', async () => {
    const id = await register('F-stamp');
    // The victim's own signature, but older than the portal takes.
    const made = await signPkcs7(
      keys.victim,
      Buffer.from(signedDocument('confirm', id, {}, 1)),
      new Date(Date.now() - 20 * 60_000),
    );
    expect((await signed(lessee, `/contracts/${id}/confirm`, {}, made.pkcs7_64)).body).toMatchObject({
      code: 'SIGNATURE_STALE',
    });
    const tsaTwin = await twinOf(store.tsa.certificate, await selfMadeCa(new x509.Name(store.tsa.certificate.issuer)));
    const request = new pkijs.TimeStampReq({
      version: 1,
      messageImprint: await pkijs.MessageImprint.create('SHA-256', Buffer.from(made.signature_hex, 'hex')),
      certReq: true,
    });
    const answer = pkijs.TimeStampResp.fromBER(
      await timestampResponse(tsaTwin, new Uint8Array(request.toSchema().toBER(false))),
    );
    const token = new pkijs.SignedData({ schema: answer.timeStampToken!.content });
    token.certificates = [
      pkijs.Certificate.fromBER(store.tsa.certificate.rawData),
      pkijs.Certificate.fromBER(tsaTwin.certificate.rawData),
    ];
    const tokenDer = new pkijs.ContentInfo({
      contentType: pkijs.ContentInfo.SIGNED_DATA,
      content: token.toSchema(true),
    })
      .toSchema()
      .toBER(false);
    const res = await signed(
      lessee,
      `/contracts/${id}/confirm`,
      {},
      attachTimestamp(readPkcs7(made.pkcs7_64).signedData, new Uint8Array(tokenDer)),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'TIMESTAMP_INVALID', message: 'errors.timestampInvalid' });
    expect((await lessee.get(`/contracts/${id}`)).body).toMatchObject({ state: 10 });
  });
});
