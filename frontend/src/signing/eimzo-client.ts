/**
 * The browser's side of E-IMZO (spec §7, domain-facts), speaking what the vendor's own browser client
 * speaks (read from its public e-imzo.js / e-imzo-client.js; none of its code is here):
 *
 * - one WebSocket to the local helper per call: one JSON message, one JSON reply, then the socket closes;
 *   secure pages reach the helper on wss://…:64443, plain ones on ws://…:64646;
 * - first `{name:"version"}`: the client refuses a helper older than the vendor's minimum and picks the
 *   plugins by version (ID cards from 4.12, BAIK and compatible tokens from 4.86);
 * - then, always, `{name:"apikey", arguments:[domain, key, …]}` with the site keys the vendor issued for
 *   the portal's domains: the helper answers nothing else to a page whose site has not registered one;
 * - each kind of key through its own plugin: files by `pfx list_all_certificates` and `pfx load_key
 *   [disk, path, name, alias]`; older USB tokens by `ftjc list_all_keys [""]` and `ftjc load_key [cardUID]`
 *   (helpers before 4.12); an ID card, a BAIK token or any compatible token is only seen as plugged in
 *   (`idcard list_readers`, `baikey list_tokens`, `ckc list_ckc`) and signs with the plugin's name as the
 *   key id;
 * - `pkcs7 create_pkcs7 [data64, keyId, "no"]` makes an attached PKCS#7; the time stamp is no longer the
 *   helper's business: as the vendor's own server does, the portal's server stamps the PKCS#7 it is given.
 */
export const helperUrl = (): string =>
  window.location.protocol === 'https:'
    ? 'wss://127.0.0.1:64443/service/cryptapi'
    : 'ws://127.0.0.1:64646/service/cryptapi';

/** The helper is not running (or not installed) on this computer. */
export class HelperUnavailableError extends Error {
  constructor() {
    super('E-IMZO helper unavailable');
    this.name = 'HelperUnavailableError';
  }
}

/** The helper answered `{success:false, reason}`. */
export class HelperRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'HelperRefusedError';
  }
}

/** The helper is older than the vendor's client accepts: it must be updated. */
export class HelperOutdatedError extends Error {
  constructor(readonly version: string) {
    super(`E-IMZO ${version} is too old`);
    this.name = 'HelperOutdatedError';
  }
}

/** The oldest helper the vendor's client works with (3.37), and the versions that brought the token plugins. */
const MIN_VERSION = 337;
const ID_CARD_SINCE = 412;
const TOKENS_SINCE = 486;

/** One message of the helper's protocol. */
export interface HelperMessage {
  plugin?: string;
  name: string;
  arguments?: string[];
}

export type Reply = Record<string, unknown> & { success?: boolean; reason?: string };

/** Sends one message to the helper and answers its reply (a refusal throws HelperRefusedError). */
export type Send = (message: HelperMessage) => Promise<Reply>;

/** What the transport needs of a WebSocket: the browser's, or one a test makes. */
type Socket = Pick<WebSocket, 'send' | 'close' | 'onopen' | 'onmessage' | 'onerror'>;

/** The helper over a WebSocket per call, as the vendor's client reaches it. */
export function socketSend(
  open: (url: string) => Socket = (url) => new WebSocket(url),
  url = helperUrl(),
  timeoutMs = 15_000,
): Send {
  return (message) =>
    new Promise((resolve, reject) => {
      let socket: Socket;
      try {
        socket = open(url);
      } catch {
        reject(new HelperUnavailableError());
        return;
      }
      const timer = setTimeout(() => {
        socket.close();
        reject(new HelperUnavailableError());
      }, timeoutMs);
      socket.onopen = () => socket.send(JSON.stringify(message));
      socket.onerror = () => {
        clearTimeout(timer);
        reject(new HelperUnavailableError());
      };
      socket.onmessage = (event) => {
        clearTimeout(timer);
        socket.close();
        const reply = JSON.parse(String(event.data)) as Reply;
        if (reply.success === false) reject(new HelperRefusedError(reply.reason ?? 'error'));
        else resolve(reply);
      };
    });
}

/** Where a key is kept, by the plugin that reaches it. */
export type KeyKind = 'pfx' | 'ftjc' | 'idcard' | 'baikey' | 'ckc';

/**
 * A key the helper offers. Files and older tokens are listed with their certificate's subject (the
 * alias); an ID card, a BAIK token or a compatible token only as plugged in, so who holds it is known
 * once it has signed (the server then checks it is the party's).
 */
export interface EimzoKey {
  kind: KeyKind;
  /** Tells the keys apart in a list. */
  id: string;
  holder: string | null;
  serialNumber: string | null;
  tin: string | null;
  pinfl: string | null;
  organisation: string | null;
  validFrom: Date | null;
  validTo: Date | null;
  /** The arguments of the plugin's `load_key`: [disk, path, name, alias] for a file, [cardUID] for a token; none for the others. */
  loadArguments: string[] | null;
}

/** "YYYY.MM.DD hh:mm:ss" as the helper writes validity. */
const helperDate = (v: string | undefined): Date | null => {
  const m = v && /^(\d{4})\.(\d{2})\.(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(v);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
};

/** The fields of an X.500 alias "cn=…,serialnumber=…,…" (a backslash escapes a comma or an equals sign). */
export function parseAlias(alias: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of alias.split(/(?<!\\),/)) {
    const at = part.search(/(?<!\\)=/);
    if (at > 0)
      fields[part.slice(0, at).trim().toLowerCase()] = part
        .slice(at + 1)
        .replace(/\\(.)/g, '$1')
        .trim();
  }
  return fields;
}

/** A key listed with its certificate's alias: the holder's fields, TIN (1.2.860.3.16.1.1) and PINFL (1.2.860.3.16.1.2). */
function listedKey(kind: 'pfx' | 'ftjc', id: string, alias: string, loadArguments: string[]): EimzoKey {
  const f = parseAlias(alias);
  return {
    kind,
    id,
    holder: f.cn ?? null,
    serialNumber: f.serialnumber ? f.serialnumber.toLowerCase() : null,
    tin: f['1.2.860.3.16.1.1'] ?? null,
    pinfl: f['1.2.860.3.16.1.2'] ?? null,
    organisation: f.o ?? null,
    validFrom: helperDate(f.validfrom),
    validTo: helperDate(f.validto),
    loadArguments,
  };
}

const deviceKey = (kind: 'idcard' | 'baikey' | 'ckc'): EimzoKey => ({
  kind,
  id: kind,
  holder: null,
  serialNumber: null,
  tin: null,
  pinfl: null,
  organisation: null,
  validFrom: null,
  validTo: null,
  loadArguments: null,
});

interface ListedFile {
  disk: string;
  path: string;
  name: string;
  alias: string;
}

interface ListedToken {
  cardUID: string;
  info: string;
}

/** The helper's version as major × 100 + minor, as the vendor's client compares them. */
async function versionOf(send: Send): Promise<number> {
  const reply = await send({ name: 'version' });
  const version = Number(reply.major) * 100 + Number(reply.minor);
  if (!Number.isFinite(version) || !reply.major) throw new HelperRefusedError('E-IMZO version is undefined');
  if (version < MIN_VERSION) throw new HelperOutdatedError(`${String(reply.major)}.${String(reply.minor)}`);
  return version;
}

/**
 * The keys on this computer, after the version check and the site keys' registration (`siteKeys` as the
 * portal's settings give them: domain, key, domain, key…). A plugin that fails is passed over while others
 * list keys; with none listed, its failure is the answer, as in the vendor's client.
 */
export async function listKeys(siteKeys: readonly string[], send: Send = socketSend()): Promise<EimzoKey[]> {
  const version = await versionOf(send);
  await send({ name: 'apikey', arguments: [...siteKeys] });
  const lists: Promise<EimzoKey[]>[] = [
    send({ plugin: 'pfx', name: 'list_all_certificates' }).then((r) =>
      ((r.certificates as ListedFile[] | undefined) ?? []).map((c) =>
        listedKey('pfx', `pfx:${c.disk}:${c.path}:${c.name}`, c.alias, [c.disk, c.path, c.name, c.alias]),
      ),
    ),
  ];
  if (version < ID_CARD_SINCE) {
    lists.push(
      send({ plugin: 'ftjc', name: 'list_all_keys', arguments: [''] }).then((r) =>
        ((r.tokens as ListedToken[] | undefined) ?? []).map((t) =>
          listedKey('ftjc', `ftjc:${t.cardUID}`, t.info, [t.cardUID]),
        ),
      ),
    );
  } else {
    const plugged = (kind: 'idcard' | 'baikey' | 'ckc', message: HelperMessage, field: string) =>
      send(message).then((r) =>
        Array.isArray(r[field]) && (r[field] as unknown[]).length > 0 ? [deviceKey(kind)] : [],
      );
    lists.push(plugged('idcard', { plugin: 'idcard', name: 'list_readers' }, 'readers'));
    if (version >= TOKENS_SINCE) {
      lists.push(plugged('baikey', { plugin: 'baikey', name: 'list_tokens' }, 'tokens'));
      lists.push(plugged('ckc', { plugin: 'ckc', name: 'list_ckc' }, 'devices'));
    }
  }
  const settled = await Promise.allSettled(lists);
  const keys = settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (keys.length === 0 && failed) throw failed.reason;
  return keys;
}

/** UTF-8 text as base64, as create_pkcs7 takes its data. */
const base64 = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** The portal's server time-stamps a PKCS#7 (base64) and answers it with the stamp attached. */
export type Stamp = (pkcs7: string) => Promise<string>;

/** The key id create_pkcs7 signs with: a file or an older token is loaded by its own plugin; a token plugin's name stands for its token. */
async function keyIdOf(key: EimzoKey, send: Send): Promise<string> {
  if (key.kind === 'idcard' || key.kind === 'baikey' || key.kind === 'ckc') return key.kind;
  const loaded = await send({ plugin: key.kind, name: 'load_key', arguments: key.loadArguments ?? [] });
  return String(loaded.keyId);
}

/** The PKCS#7 (base64) of `text` signed with `key`, its content attached, time-stamped by the portal's server. */
export async function signText(key: EimzoKey, text: string, stamp: Stamp, send: Send = socketSend()): Promise<string> {
  const keyId = await keyIdOf(key, send);
  const signed = await send({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: [base64(text), keyId, 'no'] });
  return stamp(String(signed.pkcs7_64));
}

/**
 * Whether a listed key is the signed-in party's: a legal entity's by its TIN; a person's own (no entity)
 * by PINFL. A plugged-in token shows no holder until it signs, so it is offered to everyone.
 */
export const belongsTo = (key: EimzoKey, partyId: string): boolean => {
  if (key.kind === 'idcard' || key.kind === 'baikey' || key.kind === 'ckc') return true;
  return partyId.length === 9 ? key.tin === partyId : key.pinfl === partyId && key.tin === null;
};
