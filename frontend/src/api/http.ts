import { MessageKeys, type RenewedSession } from '@rent/domain';
import {
  clearSession,
  getActFor,
  getToken,
  lastWritePosition,
  mayHoldSession,
  rememberWrite,
  setSession,
} from './session';

/** An error answer of the API (docs/api.md): a stable code, an i18n key, and per-field keys. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly errors: Record<string, string> = {},
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

/**
 * Headers every call sends: the bearer token and the position to read after, and the party acted for unless
 * the call is the person's own (`asSelf`: whom they may act for, asked even when acting for one has ended).
 */
export function apiHeaders(extra: Record<string, string> = {}, asSelf = false): Headers {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const position = lastWritePosition();
  if (position) headers.set('X-Read-After', position);
  const actFor = getActFor();
  if (token && actFor && !asSelf) headers.set('X-Act-For', actFor);
  return headers;
}

/**
 * A 401 means the token is missing, forged or expired: it is removed and the user goes to the landing
 * page (spec §7, §8). Only the token the request carried is: a 401 to a call made before signing in must
 * not throw out the token the sign-in has just stored.
 */
export function leaveOnUnauthorized(status: number, sentToken: string | null): void {
  if (status === 401 && sentToken && getToken() === sentToken) {
    clearSession();
    window.location.assign('/');
  }
}

let renewing: Promise<boolean> | undefined;

/**
 * The tabs of a browser share the refresh cookie, and a refresh token used twice ends the session: one
 * tab refreshes at a time (Web Locks; where a browser lacks them, a tab goes alone), and each sends the
 * cookie as the one before it left it. The browser adds the cookie itself; script never sees it.
 */
const oneTabAtATime = <T>(work: () => Promise<T>): Promise<T> =>
  typeof navigator.locks === 'undefined' ? work() : navigator.locks.request('rent-refresh', work);

/**
 * A new access token from the refresh cookie, once for all the requests of this tab that failed
 * together. True if there is one now.
 */
function renew(): Promise<boolean> {
  renewing ??= oneTabAtATime(() => fetch('/api/auth/refresh', { method: 'POST' }))
    .then(async (response) => {
      if (!response.ok) return false;
      setSession(((await response.json()) as RenewedSession).token);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      renewing = undefined;
    });
  return renewing;
}

/** After a 401 to `sentToken`: true if the request is worth sending again (renewed now, or by a request before). */
function renewSession(sentToken: string): Promise<boolean> {
  if (getToken() !== sentToken) return Promise.resolve(getToken() !== null);
  return renew();
}

/**
 * A tab opened without an access token in a browser that holds a session (a link opened in a new tab):
 * its own token from the refresh cookie, before the first page shows. If that fails the session is over.
 */
export async function restoreSession(): Promise<void> {
  if (getToken() || !mayHoldSession()) return;
  if (!(await renew())) clearSession();
}

/** react-admin's own client, whose errors carry the status: a 401 renews the session once and asks again, as `send` does. */
export async function renewingOnUnauthorized<T>(call: () => Promise<T>): Promise<T> {
  const sentToken = getToken();
  try {
    return await call();
  } catch (error) {
    if ((error as { status?: number }).status !== 401 || !sentToken || !(await renewSession(sentToken))) throw error;
    return call();
  }
}

type Init = { method?: string; body?: unknown; headers?: Record<string, string>; asSelf?: boolean };

/** How often a read refused with 503 (a read model still catching up, a service away) is asked again. */
const READ_RETRIES = 3;

/** Seconds a 503 asks to wait (Retry-After), 1 to 5. */
const retryAfterSeconds = (header: string | null | undefined): number => Math.min(5, Math.max(1, Number(header) || 1));

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * A read the API refused with 503 (docs/api.md: READ_NOT_CAUGHT_UP, SERVICE_UNAVAILABLE) is asked again
 * after a pause, so the user sees the page a moment later instead of an error or a stale list. Writes
 * are never sent twice: their outcome after a 503 is the user's to check. For react-admin's own client,
 * whose errors carry the status but not the headers; `send` below does the same with Retry-After.
 */
export async function retryingReads<T>(method: string | undefined, read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if ((error as { status?: number }).status !== 503 || (method ?? 'GET') !== 'GET' || attempt >= READ_RETRIES)
        throw error;
      await pause(1);
    }
  }
}

/**
 * Resolves in a task of its own, after what the browser has waiting (a paint, a tap, a key). Starting a
 * request costs the browser a few milliseconds of the page's thread, and a page that opens by asking for
 * eight things asked for all of them from its effects in one long task that held every input back; each
 * request now starts in its own short task. scheduler.yield where the browser has it (it keeps the
 * page's work ahead of other pages' tasks), else a message to ourselves, which is a task as well.
 */
export function inNextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const contentTypeOf = (body: unknown): string =>
  body instanceof Blob ? body.type || 'application/octet-stream' : 'application/json';

/** Sends a call with the session's headers: a 401 renews the session once and sends it again; any other refusal is an ApiError. */
async function send(path: string, init: Init, renewed = false, unavailable = 0): Promise<Response> {
  let response: Response;
  await inNextTask();
  const sentToken = getToken();
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: apiHeaders(
        {
          ...(init.body === undefined ? {} : { 'Content-Type': contentTypeOf(init.body) }),
          ...init.headers,
        },
        init.asSelf,
      ),
      // A file (a bulk upload's CSV) goes as it is, under its own type; anything else as JSON.
      body: init.body === undefined ? undefined : init.body instanceof Blob ? init.body : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', MessageKeys.fetchError);
  }
  if (response.ok) return response;
  if (response.status === 503 && (init.method ?? 'GET') === 'GET' && unavailable < READ_RETRIES) {
    await pause(retryAfterSeconds(response.headers.get('Retry-After')));
    return send(path, init, renewed, unavailable + 1);
  }
  // An access token lives minutes: a 401 first tries the session's refresh token, then gives up.
  if (response.status === 401 && !renewed && sentToken && !path.startsWith('/auth/') && (await renewSession(sentToken)))
    return send(path, init, true);
  if (!path.startsWith('/auth/')) leaveOnUnauthorized(response.status, sentToken);
  const json = await jsonOf(response);
  throw new ApiError(
    response.status,
    String(json.code ?? 'ERROR'),
    String(json.message ?? MessageKeys.errorOccurred),
    (json.errors as Record<string, string>) ?? {},
    (json.params as Record<string, string | number>) ?? {},
  );
}

async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function api<T>(path: string, init: Init = {}): Promise<T> {
  const json = await jsonOf(await send(path, init));
  if (typeof json.position === 'string') rememberWrite(json.position);
  return json as T;
}

/** A file the API answers (a certificate, a list export): its bytes and the name the server gave it. */
export interface ApiFile {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` if given, else the plain one. */
function dispositionFilename(header: string | null): string | undefined {
  const encoded = header && /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return (header && /filename="?([^";]+)"?/i.exec(header)?.[1]) || undefined;
}

/** Fetches a file with the session's access token (no cookie carries it, so a plain link cannot). */
export async function apiFile(path: string, fallbackName: string, init: Init = {}): Promise<ApiFile> {
  const response = await send(path, { ...init, headers: { Accept: '*/*', ...init.headers } });
  return {
    blob: await response.blob(),
    filename: dispositionFilename(response.headers.get('Content-Disposition')) ?? fallbackName,
  };
}
