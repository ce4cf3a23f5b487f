/**
 * What the browser keeps between pages. Only the session's tokens and the language live in local storage
 * (spec §2: logout clears it except the language); the last write's position lives in memory only.
 */
export const TOKEN_KEY = 'token';
export const REFRESH_KEY = 'refreshToken';
export const LANGUAGE_KEY = 'lang';
/** The legal entity a person acts for as its employee (header X-Act-For); absent: for themselves. */
export const ACT_FOR_KEY = 'actFor';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const getRefreshToken = (): string | null => localStorage.getItem(REFRESH_KEY);
export const getActFor = (): string | null => localStorage.getItem(ACT_FOR_KEY);
export function setActFor(tin: string | null): void {
  if (tin) localStorage.setItem(ACT_FOR_KEY, tin);
  else localStorage.removeItem(ACT_FOR_KEY);
}

/** The access token (short-lived) and the refresh token that renews it, once. */
export function setSession(token: string, refreshToken: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(REFRESH_KEY, refreshToken);
}

/** Clears everything the portal stored except the language choice. */
export function clearSession(): void {
  const language = localStorage.getItem(LANGUAGE_KEY);
  localStorage.clear();
  if (language) localStorage.setItem(LANGUAGE_KEY, language);
  lastWrite = undefined;
}

let lastWrite: string | undefined;

/** The position of this browser's last command: reads send it back so they include that write. */
export const rememberWrite = (position: string | undefined): void => {
  if (position) lastWrite = position;
};
export const lastWritePosition = (): string | undefined => lastWrite;
