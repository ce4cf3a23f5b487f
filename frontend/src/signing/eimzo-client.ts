/**
 * The browser's side of E-IMZO (spec §7, domain-facts): one WebSocket to the local helper per call, one
 * JSON message, one JSON reply, then the socket closes. Secure pages reach the helper on wss://…:64443,
 * plain ones on ws://…:64646.
 */
export const helperUrl = (): string =>
  window.location.protocol === 'https:' ? 'wss://127.0.0.1:64443/service/cryptapi' : 'ws://127.0.0.1:64646/service/cryptapi';

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

/**
 * The portal's E-IMZO API keys, "domain,key,domain,key…", as the vendor issues them per domain (a build
 * setting: VITE_EIMZO_API_KEYS). The development helper needs none.
 */
const API_KEYS = String(import.meta.env?.VITE_EIMZO_API_KEYS ?? '').split(',').filter(Boolean);

type Reply = Record<string, unknown> & { success?: boolean; reason?: string };

function call(message: object, timeoutMs = 15_000): Promise<Reply> {
  return new Promise((resolve, reject) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(helperUrl());
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

/** A key the helper lists, with the subject fields of its alias. */
export interface EimzoKey {
  disk: string;
  path: string;
  name: string;
  alias: string;
  holder: string;
  serialNumber: string;
  tin: string | null;
  pinfl: string | null;
  organisation: string | null;
  validFrom: Date | null;
  validTo: Date | null;
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
    if (at > 0) fields[part.slice(0, at).trim().toLowerCase()] = part.slice(at + 1).replace(/\\(.)/g, '$1').trim();
  }
  return fields;
}

/**
 * The keys on this computer: the pfx files and the hardware tokens (certkey). The helper is asked its
 * version first (a helper that answers nothing sensible is as good as none) and given the portal's API
 * key for this domain, as E-IMZO requires before it lists keys.
 */
export async function listKeys(): Promise<EimzoKey[]> {
  await call({ name: 'version' });
  if (API_KEYS.length) await call({ name: 'apikey', arguments: API_KEYS });
  const [files, tokens] = await Promise.all([
    call({ plugin: 'pfx', name: 'list_all_certificates' }),
    // A helper without the token plugin still lists its files.
    call({ plugin: 'certkey', name: 'list_all_certificates' }).catch(() => ({ certificates: [] })),
  ]);
  const listed = [...((files.certificates as Listed[]) ?? []), ...((tokens.certificates as Listed[]) ?? [])];
  return listed.map((c) => {
    const f = parseAlias(c.alias);
    return {
      ...c,
      holder: f.cn ?? c.name,
      serialNumber: (f.serialnumber ?? '').toLowerCase(),
      tin: f['1.2.860.3.16.1.1'] ?? null,
      pinfl: f['1.2.860.3.16.1.2'] ?? null,
      organisation: f.o ?? null,
      validFrom: helperDate(f.validfrom),
      validTo: helperDate(f.validto),
    };
  });
}

interface Listed {
  disk: string;
  path: string;
  name: string;
  alias: string;
}

/** UTF-8 text as base64, as create_pkcs7 takes its data. */
const base64 = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** A time-stamp token (base64) for a signature value (hex), or null where the portal stamps nothing. */
export type Stamp = (signatureHex: string) => Promise<string | null>;

/**
 * The PKCS#7 (base64) of `text` signed with `key`, its content attached, and the portal's time stamp of
 * the signature attached to it by the helper (domain-facts: obtain a token for signature_hex, then attach).
 */
export async function signText(key: EimzoKey, text: string, stamp: Stamp): Promise<string> {
  const loaded = await call({ plugin: 'pfx', name: 'load_key', arguments: [key.disk, key.path, key.name, key.alias] });
  const signed = await call({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: [base64(text), loaded.keyId, 'no'] });
  const token = await stamp(String(signed.signature_hex));
  if (!token) return String(signed.pkcs7_64);
  const stamped = await call({ plugin: 'pkcs7', name: 'attach_timestamp_token_pkcs7', arguments: [signed.pkcs7_64, signed.signer_serial_number, token] });
  return String(stamped.pkcs7_64);
}

/** Whether a key is the signed-in party's: a legal entity's by its TIN; a person's own (no entity) by PINFL. */
export const belongsTo = (key: EimzoKey, partyId: string): boolean =>
  partyId.length === 9 ? key.tin === partyId : key.pinfl === partyId && key.tin === null;
