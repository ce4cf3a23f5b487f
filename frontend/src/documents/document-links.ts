import type { ServiceKindCode } from '@rent/domain';

/**
 * The public documents: plain links (no token is needed), so the browser downloads them itself under the
 * name the server gives, and they work without scripts. The language is the interface's.
 */
export const usersGuideHref = (locale: string): string =>
  `/api/documents/users-guide?lang=${encodeURIComponent(locale)}`;

export const sampleContractHref = (kind: ServiceKindCode, locale: string): string =>
  `/api/documents/samples/${kind}?lang=${encodeURIComponent(locale)}`;
