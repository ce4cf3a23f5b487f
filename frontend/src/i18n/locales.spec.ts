import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { MessageKeys, stateLabelKey } from '@rent/domain';

const load = (name: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const locales = { 'uz-Latn': load('uz-Latn'), 'uz-Cyrl': load('uz-Cyrl'), ru: load('ru') };
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  const all = new Set(Object.values(locales).flatMap((l) => Object.keys(l)));

  it.each(Object.entries(locales))('%s has every key of the others, each with a text', (_name, messages) => {
    expect([...all].filter((k) => !messages[k]?.trim())).toEqual([]);
  });

  it.each(Object.entries(locales))('%s translates every message the API can answer', (_name, messages) => {
    expect(Object.values(MessageKeys).filter((k) => !(k in messages))).toEqual([]);
  });

  it.each(Object.entries(locales))('%s labels every state', (_name, messages) => {
    const keys = [10, 12, 15, 20, 27, 50].map((c) => stateLabelKey(c)!);
    expect(keys.filter((k) => !(k in messages))).toEqual([]);
  });

  it('every translation keeps the placeholders of the Latin original', () => {
    const mismatched = Object.keys(locales['uz-Latn']).filter(
      (k) => placeholders(locales.ru[k]!).join() !== placeholders(locales['uz-Latn'][k]!).join() ||
        placeholders(locales['uz-Cyrl'][k]!).join() !== placeholders(locales['uz-Latn'][k]!).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('Uzbek Cyrillic holds no Latin letters outside placeholders', () => {
    const latin = Object.entries(locales['uz-Cyrl']).filter(([, v]) => /[a-z]/i.test(v.replace(/%\{\w+\}/g, '')));
    expect(latin).toEqual([]);
  });
});
