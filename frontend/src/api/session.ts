/**
 * What the browser keeps between pages.
 *
 * The refresh token is not here at all: the API keeps it in an HttpOnly cookie that only
 * /api/auth/refresh receives, so no script on the page (ours or one slipped into it) can read it. The
 * access token lives in this tab's session storage: it has to be readable (it goes in the Authorization
 * header), it lasts minutes, and the tab keeps it across a reload without asking the server again; a tab
 * opened later gets its own from the refresh cookie (`restoreSession` in http.ts). Local storage, shared
 * by every tab and kept until cleared, holds the language, the entity acted for, and a mere hint that this
 * browser holds a refresh cookie (spec §2: logout clears all but the language). The last write's position
 * lives in memory only.
 */
export const TOKEN_KEY = 'token';
export const LANGUAGE_KEY = 'lang';
/** Set while this browser holds a refresh cookie (it cannot see the cookie itself): a new tab then asks for a token. */
export const SIGNED_IN_KEY = 'signedIn';
/** The party a person acts for, as its employee or its representative (header X-Act-For); absent: for themselves. */
export const ACT_FOR_KEY = 'actFor';

export const getToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);
export const mayHoldSession = (): boolean => localStorage.getItem(SIGNED_IN_KEY) !== null;
export const getActFor = (): string | null => localStorage.getItem(ACT_FOR_KEY);
export function setActFor(partyId: string | null): void {
  if (partyId) localStorage.setItem(ACT_FOR_KEY, partyId);
  else localStorage.removeItem(ACT_FOR_KEY);
}

/** The access token of a session this tab now holds (its refresh token the API has put in the cookie). */
export function setSession(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(SIGNED_IN_KEY, '1');
}

/** Clears everything the portal stored except the language choice. */
export function clearSession(): void {
  const language = localStorage.getItem(LANGUAGE_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (language) localStorage.setItem(LANGUAGE_KEY, language);
  lastWrite = undefined;
}

let lastWrite: string | undefined;

/** The position of this browser's last command: reads send it back so they include that write. */
export const rememberWrite = (position: string | undefined): void => {
  if (position) lastWrite = position;
};
export const lastWritePosition = (): string | undefined => lastWrite;
