import { readFileSync } from 'node:fs';
import { sql } from './test-database.js';

/** The frontend's three dictionaries: a refusal's message key must have a text in each language. */
export const locales = ['uz-Latn', 'uz-Cyrl', 'ru'].map(
  (lang) =>
    JSON.parse(readFileSync(new URL(`../../../frontend/src/i18n/${lang}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >,
);

/** The events the log holds: a refused step writes none. */
export const eventCount = async (databaseUrl: string) =>
  Number((await sql<{ n: string }>(databaseUrl, 'SELECT count(*) AS n FROM events'))[0]!.n);
