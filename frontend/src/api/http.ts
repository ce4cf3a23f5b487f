import { MessageKeys } from '@rent/domain';
import { clearSession, getToken, lastWritePosition, rememberWrite } from './session';

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

/** Headers every call sends: the bearer token and the position to read after. */
export function apiHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const position = lastWritePosition();
  if (position) headers.set('X-Read-After', position);
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

export async function api<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  let response: Response;
  const sentToken = getToken();
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: apiHeaders({ ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers }),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', MessageKeys.fetchError);
  }
  const text = await response.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!response.ok) {
    if (!path.startsWith('/auth/')) leaveOnUnauthorized(response.status, sentToken);
    throw new ApiError(
      response.status,
      String(json.code ?? 'ERROR'),
      String(json.message ?? MessageKeys.errorOccurred),
      (json.errors as Record<string, string>) ?? {},
      (json.params as Record<string, string | number>) ?? {},
    );
  }
  if (typeof json.position === 'string') rememberWrite(json.position);
  return json as T;
}
