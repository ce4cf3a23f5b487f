import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type DevKey, DevKeyStore } from '@rent/backend';
import { keyHolder, sign, signaturesRequired, signed } from './support/signing.js';
import { officeRent } from './support/office-rent.js';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// The outside security test's finding 9 (Low): a party's own signature could be sent again within its ten
// minutes once the contract was back in the same state (the signed document named the step, the contract
// and the body, and all three were the same again). The attacker holds the party's session, not its key.
// Now the document names the contract's stream version too, and the step is taken only on that version.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let keys: { lessor: DevKey; lessee: DevKey };

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'rp-replay-'));
  const store = await DevKeyStore.open(dir);
  keys = {
    lessor: await store.issue(keyHolder(demo('lessor').login)),
    lessee: await store.issue(keyHolder(demo('individual').login)),
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

const registration = (contractNumber: string) => officeRent(contractNumber, { area: 5 });

/** A step as the browser sends it: the body, and the PKCS#7 in its header. */
async function send(client: ApiClient, path: string, body: unknown, pkcs7: string) {
  const res = await signed(client, path, body, pkcs7);
  if (res.status < 300) {
    lessor.readAfter(res.body.position);
    lessee.readAfter(res.body.position);
  }
  return res;
}

/** What the contract's one-contract answer says: its state, what waits, and the version a signature names. */
const shown = async (id: string) =>
  (await lessee.get(`/contracts/${id}`)).body as { state: number; pendingStep: string | null; version: number };

describe('a signature sent again once the contract is back in the same state', () => {
  const cancellation = { reason: 'Obyekt sotildi', effectiveYear: 2027 };
  const rejection = { reason: 'Rozi emasman' };

  it('is refused (SIGNATURE_OUTDATED), nothing written; a fresh signature of the version shown is taken', async () => {
    const id = randomUUID();
    const body = registration('P-1');
    expect((await send(lessor, '/contracts', body, await sign(keys.lessor, 'create', id, body, 0))).status).toBe(201);
    expect(
      (await send(lessee, `/contracts/${id}/confirm`, {}, await sign(keys.lessee, 'confirm', id, {}, 1))).status,
    ).toBe(200);
    expect(
      (
        await send(
          lessor,
          `/contracts/${id}/request-cancellation`,
          cancellation,
          await sign(keys.lessor, 'request-cancellation', id, cancellation, 2),
        )
      ).status,
    ).toBe(200);
    // The lessee's own rejection: the attacker keeps a copy of what went over the wire.
    expect(await shown(id)).toMatchObject({ pendingStep: 'CANCELLATION_REQUESTED', version: 3 });
    const kept = await sign(keys.lessee, 'reject-cancellation', id, rejection, 3);
    expect((await send(lessee, `/contracts/${id}/reject-cancellation`, rejection, kept)).status).toBe(200);
    // The lessor asks again: the contract is in the same state, with the same request, as when the lessee signed.
    expect(
      (
        await send(
          lessor,
          `/contracts/${id}/request-cancellation`,
          cancellation,
          await sign(keys.lessor, 'request-cancellation', id, cancellation, 4),
        )
      ).status,
    ).toBe(200);
    expect(await shown(id)).toMatchObject({ state: 20, pendingStep: 'CANCELLATION_REQUESTED', version: 5 });

    const replayed = await send(lessee, `/contracts/${id}/reject-cancellation`, rejection, kept);
    expect(replayed.status).toBe(409);
    expect(replayed.body).toMatchObject({
      code: 'SIGNATURE_OUTDATED',
      message: 'errors.signatureOutdated',
      errors: { signature: 'errors.signatureOutdated' },
    });
    expect(await shown(id)).toMatchObject({ pendingStep: 'CANCELLATION_REQUESTED', version: 5 });
    expect(((await lessee.get(`/contracts/${id}/history`)).body as unknown[]).length).toBe(5);

    expect(
      (
        await send(
          lessee,
          `/contracts/${id}/reject-cancellation`,
          rejection,
          await sign(keys.lessee, 'reject-cancellation', id, rejection, 5),
        )
      ).status,
    ).toBe(200);
  });

  it('a step signed for a version the contract has not reached yet is refused too', async () => {
    const id = randomUUID();
    const body = registration('P-2');
    expect((await send(lessor, '/contracts', body, await sign(keys.lessor, 'create', id, body, 0))).status).toBe(201);
    expect(
      (await send(lessee, `/contracts/${id}/confirm`, {}, await sign(keys.lessee, 'confirm', id, {}, 2))).body,
    ).toMatchObject({ code: 'SIGNATURE_OUTDATED' });
    expect(await shown(id)).toMatchObject({ state: 10, version: 1 });
  });
});

describe('the same class of hole elsewhere', () => {
  it('a signed registration sent again registers nothing: it names the one contract id it is for', async () => {
    const id = randomUUID();
    const body = registration('P-3');
    const pkcs7 = await sign(keys.lessor, 'create', id, body, 0);
    const first = await send(lessor, '/contracts', body, pkcs7);
    expect(first.body).toMatchObject({ id });
    const again = await send(lessor, '/contracts', body, pkcs7);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'SIGNATURE_OUTDATED' });
    const sent = (await lessor.get('/contracts?filter={"box":"sent"}')).body as { contractNumber: string }[];
    expect(sent.filter((c) => c.contractNumber === 'P-3')).toHaveLength(1);
  });

  it('a registration naming no contract id of its own is refused', async () => {
    const body = registration('P-4');
    const res = await send(lessor, '/contracts', body, await sign(keys.lessor, 'create', 'not-a-uuid', body, 0));
    expect(res.body).toMatchObject({ code: 'SIGNATURE_DOCUMENT_MISMATCH' });
  });

  it('a signature that says nothing of when it was made (no signing time, no time stamp) is refused: it could be sent at any time', async () => {
    const id = randomUUID();
    const body = registration('P-5');
    expect((await send(lessor, '/contracts', body, await sign(keys.lessor, 'create', id, body, 0))).status).toBe(201);
    const res = await send(lessee, `/contracts/${id}/confirm`, {}, await sign(keys.lessee, 'confirm', id, {}, 1, null));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'SIGNATURE_UNDATED', message: 'errors.signatureInvalid' });
    expect(await shown(id)).toMatchObject({ state: 10 });
  });

  it('a signature older than ten minutes is still refused, whatever version it names', async () => {
    const id = randomUUID();
    const body = registration('P-6');
    expect((await send(lessor, '/contracts', body, await sign(keys.lessor, 'create', id, body, 0))).status).toBe(201);
    const res = await send(
      lessee,
      `/contracts/${id}/confirm`,
      {},
      await sign(keys.lessee, 'confirm', id, {}, 1, new Date(Date.now() - 11 * 60_000)),
    );
    expect(res.body).toMatchObject({ code: 'SIGNATURE_STALE' });
  });
});
