import { randomUUID } from 'node:crypto';
import { holderOf } from '../eimzo-names.js';
import type { DevKey, DevKeyStore, KeyDevice } from './dev-key-store.js';
import { signPkcs7 } from './pkcs7-signer.js';

/** A request of the helper's protocol (domain-facts): a named call, of a plugin or of the helper itself. */
interface CryptapiRequest {
  plugin?: string;
  name: string;
  arguments: string[];
}

export type Reply = Record<string, unknown> & { success: boolean };

/** The helper's version, as `version` answers it; major × 100 + minor decides which plugins it has. */
export interface HelperVersion {
  major: string;
  minor: string;
}

/** The token plugins and the first helper version (major × 100 + minor) that has each (the vendor's client checks the same). */
const PLUGIN_SINCE: Record<string, number> = { idcard: 412, baikey: 486, ckc: 486 };
/** A message holds these members and no others. */
const MEMBERS = new Set(['plugin', 'name', 'arguments']);

const DISK = 'dev';
const PATH = 'DSKEYS';
const fileName = (k: DevKey) => `DS${k.certificate.serialNumber.toUpperCase()}.pfx`;
const cardUid = (k: DevKey) => `DEV${k.certificate.serialNumber.toUpperCase()}`;
const stamp = (d: Date) => d.toISOString().replace(/-/g, '.').replace('T', ' ').slice(0, 19);
const escape = (v: string) => v.replace(/[\\,=]/g, (c) => `\\${c}`);
const refused = (reason: string): Reply => ({ success: false, reason });

/** The X.500 alias E-IMZO lists a key with: lower-case names, validity as "YYYY.MM.DD hh:mm:ss". */
function aliasOf(k: DevKey): string {
  const h = holderOf(k.certificate);
  const parts: [string, string | null][] = [
    ['cn', h.holder],
    ['serialnumber', h.serialNumber.toUpperCase()],
    ['validfrom', stamp(k.certificate.notBefore)],
    ['validto', stamp(k.certificate.notAfter)],
    ['uid', h.personalTin],
    ['1.2.860.3.16.1.1', h.tin],
    ['1.2.860.3.16.1.2', h.pinfl],
    ['o', h.organisation],
    ['t', h.title],
  ];
  return parts
    .filter(([, v]) => v)
    .map(([n, v]) => `${n}=${escape(v!)}`)
    .join(',');
}

/** A message as the protocol has it: a name, maybe a plugin, maybe a list of string arguments, nothing else. */
function requestOf(message: unknown): CryptapiRequest | null {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const m = message as Record<string, unknown>;
  if (Object.keys(m).some((k) => !MEMBERS.has(k)) || typeof m.name !== 'string') return null;
  if (m.plugin !== undefined && typeof m.plugin !== 'string') return null;
  const args = m.arguments ?? [];
  if (!Array.isArray(args) || args.some((a) => typeof a !== 'string')) return null;
  return {
    ...(m.plugin !== undefined ? { plugin: m.plugin as string } : {}),
    name: m.name,
    arguments: args as string[],
  };
}

/**
 * The calls of the development helper, as strict as E-IMZO: nothing but `version` before the page's site
 * has registered its key (`apikey`), each plugin only from the helper version that has it, and each call
 * with exactly its arguments. The hardware plugins answer for the simulated tokens of the store: a key
 * issued to an ID card, a BAIK token or a compatible token is "plugged in", and `create_pkcs7` signs with
 * it when given the plugin's name as the key id (the vendor's way for those tokens); an older token
 * (`ftjc`) is loaded by its card id.
 */
export class CryptapiCalls {
  private readonly loaded = new Map<string, DevKey>();
  /** The sites (the pages' host names) that registered a valid key. */
  private readonly sites = new Set<string>();

  constructor(
    private readonly store: DevKeyStore,
    private readonly version: HelperVersion,
  ) {}

  /** The reply to one message from a page of `site` (the host name of its Origin; null without one). */
  async answer(message: unknown, site: string | null): Promise<Reply> {
    const request = requestOf(message);
    if (!request) return refused('Malformed request: a name, an optional plugin and string arguments only');
    const { plugin, name, arguments: args } = request;
    if (!plugin && name === 'version')
      return args.length ? refused('version takes no arguments') : { success: true, ...this.version };
    if (!plugin && name === 'apikey') return this.registerSite(args, site);
    if (!site || !this.sites.has(site)) return refused(`No valid API key registered for ${site ?? 'this page'}`);
    const since = plugin ? PLUGIN_SINCE[plugin] : undefined;
    if (since !== undefined && Number(this.version.major) * 100 + Number(this.version.minor) < since)
      return refused(`Unknown plugin ${plugin}`);
    return this.call(`${plugin ?? ''}:${name}`, args);
  }

  /** `apikey [domain, key, …]`: the pair for the page's own site must hold this helper's key for it. */
  private registerSite(args: string[], site: string | null): Reply {
    if (args.length < 2 || args.length % 2 !== 0) return refused('apikey takes pairs of domain and key');
    for (let i = 0; i < args.length; i += 2) {
      if (site !== null && args[i] === site && args[i + 1] === this.store.siteKey(site)) {
        this.sites.add(site);
        return { success: true };
      }
    }
    return refused(`No valid API key for ${site ?? 'this page'}`);
  }

  private async call(fn: string, args: string[]): Promise<Reply> {
    const arity = (n: number) => args.length === n;
    switch (fn) {
      case 'pfx:list_all_certificates':
        if (!arity(0)) break;
        return {
          success: true,
          certificates: this.on('pfx').map((k) => ({ disk: DISK, path: PATH, name: fileName(k), alias: aliasOf(k) })),
        };
      case 'pfx:load_key': {
        if (!arity(4)) break;
        const [disk, path, file, alias] = args;
        const k = this.on('pfx').find(
          (x) => disk === DISK && path === PATH && file === fileName(x) && alias === aliasOf(x),
        );
        return k ? this.load(k) : refused('Key not found');
      }
      case 'ftjc:list_all_keys':
        if (!arity(1)) break;
        return {
          success: true,
          tokens: this.on('ftjc').map((k) => ({
            cardUID: cardUid(k),
            statusInfo: 'OK',
            ownerName: holderOf(k.certificate).holder,
            info: aliasOf(k),
          })),
        };
      case 'ftjc:load_key': {
        if (!arity(1)) break;
        const k = this.on('ftjc').find((x) => cardUid(x) === args[0]);
        return k ? this.load(k) : refused('Token not found');
      }
      case 'idcard:list_readers':
        if (!arity(0)) break;
        return {
          success: true,
          readers: this.on('idcard').map((_, i) => ({ name: `Development card reader ${i + 1}` })),
        };
      case 'baikey:list_tokens':
        if (!arity(0)) break;
        return { success: true, tokens: this.on('baikey').map((k) => ({ name: `BAIK ${cardUid(k)}` })) };
      case 'ckc:list_ckc':
        if (!arity(0)) break;
        return { success: true, devices: this.on('ckc').map((k) => ({ type: 'ckc', deviceID: cardUid(k) })) };
      case 'pkcs7:create_pkcs7':
        if (!arity(3)) break;
        return this.createPkcs7(args[0]!, args[1]!, args[2]!);
      default:
        return refused(`Unknown function ${fn}`);
    }
    return refused(`Wrong arguments for ${fn}`);
  }

  /** `create_pkcs7 [data64, keyId, detached]`: keyId from load_key, or a token plugin's name for the key plugged into it. */
  private async createPkcs7(data64: string, keyId: string, detached: string): Promise<Reply> {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data64) || data64.length % 4 !== 0) return refused('Data is not base64');
    if (detached === 'yes') return refused('Only attached PKCS#7 in development');
    if (detached !== 'no' && detached !== '') return refused('detached is "yes", "no" or ""');
    const device = keyId === 'idcard' || keyId === 'baikey' || keyId === 'ckc' ? keyId : null;
    const k = device ? this.on(device)[0] : this.loaded.get(keyId);
    if (!k) return refused(device ? `No ${device} token plugged in` : 'Key is not loaded');
    return { success: true, ...(await signPkcs7(k, Buffer.from(data64, 'base64'))) };
  }

  private load(k: DevKey): Reply {
    const keyId = randomUUID();
    this.loaded.set(keyId, k);
    return { success: true, keyId };
  }

  private on(device: KeyDevice): DevKey[] {
    return this.store.keys.filter((k) => k.device === device);
  }
}
