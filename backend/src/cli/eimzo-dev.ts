#!/usr/bin/env node
// `npm run eimzo-dev -- [serve | list | suspend <serial> | revoke <serial> | activate <serial> | expired <party> | token <device> <party>]`:
// the development signing helper. `serve` (the default) makes the development CA and a key for each demo
// account on first run and speaks E-IMZO's WebSocket protocol on 127.0.0.1:64646 (EIMZO_DEV_PORT), with the
// development CA's time-stamping authority (/tsa), revocation list (/crl) and OCSP responder (/ocsp) on the
// same port; it answers only pages whose site registered its key (site-keys.txt, for EIMZO_API_KEYS). The
// other commands change a key's standing on the CA's revocation list, issue an expired key, or issue a key
// on a simulated token (idcard, baikey, ckc or ftjc), which the helper then lists as plugged in.
import { resolve } from 'node:path';
import { CryptapiServer } from '../signing/dev-helper/cryptapi-server.js';
import { demoKeyHolders } from '../seed/demo-key-holders.js';
import { DevKeyStore, KEY_DEVICES, type KeyDevice } from '../signing/dev-helper/dev-key-store.js';
import { holderOf } from '../signing/eimzo-names.js';

const dir = resolve(process.env.EIMZO_DEV_DIR ?? '.eimzo-dev');
const port = Number(process.env.EIMZO_DEV_PORT ?? 64646);
const [command = 'serve', arg, party] = process.argv.slice(2);
/** Where the helper serves the CA's list: the distribution point the keys it issues name. */
const distributionPoint = `http://127.0.0.1:${port}/crl`;
/** The CA publishes its list again well before the last one's next update (a day). */
const REPUBLISH_MS = 3600 * 1000;

const store = await DevKeyStore.open(dir);
const describe = () =>
  store.keys.map((k) => {
    const h = holderOf(k.certificate);
    return `${k.certificate.serialNumber}  ${k.status.padEnd(9)} ${(h.tin ?? h.pinfl ?? '').padEnd(14)} ${k.device.padEnd(6)} ${h.holder}${h.organisation ? `, ${h.organisation}` : ''}  to ${k.certificate.notAfter.toISOString().slice(0, 10)}`;
  });
const demoHolder = (partyId: string | undefined) => {
  const holder = demoKeyHolders().find((h) => h.tin === partyId || h.pinfl === partyId);
  if (!holder) throw new Error('name a demo party (TIN or PINFL)');
  return holder;
};

switch (command) {
  case 'serve': {
    for (const holder of demoKeyHolders()) {
      const partyId = holder.tin ?? holder.pinfl!;
      // Every demo party has a key file; a token issued to it (`token`) comes on top.
      if (!store.keysOf(partyId).some((k) => k.device === 'pfx')) await store.issue(holder, { distributionPoint });
    }
    setInterval(() => void store.publishCrl(), REPUBLISH_MS).unref();
    const server = await CryptapiServer.start(store, port);
    process.stdout.write(
      `E-IMZO development helper on ws://127.0.0.1:${server.port}/service/cryptapi, time stamps at http://127.0.0.1:${server.port}/tsa (CA: ${dir}/ca.pem, site keys: ${dir}/site-keys.txt)\n`,
    );
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => void server.close().then(() => process.exit(0)));
    break;
  }
  case 'list':
    process.stdout.write(`${describe().join('\n')}\n`);
    break;
  case 'suspend':
  case 'revoke':
  case 'activate':
    if (!arg) throw new Error(`${command} needs a key's serial number (see: list)`);
    await store.setStatus(arg, command === 'suspend' ? 'SUSPENDED' : command === 'revoke' ? 'REVOKED' : 'ACTIVE');
    process.stdout.write(`${arg}: ${command}\n`);
    break;
  case 'expired': {
    const day = 24 * 3600 * 1000;
    const k = await store.issue(demoHolder(arg), {
      validFrom: new Date(Date.now() - 400 * day),
      validTo: new Date(Date.now() - 30 * day),
      distributionPoint,
    });
    process.stdout.write(`${k.certificate.serialNumber}: expired key issued\n`);
    break;
  }
  case 'token': {
    if (!KEY_DEVICES.includes(arg as KeyDevice) || arg === 'pfx')
      throw new Error('token needs a device: idcard, baikey, ckc or ftjc');
    const k = await store.issue(demoHolder(party), { device: arg as KeyDevice, distributionPoint });
    process.stdout.write(`${k.certificate.serialNumber}: key on a ${arg} token issued (plugged in)\n`);
    break;
  }
  default:
    process.stderr.write(
      'Usage: npm run eimzo-dev -- [serve | list | suspend <serial> | revoke <serial> | activate <serial> | expired <party> | token <device> <party>]\n',
    );
    process.exit(2);
}
