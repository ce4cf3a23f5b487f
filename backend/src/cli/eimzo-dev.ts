#!/usr/bin/env node
// `npm run eimzo-dev -- [serve | list | suspend <serial> | revoke <serial> | activate <serial> | expired <party>]`:
// the development signing helper. `serve` (the default) makes the development CA and a key for each demo
// account on first run and speaks E-IMZO's WebSocket protocol on 127.0.0.1:64646 (EIMZO_DEV_PORT), with a
// development time-stamping authority (RFC 3161) at /tsa on the same port;
// the other commands change a key's standing on the CA's revocation list, or issue an expired key.
import { resolve } from 'node:path';
import { CryptapiServer } from '../signing/dev-helper/cryptapi-server.js';
import { demoKeyHolders } from '../seed/demo-key-holders.js';
import { DevKeyStore } from '../signing/dev-helper/dev-key-store.js';
import { holderOf } from '../signing/eimzo-names.js';

const dir = resolve(process.env.EIMZO_DEV_DIR ?? '.eimzo-dev');
const port = Number(process.env.EIMZO_DEV_PORT ?? 64646);
const [command = 'serve', arg] = process.argv.slice(2);

const store = await DevKeyStore.open(dir);
const describe = () =>
  store.keys.map((k) => {
    const h = holderOf(k.certificate);
    return `${k.certificate.serialNumber}  ${k.status.padEnd(9)} ${h.tin ?? h.pinfl}  ${h.holder}${h.organisation ? `, ${h.organisation}` : ''}  to ${k.certificate.notAfter.toISOString().slice(0, 10)}`;
  });

switch (command) {
  case 'serve': {
    for (const holder of demoKeyHolders()) {
      const partyId = holder.tin ?? holder.pinfl!;
      if (store.keysOf(partyId).length === 0) await store.issue(holder);
    }
    const server = await CryptapiServer.start(store, port);
    process.stdout.write(
      `E-IMZO development helper on ws://127.0.0.1:${server.port}/service/cryptapi, time stamps at http://127.0.0.1:${server.port}/tsa (CA: ${dir}/ca.pem)\n`,
    );
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
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
    const holder = demoKeyHolders().find((h) => h.tin === arg || h.pinfl === arg);
    if (!holder) throw new Error('expired needs a demo party (TIN or PINFL)');
    const day = 24 * 3600 * 1000;
    const k = await store.issue(holder, new Date(Date.now() - 400 * day), new Date(Date.now() - 30 * day));
    process.stdout.write(`${k.certificate.serialNumber}: expired key issued\n`);
    break;
  }
  default:
    process.stderr.write('Usage: npm run eimzo-dev -- [serve | list | suspend <serial> | revoke <serial> | activate <serial> | expired <party>]\n');
    process.exit(2);
}
