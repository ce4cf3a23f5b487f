import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import { CryptapiServer, type DevKey, DevKeyStore, readPkcs7 } from '@rent/backend';
import {
  type EimzoKey,
  type HelperMessage,
  HelperOutdatedError,
  HelperRefusedError,
  listKeys,
  type Reply,
  type Send,
  signText,
  socketSend,
} from '@/signing/eimzo-client';
import { keyHolder } from './support/signing.js';
import { demo } from './support/test-app.js';

// The portal's browser client (frontend/src/signing/eimzo-client.ts) against the development helper, as
// strict as a real E-IMZO: no database, no app. The outside test found that the helper took what a real
// E-IMZO refuses and so hid two faults of the client: calls without a registered site key, and hardware
// keys listed with `certkey` and loaded with `pfx load_key`. Here the client must speak what the vendor's
// own client speaks (version, apikey, each kind of key through its plugin), and the helper must refuse
// what a real one refuses, so that either fault fails a test. Lives in tests/ because it joins frontend
// and backend code, which neither package may import from the other.
let store: DevKeyStore;
let old: DevKeyStore;
let helpers: { current: CryptapiServer; before412: CryptapiServer; outdated: CryptapiServer };
let keys: { lessor: DevKey; lessee: DevKey; idcard: DevKey; baikey: DevKey; ckc: DevKey; ftjc: DevKey };

const PAGE = 'http://localhost:3000';

beforeAll(async () => {
  store = await DevKeyStore.open(await mkdtemp(join(tmpdir(), 'rp-eimzo-')));
  old = await DevKeyStore.open(await mkdtemp(join(tmpdir(), 'rp-eimzo-old-')));
  keys = {
    lessor: await store.issue(keyHolder(demo('lessor').login)),
    lessee: await store.issue(keyHolder(demo('individual').login)),
    idcard: await store.issue(keyHolder(demo('individual').login), { device: 'idcard' }),
    baikey: await store.issue(keyHolder(demo('lessor').login), { device: 'baikey' }),
    ckc: await store.issue(keyHolder(demo('legal').login), { device: 'ckc' }),
    ftjc: await old.issue(keyHolder(demo('individual').login), { device: 'ftjc' }),
  };
  helpers = {
    current: await CryptapiServer.start(store, 0),
    before412: await CryptapiServer.start(old, 0, { version: { major: '4', minor: '11' } }),
    outdated: await CryptapiServer.start(store, 0, { version: { major: '3', minor: '30' } }),
  };
});
afterAll(async () => {
  await Promise.all(Object.values(helpers ?? {}).map((h) => h.close()));
});

/** The portal's site keys as its settings give them: the development helper's keys for the development domains. */
const siteKeysOf = (s: DevKeyStore) => ['localhost', s.siteKey('localhost'), '127.0.0.1', s.siteKey('127.0.0.1')];

/** The client's transport to a helper, from a page of `origin`, recording every message it sends. */
function recorded(helper: CryptapiServer, origin = PAGE): { send: Send; sent: HelperMessage[] } {
  const sent: HelperMessage[] = [];
  const socket = socketSend(
    (url) => new WebSocket(url, { origin }) as unknown as globalThis.WebSocket,
    `ws://127.0.0.1:${helper.port}/service/cryptapi`,
  );
  return { sent, send: (message) => (sent.push(message), socket(message)) };
}

/** One raw message to a helper, from a page of `origin` (null: no Origin header): the reply, refusals included. */
const raw = (helper: CryptapiServer, message: unknown, origin: string | null = PAGE) =>
  new Promise<Reply>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${helper.port}/service/cryptapi`, origin ? { origin } : {});
    socket.on('open', () => socket.send(JSON.stringify(message)));
    socket.on('message', (data) => resolve(JSON.parse(String(data)) as Reply));
    socket.on('error', reject);
  });

const call = (m: HelperMessage) => `${m.plugin ?? ''}:${m.name}`;
const noStamp = (pkcs7: string) => Promise.resolve(pkcs7);

describe('the client speaks what the vendor’s client speaks', () => {
  it('version first, then the site keys, then each plugin lists its keys: files, an ID card, a BAIK token, a compatible token', async () => {
    const { send, sent } = recorded(helpers.current);
    const listed = await listKeys(siteKeysOf(store), send);
    expect(sent.slice(0, 2)).toEqual([{ name: 'version' }, { name: 'apikey', arguments: siteKeysOf(store) }]);
    expect(sent.slice(2).map(call).sort()).toEqual([
      'baikey:list_tokens',
      'ckc:list_ckc',
      'idcard:list_readers',
      'pfx:list_all_certificates',
    ]);
    expect(sent.map(call)).not.toContain('certkey:list_all_certificates');
    expect(listed.filter((k) => k.kind === 'pfx').map((k) => [k.holder, k.serialNumber, k.tin, k.pinfl])).toEqual([
      ['Nazarov Bekzod Olimovich', keys.lessor.certificate.serialNumber, '301234567', null],
      ['Aliyev Vali Karimovich', keys.lessee.certificate.serialNumber, null, '31012850123453'],
    ]);
    expect(listed.filter((k) => k.kind !== 'pfx').map((k) => [k.kind, k.holder])).toEqual([
      ['idcard', null],
      ['baikey', null],
      ['ckc', null],
    ]);
  });

  it('a file is loaded with pfx load_key [disk, path, name, alias], then signed by its key id', async () => {
    const file = (await listKeys(siteKeysOf(store), recorded(helpers.current).send)).find(
      (k) => k.serialNumber === keys.lessee.certificate.serialNumber,
    )!;
    const { send, sent } = recorded(helpers.current);
    const pkcs7 = await signText(file, 'a step’s document', noStamp, send);
    expect(sent.map(call)).toEqual(['pfx:load_key', 'pkcs7:create_pkcs7']);
    expect(sent[0]!.arguments).toEqual(file.loadArguments);
    expect(sent[0]!.arguments).toHaveLength(4);
    expect(sent[1]!.arguments).toEqual([
      Buffer.from('a step’s document').toString('base64'),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      'no',
    ]);
    expect(readPkcs7(pkcs7).content).toBe('a step’s document');
  });

  it.each([
    ['an ID card', 'idcard', () => keys.idcard],
    ['a BAIK token', 'baikey', () => keys.baikey],
    ['a compatible token', 'ckc', () => keys.ckc],
  ] as const)('%s signs with its plugin’s name as the key id, never loaded through pfx', async (_name, kind, key) => {
    const token = (await listKeys(siteKeysOf(store), recorded(helpers.current).send)).find((k) => k.kind === kind)!;
    const { send, sent } = recorded(helpers.current);
    const pkcs7 = await signText(token, 'x', noStamp, send);
    expect(sent).toEqual([{ plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['eA==', kind, 'no'] }]);
    const { signedData } = readPkcs7(pkcs7);
    expect(
      Buffer.from(signedData.certificates![0]!.toSchema().toBER(false)).equals(Buffer.from(key().certificate.rawData)),
    ).toBe(true);
  });

  it('a helper before 4.12 lists older tokens with ftjc list_all_keys [""] and loads one by its card id', async () => {
    const { send, sent } = recorded(helpers.before412);
    const listed = await listKeys(siteKeysOf(old), send);
    expect(sent.slice(2).map(call).sort()).toEqual(['ftjc:list_all_keys', 'pfx:list_all_certificates']);
    expect(sent.find((m) => m.plugin === 'ftjc')!.arguments).toEqual(['']);
    const token = listed.find((k) => k.kind === 'ftjc')!;
    expect(token).toMatchObject({
      holder: 'Aliyev Vali Karimovich',
      pinfl: '31012850123453',
      serialNumber: keys.ftjc.certificate.serialNumber,
    });
    const signing = recorded(helpers.before412);
    await signText(token, 'x', noStamp, signing.send);
    expect(signing.sent.map((m) => [call(m), m.arguments?.[1] ?? m.arguments?.[0]])).toEqual([
      ['ftjc:load_key', token.loadArguments![0]],
      ['pkcs7:create_pkcs7', expect.stringMatching(/^[0-9a-f-]{36}$/)],
    ]);
  });

  it('a helper older than the vendor’s minimum (3.37) is not asked anything after its version', async () => {
    const { send, sent } = recorded(helpers.outdated);
    await expect(listKeys(siteKeysOf(store), send)).rejects.toBeInstanceOf(HelperOutdatedError);
    expect(sent).toEqual([{ name: 'version' }]);
  });

  it('the signed PKCS#7 goes to the portal to be stamped; the helper is not asked to attach anything', async () => {
    const file = (await listKeys(siteKeysOf(store), recorded(helpers.current).send)).find((k) => k.kind === 'pfx')!;
    const { send, sent } = recorded(helpers.current);
    const stamped: string[] = [];
    const result = await signText(file, 'x', async (p) => (stamped.push(p), `${p}+stamped`), send);
    expect(stamped).toHaveLength(1);
    expect(result).toBe(`${stamped[0]}+stamped`);
    expect(sent.map(call)).not.toContain('pkcs7:attach_timestamp_token_pkcs7');
  });
});

describe('the development helper refuses what a real E-IMZO refuses', () => {
  it('without a registered site key it answers nothing but its version: a client that skips apikey fails', async () => {
    const fresh = await CryptapiServer.start(store, 0);
    try {
      expect(await raw(fresh, { name: 'version' })).toMatchObject({ success: true, major: '4', minor: '86' });
      expect(await raw(fresh, { plugin: 'pfx', name: 'list_all_certificates' })).toMatchObject({
        success: false,
        reason: expect.stringContaining('API key'),
      });
      // The portal's client before: the apikey message only when a build variable was set, and nothing set it.
      await expect(listKeys([], recorded(fresh).send)).rejects.toBeInstanceOf(HelperRefusedError);
    } finally {
      await fresh.close();
    }
  });

  it('a key for another site, a wrong key, or none for the page’s own site registers nothing', async () => {
    const fresh = await CryptapiServer.start(store, 0);
    try {
      const refusedKeys = [
        ['example.uz', store.siteKey('example.uz')],
        ['localhost', store.siteKey('127.0.0.1')],
        ['localhost', 'A'.repeat(128)],
      ];
      for (const pair of refusedKeys)
        expect(await raw(fresh, { name: 'apikey', arguments: pair })).toMatchObject({ success: false });
      expect(
        await raw(fresh, { name: 'apikey', arguments: ['localhost', store.siteKey('localhost')] }, null),
      ).toMatchObject({ success: false });
      expect(await raw(fresh, { plugin: 'pfx', name: 'list_all_certificates' })).toMatchObject({ success: false });
      // Registered for localhost, a page of 127.0.0.1 is still a site without a key.
      expect(await raw(fresh, { name: 'apikey', arguments: ['localhost', store.siteKey('localhost')] })).toEqual({
        success: true,
      });
      expect(await raw(fresh, { plugin: 'pfx', name: 'list_all_certificates' })).toMatchObject({ success: true });
      expect(await raw(fresh, { plugin: 'pfx', name: 'list_all_certificates' }, 'http://127.0.0.1:3000')).toMatchObject(
        { success: false },
      );
    } finally {
      await fresh.close();
    }
  });

  it('hardware keys are not files: certkey is unknown, and pfx load_key does not load a token’s key', async () => {
    await listKeys(siteKeysOf(store), recorded(helpers.current).send);
    expect(await raw(helpers.current, { plugin: 'certkey', name: 'list_all_certificates' })).toMatchObject({
      success: false,
      reason: 'Unknown function certkey:list_all_certificates',
    });
    const pfx = (await raw(helpers.current, { plugin: 'pfx', name: 'list_all_certificates' })).certificates as {
      name: string;
    }[];
    expect(pfx.map((c) => c.name)).not.toContain(`DS${keys.idcard.certificate.serialNumber.toUpperCase()}.pfx`);
    expect(
      await raw(helpers.current, {
        plugin: 'pfx',
        name: 'load_key',
        arguments: ['dev', 'DSKEYS', `DS${keys.idcard.certificate.serialNumber.toUpperCase()}.pfx`, ''],
      }),
    ).toEqual({
      success: false,
      reason: 'Key not found',
    });
  });

  it.each<[string, unknown]>([
    ['arguments a call does not take', { plugin: 'pfx', name: 'list_all_certificates', arguments: ['x'] }],
    ['too few arguments', { plugin: 'pfx', name: 'load_key', arguments: ['dev', 'DSKEYS', 'x.pfx'] }],
    ['a member the protocol does not have', { plugin: 'pfx', name: 'list_all_certificates', keyId: 'x' }],
    [
      'an argument that is not a string',
      { plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['eA==', 'idcard', false] },
    ],
    [
      'a detached flag other than yes, no or empty',
      { plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['eA==', 'idcard', 'maybe'] },
    ],
    ['data that is not base64', { plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['not base64!', 'idcard', 'no'] }],
    ['a key id never loaded', { plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['eA==', 'no-such-key', 'no'] }],
    [
      'the old time-stamp attachment, which the portal’s server does now',
      { plugin: 'pkcs7', name: 'attach_timestamp_token_pkcs7', arguments: ['eA==', '01', 'eA=='] },
    ],
  ])('%s: refused', async (_name, message) => {
    await listKeys(siteKeysOf(store), recorded(helpers.current).send);
    expect(await raw(helpers.current, message)).toMatchObject({ success: false, reason: expect.any(String) });
  });

  it('a plugin newer than the helper is unknown to it (an ID card before 4.12)', async () => {
    await listKeys(siteKeysOf(old), recorded(helpers.before412).send);
    expect(await raw(helpers.before412, { plugin: 'idcard', name: 'list_readers' })).toEqual({
      success: false,
      reason: 'Unknown plugin idcard',
    });
  });

  it('the client’s own listing of a key is what the helper loads: a changed alias is another key', async () => {
    const file = (await listKeys(siteKeysOf(store), recorded(helpers.current).send)).find((k) => k.kind === 'pfx')!;
    const changed: EimzoKey = {
      ...file,
      loadArguments: [...file.loadArguments!.slice(0, 3), `${file.loadArguments![3]},t=x`],
    };
    await expect(signText(changed, 'x', noStamp, recorded(helpers.current).send)).rejects.toMatchObject({
      reason: 'Key not found',
    });
  });
});
