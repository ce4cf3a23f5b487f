import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REMOVAL_STEP } from '@rent/domain';
import { type DevKey, DevKeyStore, demoAccounts } from '@rent/backend';
import { keyHolder, sign, signaturesRequired, signed } from './support/signing.js';
import { officeRent } from './support/office-rent.js';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// Issue 19, screen 1: an operator takes a contract off the register signed, as a party signs its steps:
// the removal's canonical document at the version the operator saw, with the operator's own key (their
// PINFL), verified by the same SigningService, kept with the event and shown in the history. Keys come
// from the development CA; a second CA stands for an authority the portal does not trust.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let operator: ApiClient;
let supervisor: ApiClient;
let keys: { lessor: DevKey; lessee: DevKey; operator: DevKey; supervisor: DevKey; untrusted: DevKey };

const SUPERVISOR = demoAccounts.find((a) => a.roles.includes('SUPERVISOR'))!;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'rp-removal-'));
  const store = await DevKeyStore.open(dir);
  const other = await DevKeyStore.open(await mkdtemp(join(tmpdir(), 'rp-removal-other-')), 'Somebody else’s CA');
  keys = {
    lessor: await store.issue(keyHolder(demo('lessor').login)),
    lessee: await store.issue(keyHolder(demo('individual').login)),
    operator: await store.issue(keyHolder(demo('operator').login)),
    supervisor: await store.issue(keyHolder(SUPERVISOR.login)),
    untrusted: await other.issue(keyHolder(demo('operator').login)),
  };
  t = await startApp(signaturesRequired(dir));
  [lessor, lessee, operator, supervisor] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'individual'),
    ApiClient.signIn(t.baseUrl, 'operator'),
    ApiClient.signIn(t.baseUrl, SUPERVISOR),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A contract the lessor registered and the lessee confirmed, both signed; at version 2. */
async function approved(contractNumber: string): Promise<string> {
  const body = officeRent(contractNumber, { area: 10 });
  const created = await signed(lessor, '/contracts', body, await sign(keys.lessor, 'create', randomUUID(), body, 0));
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const confirmed = await signed(lessee, `/contracts/${id}/confirm`, {}, await sign(keys.lessee, 'confirm', id, {}, 1));
  expect(confirmed.status).toBe(200);
  // The staff read what the parties wrote: their reads wait for it, as after another's change.
  operator.readAfter(confirmed.body.position);
  supervisor.readAfter(confirmed.body.position);
  return id;
}

const removal = { reason: 'Sud qarori № 7', removalDate: '2026-11-25' };
const removePath = (id: string) => `/operator/contracts/${id}/remove`;

/** The contract as the staff see it: still on the register, its history untouched. */
async function untouched(id: string) {
  const opened = await operator.get(`/operator/contracts/${id}`);
  expect(opened.body).toMatchObject({ removalReason: null, removedAt: null, version: 2 });
  const history = (await operator.get(`/operator/contracts/${id}/history`)).body as { eventType: string }[];
  expect(history.map((e) => e.eventType)).toEqual(['ContractCreated', 'ContractConfirmed']);
}

describe('an operator takes a contract off the register, signed with their own key', () => {
  it('the removal signed at the version the operator opened is taken; the history shows who, when, why, signed', async () => {
    const id = await approved('RM-SIGNED');
    const opened = await operator.get(`/operator/contracts/${id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id, version: 2, removalReason: null });

    const res = await signed(
      operator,
      removePath(id),
      removal,
      await sign(keys.operator, REMOVAL_STEP, id, removal, 2),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id });

    expect((await operator.get(`/operator/contracts/${id}`)).body).toMatchObject({
      removalReason: 'Sud qarori № 7',
      removalDate: '2026-11-25',
      removedAt: expect.any(String),
      version: 3,
    });
    const last = ((await operator.get(`/operator/contracts/${id}/history`)).body as any[]).at(-1);
    expect(last).toMatchObject({
      eventType: 'ContractRemovedFromRegister',
      actorKind: 'operator',
      actorName: demo('operator').name,
      reason: 'Sud qarori № 7',
      details: { removalDate: '2026-11-25' },
      occurredAt: expect.any(String),
      signature: {
        pinfl: demo('operator').login,
        tin: null,
        holder: demo('operator').name,
        serialNumber: keys.operator.certificate.serialNumber,
        pkcs7: expect.any(String),
      },
    });
    // The parties see the same signed entry.
    lessee.readAfter(res.body.position);
    const theirs = ((await lessee.get(`/contracts/${id}/history`)).body as any[]).at(-1);
    expect(theirs).toMatchObject({
      eventType: 'ContractRemovedFromRegister',
      signature: { pinfl: demo('operator').login },
    });

    // The staff audit trail keeps the action with its reason.
    const audit = (await operator.get(`/operator/audit?permission=removeContract&target=${id}`)).body as any[];
    expect(audit[0]).toMatchObject({ userName: demo('operator').name, allowed: true, reason: 'Sud qarori № 7' });
  });

  it('a supervisor (who may remove too) signs with their own key', async () => {
    const id = await approved('RM-SUPERVISOR');
    const res = await signed(
      supervisor,
      removePath(id),
      removal,
      await sign(keys.supervisor, REMOVAL_STEP, id, removal, 2),
    );
    expect(res.status).toBe(200);
    const last = ((await supervisor.get(`/operator/contracts/${id}/history`)).body as any[]).at(-1);
    expect(last).toMatchObject({ actorName: SUPERVISOR.name, signature: { pinfl: SUPERVISOR.login } });
  });

  it('a removal already taken is refused, even newly signed at the version it left', async () => {
    const id = await approved('RM-TWICE');
    const first = await signed(
      operator,
      removePath(id),
      removal,
      await sign(keys.operator, REMOVAL_STEP, id, removal, 2),
    );
    expect(first.status).toBe(200);
    const again = await signed(
      operator,
      removePath(id),
      removal,
      await sign(keys.operator, REMOVAL_STEP, id, removal, 3),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONTRACT_REMOVED' });
  });
});

describe('a removal without the operator’s own valid signature is refused and writes nothing', () => {
  it.each([
    ['no signature at all', async () => undefined, 400, 'SIGNATURE_REQUIRED', 'errors.signatureRequired'],
    [
      'another staff member’s key (the supervisor’s)',
      async (id: string) => sign(keys.supervisor, REMOVAL_STEP, id, removal, 2),
      403,
      'SIGNER_NOT_PARTY',
      'errors.signerNotParty',
    ],
    [
      'a party’s key (the lessee’s)',
      async (id: string) => sign(keys.lessee, REMOVAL_STEP, id, removal, 2),
      403,
      'SIGNER_NOT_PARTY',
      'errors.signerNotParty',
    ],
    [
      'the operator’s signature of another reason (the body changed after signing)',
      async (id: string) => sign(keys.operator, REMOVAL_STEP, id, { ...removal, reason: 'Boshqa sabab' }, 2),
      400,
      'SIGNATURE_DOCUMENT_MISMATCH',
      'errors.signatureDocumentMismatch',
    ],
    [
      'the operator’s signature of another step (a party’s confirmation) of the same contract',
      async (id: string) => sign(keys.operator, 'confirm', id, {}, 2),
      400,
      'SIGNATURE_OTHER_DOCUMENT',
      'errors.signatureOtherDocument',
    ],
    [
      'the operator’s signature of the removal of another contract',
      async () => sign(keys.operator, REMOVAL_STEP, randomUUID(), removal, 2),
      400,
      'SIGNATURE_OTHER_DOCUMENT',
      'errors.signatureOtherDocument',
    ],
    [
      'a key naming the operator from an authority the portal does not trust (a forgery)',
      async (id: string) => sign(keys.untrusted, REMOVAL_STEP, id, removal, 2),
      400,
      'CERTIFICATE_UNTRUSTED',
      'errors.certificateUntrusted',
    ],
    [
      'a text that is no PKCS#7',
      async () => Buffer.from('not a signature').toString('base64'),
      400,
      'SIGNATURE_MALFORMED',
      'errors.signatureInvalid',
    ],
    [
      'the operator’s signature of an older version of the contract',
      async (id: string) => sign(keys.operator, REMOVAL_STEP, id, removal, 1),
      409,
      'SIGNATURE_OUTDATED',
      'errors.signatureOutdated',
    ],
  ] as const)('%s', async (name, pkcs7Of, status, code, message) => {
    const id = await approved(`RM-NO-${name.length}`);
    const pkcs7 = await pkcs7Of(id);
    const res = pkcs7
      ? await signed(operator, removePath(id), removal, pkcs7)
      : await operator.post(removePath(id), removal);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code, message });
    await untouched(id);
  });

  it('a party may not remove a contract, even with a valid signature of its own', async () => {
    const id = await approved('RM-PARTY');
    const res = await signed(lessor, removePath(id), removal, await sign(keys.lessor, REMOVAL_STEP, id, removal, 2));
    expect(res.status).toBe(403);
    await untouched(id);
  });
});
