import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type GrantRepresentativeInput, tashkentDate } from '@rent/domain';
import { type DevKey, DevKeyStore } from '@rent/backend';
import { officeRent } from './support/office-rent.js';
import { keyHolder, sign, signaturesRequired, signed } from './support/signing.js';
import { ApiClient, demo, startApp, TestClock, type TestApp } from './support/test-app.js';

// Issue 21, part 3: a party authorises a representative (by PINFL) for all its contracts or chosen ones, for
// some steps, until a day, signed with the party's key; the representative acts for it (X-Act-For) within
// that, signing with their own key, and every step they take names them; the party revokes at any time and
// the representative's next request is refused. Signatures are required here, as in production.
let t: TestApp;
const clock = new TestClock();
let lessor: ApiClient;
let lessee: ApiClient;
let representative: ApiClient;
let outsider: ApiClient;
let keys: { lessor: DevKey; lessee: DevKey; representative: DevKey };
const LESSOR = demo('lessor').login;
const LESSEE = demo('individual').login;
const REPRESENTATIVE = demo('student').login;
const day = 24 * 3600 * 1000;
const inDays = (n: number) => tashkentDate(new Date(clock.now().getTime() + n * day));

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'rp-representatives-'));
  const store = await DevKeyStore.open(dir);
  keys = {
    lessor: await store.issue(keyHolder(LESSOR)),
    lessee: await store.issue(keyHolder(LESSEE)),
    representative: await store.issue(keyHolder(REPRESENTATIVE)),
  };
  t = await startApp(signaturesRequired(dir), clock);
  [lessor, lessee, representative, outsider] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'individual'),
    ApiClient.signIn(t.baseUrl, 'student'),
    ApiClient.signIn(t.baseUrl, 'yatt'),
  ]);
});
afterAll(() => t.close());

/** A call of `client` made for `party` (header X-Act-For). */
const actingFor =
  (client: ApiClient, party: string) =>
  (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    client.request(method, path, body, { 'x-act-for': party, ...headers });

/** The lessor registers an office rent to the lessee, signed. */
async function register(contractNumber: string): Promise<string> {
  const body = officeRent(contractNumber, { area: 10 });
  const res = await signed(lessor, '/contracts', body, await sign(keys.lessor, 'create', randomUUID(), body, 0));
  expect(res.status).toBe(201);
  for (const c of [lessee, representative, outsider]) c.readAfter(res.body.position);
  return res.body.id as string;
}

/** A grant as the party's browser sends it: signed with `key` over the document naming a new id. */
async function grant(party: ApiClient, input: GrantRepresentativeInput, key: DevKey, signedInput: unknown = input) {
  const pkcs7 = await sign(key, 'authorise-representative', randomUUID(), signedInput, 0);
  return signed(party, '/representatives', input, pkcs7);
}

describe('a representative for chosen contracts, to view and confirm', () => {
  let chosen: string;
  let other: string;
  let authorisationId: string;
  const forLessee = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    actingFor(representative, LESSEE)(method, path, body, headers);

  beforeAll(async () => {
    chosen = await register('REP-1');
    other = await register('REP-2');
  });

  it('the party authorises them, signed with its own key; the list shows who, what, until when and the signature', async () => {
    const input: GrantRepresentativeInput = {
      pinfl: REPRESENTATIVE,
      contracts: [chosen],
      steps: ['view', 'confirm'],
      until: inDays(30),
    };
    const res = await grant(lessee, input, keys.lessee);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      pinfl: REPRESENTATIVE,
      name: demo('student').name,
      contracts: [chosen],
      steps: ['view', 'confirm'],
      until: inDays(30),
      state: 'active',
      signedBy: { holder: demo('individual').name, serialNumber: keys.lessee.certificate.serialNumber },
      revokedAt: null,
    });
    authorisationId = res.body.id;
    expect((await lessee.get('/representatives')).body).toEqual([res.body]);
    expect((await representative.get('/account/represented')).body).toEqual([
      { partyId: LESSEE, name: demo('individual').name, steps: ['view', 'confirm'], until: inDays(30) },
    ]);
  });

  it('a grant unsigned, signed by another key, over another document or tampered is refused, and none is kept', async () => {
    const input: GrantRepresentativeInput = {
      pinfl: demo('yatt').login,
      contracts: 'ALL',
      steps: ['view'],
      until: inDays(5),
    };
    expect((await lessee.post('/representatives', input)).body).toMatchObject({ code: 'SIGNATURE_REQUIRED' });
    // The representative's own key is not the party's.
    expect((await grant(lessee, input, keys.representative)).body).toMatchObject({ code: 'SIGNER_NOT_PARTY' });
    // Signed for viewing only, sent as a grant of every step.
    const widened = await grant(
      lessee,
      { ...input, steps: ['view', 'register', 'confirm', 'receipts'] },
      keys.lessee,
      input,
    );
    expect([widened.status, widened.body.code]).toEqual([400, expect.stringMatching(/^SIGNATURE_/)]);
    const pkcs7 = Buffer.from(await sign(keys.lessee, 'authorise-representative', randomUUID(), input, 0), 'base64');
    const at = pkcs7.indexOf(Buffer.from(demo('yatt').login));
    pkcs7[at] = pkcs7[at] === 0x34 ? 0x35 : 0x34;
    const forged = await signed(lessee, '/representatives', input, pkcs7.toString('base64'));
    expect([forged.status, forged.body.code]).toEqual([400, 'SIGNATURE_INVALID']);
    expect((await lessee.get('/representatives')).body.map((r: { id: string }) => r.id)).toEqual([authorisationId]);
  });

  it('a grant past its day, of a contract not the party’s, of itself, registering for chosen contracts, or beside one in force is refused', async () => {
    const base: GrantRepresentativeInput = {
      pinfl: demo('yatt').login,
      contracts: 'ALL',
      steps: ['view'],
      until: inDays(5),
    };
    const refusal = async (input: GrantRepresentativeInput) => (await grant(lessee, input, keys.lessee)).body;
    expect(await refusal({ ...base, until: inDays(0) })).toMatchObject({
      errors: { until: 'errors.representationUntilPast' },
    });
    expect(await refusal({ ...base, contracts: [randomUUID()] })).toMatchObject({
      errors: { contracts: 'errors.representationContractNotParty' },
    });
    expect(await refusal({ ...base, pinfl: LESSEE })).toMatchObject({
      errors: { pinfl: 'errors.representativeIsSelf' },
    });
    // Registering for chosen contracts: the contract registered would be none of them.
    expect(await refusal({ ...base, contracts: [randomUUID()], steps: ['view', 'register'] })).toMatchObject({
      errors: { steps: 'errors.representationRegisterNeedsAll' },
    });
    expect(await refusal({ ...base, pinfl: REPRESENTATIVE })).toMatchObject({
      code: 'REPRESENTATION_EXISTS',
      message: 'errors.representationExists',
    });
  });

  it('the representative sees only the chosen contract; any other is not found, as if it did not exist', async () => {
    const list = await forLessee('GET', '/contracts');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([chosen]);
    expect((await forLessee('GET', `/contracts/${chosen}`)).body).toMatchObject({
      contractNumber: 'REP-1',
      viewerRole: 'LESSEE',
      steps: ['confirm', 'reject', 'request-change'],
    });
    const registrationNumber = (await lessee.get(`/contracts/${other}`)).body.registrationNumber as string;
    for (const path of [
      `/contracts/${other}`,
      `/contracts/${other}/history`,
      `/contracts/by-number/${registrationNumber}`,
    ])
      expect([path, (await forLessee('GET', path)).status]).toEqual([path, 404]);
    const refused = await forLessee(
      'POST',
      `/contracts/${other}/confirm`,
      {},
      {
        'x-e-signature': await sign(keys.representative, 'confirm', other, {}),
      },
    );
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('REP-2');
    expect((await forLessee('GET', '/oauth/account')).body).toMatchObject({ pinfl: REPRESENTATIVE, actingFor: LESSEE });
  });

  it('confirms the chosen contract, signed with their own key, and the history names them for the party', async () => {
    const withPartyKey = await forLessee(
      'POST',
      `/contracts/${chosen}/confirm`,
      {},
      {
        'x-e-signature': await sign(keys.lessee, 'confirm', chosen, {}),
      },
    );
    expect(withPartyKey.body).toMatchObject({ code: 'SIGNER_NOT_PARTY' });
    const confirmed = await forLessee(
      'POST',
      `/contracts/${chosen}/confirm`,
      {},
      {
        'x-e-signature': await sign(keys.representative, 'confirm', chosen, {}),
      },
    );
    expect(confirmed.status).toBe(200);
    const history = (await lessee.readAfter(confirmed.body.position).get(`/contracts/${chosen}/history`))
      .body as Record<string, any>[];
    expect(history.map((h) => [h.eventType, h.actorPartyId, h.actorName, h.byRepresentative])).toEqual([
      ['ContractCreated', LESSOR, demo('lessor').name, undefined],
      ['ContractConfirmed', LESSEE, demo('student').name, true],
    ]);
    expect(history[1]!.signature).toMatchObject({ pinfl: REPRESENTATIVE, tin: null });
  });

  it('takes no step the grant does not name, and never keeps the party’s representatives, employees or keys', async () => {
    const outOfScope = { code: 'REPRESENTATIVE_OUT_OF_SCOPE', message: 'errors.representativeOutOfScope' };
    expect(
      (await forLessee('POST', `/contracts/${chosen}/request-cancellation`, { reason: 'Sabab', effectiveYear: 2027 }))
        .body,
    ).toMatchObject(outOfScope);
    expect((await forLessee('POST', '/contracts', officeRent('REP-X', { area: 1 }))).body).toMatchObject(outOfScope);
    expect((await forLessee('GET', '/representatives')).body).toMatchObject(outOfScope);
    const input: GrantRepresentativeInput = {
      pinfl: demo('yatt').login,
      contracts: 'ALL',
      steps: ['view'],
      until: inDays(5),
    };
    const pkcs7 = await sign(keys.representative, 'authorise-representative', randomUUID(), input, 0);
    const authorising = await forLessee('POST', '/representatives', input, { 'x-e-signature': pkcs7 });
    expect([authorising.status, authorising.body]).toEqual([403, expect.objectContaining(outOfScope)]);
    expect((await forLessee('GET', '/account/api-keys')).body).toMatchObject(outOfScope);
    expect((await forLessee('GET', '/employees')).body).toMatchObject(outOfScope);
    expect((await forLessee('POST', '/contracts/exports', {})).body).toMatchObject(outOfScope);
  });

  it('a person the party did not authorise cannot act for it', async () => {
    const res = await actingFor(outsider, LESSEE)('GET', '/contracts');
    expect([res.status, res.body.code, res.body.message]).toEqual([403, 'CANNOT_ACT_FOR', 'errors.cannotActFor']);
    expect((await actingFor(lessor, LESSEE)('GET', '/contracts')).body).toMatchObject({ code: 'CANNOT_ACT_FOR' });
  });

  it('the party revokes it, and the very next request of the representative is refused; the record stays', async () => {
    expect((await lessor.post(`/representatives/${authorisationId}/revoke`)).status).toBe(404);
    const revoked = await lessee.post(`/representatives/${authorisationId}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
    const res = await forLessee('GET', `/contracts/${chosen}`);
    expect([res.status, res.body.code, res.body.message]).toEqual([
      403,
      'REPRESENTATION_REVOKED',
      'errors.representationRevoked',
    ]);
    expect((await representative.get('/account/represented')).body).toEqual([]);
    expect((await lessee.post(`/representatives/${authorisationId}/revoke`)).body).toEqual(revoked.body);
    expect((await lessee.get('/representatives')).body).toEqual([revoked.body]);
  });
});

describe('a representative for all contracts, to register, until a day', () => {
  it('registers for the party, signed with their own key; the history names them; past the day it is refused', async () => {
    const granted = await grant(
      lessor,
      { pinfl: REPRESENTATIVE, contracts: 'ALL', steps: ['register'], until: inDays(1) },
      keys.lessor,
    );
    expect(granted.status).toBe(201);
    const forLessor = actingFor(representative, LESSOR);
    const body = officeRent('REP-3', { area: 5 });
    const created = await forLessor('POST', '/contracts', body, {
      'x-e-signature': await sign(keys.representative, 'create', randomUUID(), body, 0),
    });
    expect(created.status).toBe(201);
    const history = (await lessor.readAfter(created.body.position).get(`/contracts/${created.body.id}/history`)).body;
    expect(history).toMatchObject([
      { eventType: 'ContractCreated', actorPartyId: LESSOR, actorName: demo('student').name, byRepresentative: true },
    ]);
    // Registering is granted, reading the list is not.
    expect((await forLessor('GET', '/contracts')).body).toMatchObject({ code: 'REPRESENTATIVE_OUT_OF_SCOPE' });
    clock.set(new Date(Date.now() + 2 * day).toISOString());
    const expired = await forLessor('GET', '/contract/info-panel');
    expect([expired.status, expired.body.code, expired.body.message]).toEqual([
      403,
      'REPRESENTATION_EXPIRED',
      'errors.representationExpired',
    ]);
    expect((await lessor.get('/representatives')).body).toMatchObject([{ id: granted.body.id, state: 'expired' }]);
  });
});
