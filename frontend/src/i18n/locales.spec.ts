import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import {
  CONTRACT_EVENT_TYPES,
  CONTRACT_STEPS,
  LABELS,
  MARITAL_STATUSES,
  MessageKeys,
  OWNERSHIP_TYPES,
  PartyType,
  pendingLabelKey,
  PendingStep,
  PUBLIC_NOTICE_EVENTS,
  SERVICE_KINDS,
  SOCIAL_STATUSES,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  BACKDOOR_GRANT,
  stateLabelKey,
} from '@rent/domain';

const read = (path: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, string>;
/** The portal's file of a language: what every page, the landing first, downloads. */
const portal = (name: keyof typeof LABELS) => read(`./${name}.json`);
/** The back-office's file of a language, fetched only with it (operator/operator-i18n.ts). */
const backOffice = (name: keyof typeof LABELS) => read(`../operator/i18n/${name}.json`);
/** A language's messages as the pages have them: the domain's catalogue of names and both files. */
const load = (name: keyof typeof LABELS): Record<string, string> => ({
  ...LABELS[name],
  ...portal(name),
  ...backOffice(name),
});
const locales = { 'uz-Latn': load('uz-Latn'), 'uz-Cyrl': load('uz-Cyrl'), ru: load('ru') };
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const outsidePlaceholders = (text: string) => text.replace(/%\{\w+\}/g, '');
/** The words of a text, the Uzbek letters oʻ gʻ and the tutuq belgisi (ʼ) inside them. */
const words = (text: string) => outsidePlaceholders(text).match(/[\p{L}ʻʼ'’]+/gu) ?? [];
const latinWords = (text: string) => words(text).filter((w) => /[A-Za-z]/.test(w));
/** Names, marks and examples that Russian writes in Latin letters too. */
const LATIN_NAMES = new Set(['A', 'E', 'IMZO', 'SMS', 'OneID', 'ID', 'BAIK', 'USB', 'BC', 'ABC', 'API']);
/** Words of English that no Uzbek sentence holds: one in a Latin text means it was left in English. */
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'of',
  'is',
  'are',
  'with',
  'for',
  'your',
  'this',
  'from',
  'not',
  'be',
  'by',
  'was',
  'has',
  'have',
]);

describe('locale files', () => {
  const all = new Set(Object.values(locales).flatMap((l) => Object.keys(l)));

  it.each(Object.entries(locales))('%s has every key of the others, each with a text', (_name, messages) => {
    expect([...all].filter((k) => !messages[k]?.trim())).toEqual([]);
  });

  it.each(Object.keys(locales) as (keyof typeof LABELS)[])(
    '%s keeps the back-office’s texts out of the file every page loads, and the portal’s out of the back-office’s',
    (name) => {
      expect(Object.keys(portal(name)).filter((k) => k.startsWith('operator.'))).toEqual([]);
      expect(Object.keys(backOffice(name)).filter((k) => k in portal(name))).toEqual([]);
    },
  );

  it.each(Object.entries(locales))('%s translates every message the API can answer', (_name, messages) => {
    expect(Object.values(MessageKeys).filter((k) => !(k in messages))).toEqual([]);
  });

  it.each(Object.entries(locales))('%s labels every state', (_name, messages) => {
    const keys = [10, 12, 15, 20, 27, 50].map((c) => stateLabelKey(c)!);
    expect(keys.filter((k) => !(k in messages))).toEqual([]);
  });

  it('every translation keeps the placeholders of the Latin original', () => {
    const mismatched = Object.keys(locales['uz-Latn']).filter(
      (k) =>
        placeholders(locales.ru[k]!).join() !== placeholders(locales['uz-Latn'][k]!).join() ||
        placeholders(locales['uz-Cyrl'][k]!).join() !== placeholders(locales['uz-Latn'][k]!).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('Russian is translated, not the Latin original: no text equal to it, no Latin words but names', () => {
    const untranslated = Object.keys(locales.ru).filter(
      (k) => WORD.test(outsidePlaceholders(locales.ru[k]!)) && locales.ru[k] === locales['uz-Latn'][k],
    );
    expect(untranslated).toEqual([]);
    const latin = Object.entries(locales.ru)
      .map(([k, v]) => [k, latinWords(v).filter((w) => !LATIN_NAMES.has(w))] as const)
      .filter(([, words]) => words.length);
    expect(latin).toEqual([]);
  });

  it('Uzbek Latin holds no English sentence and no Cyrillic', () => {
    const english = Object.entries(locales['uz-Latn']).filter(([, v]) =>
      words(v).some((w) => ENGLISH_WORDS.has(w.toLowerCase())),
    );
    expect(english).toEqual([]);
    expect(Object.entries(locales['uz-Latn']).filter(([, v]) => /[А-Яа-яЁёЎўҚқҒғҲҳ]/.test(v))).toEqual([]);
  });

  it('Uzbek Cyrillic holds no Latin letters outside placeholders', () => {
    const latin = Object.entries(locales['uz-Cyrl']).filter(([, v]) => /[a-z]/i.test(v.replace(/%\{\w+\}/g, '')));
    expect(latin).toEqual([]);
  });
});

/** Every source file of the frontend, for the literal keys it translates. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('keys the code uses', () => {
  const src = fileURLToPath(new URL('..', import.meta.url));
  const literal = sources(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/translate\(\s*'([a-zA-Z][\w.]*)'/g)].map((m) => m[1]!),
  );
  // Keys built from a name: every name they can be built from.
  const built = [
    ...CONTRACT_STEPS.map((s) => `steps.${s}`),
    ...CONTRACT_EVENT_TYPES.flatMap((e) => [`history.events.${e}`, `notifications.${e}`]),
    ...SERVICE_KINDS.map((k) => `kinds.${k}`),
    ...Object.values(PartyType).map((t) => `partyTypes.${t}`),
    ...SOCIAL_STATUSES.map((s) => `socialStatuses.${s}`),
    ...MARITAL_STATUSES.map((s) => `maritalStatuses.${s}`),
    ...OWNERSHIP_TYPES.map((t) => `ownershipTypes.${t}`),
    ...PUBLIC_NOTICE_EVENTS.map((e) => `publicNotice.events.${e}`),
    ...Object.values(PendingStep).map((p) => pendingLabelKey(p)!),
    ...['incoming', 'outgoing', 'sent', 'accepted', 'rejected', 'expired', 'cancelled'].map((b) => `list.box.${b}`),
    // The back-office names every staff permission and role (operator/staff-labels.ts) and the sweep's counts.
    ...Object.keys(STAFF_PERMISSIONS).map((p) => `operator.permissions.${p}`),
    ...[...STAFF_ROLES, BACKDOOR_GRANT].map((r) => `operator.roles.${r}`),
    ...['expired', 'cancelled', 'reminded', 'guarantees', 'declarations', 'invoiceReminders', 'abandonedUploads'].map(
      (c) => `operator.jobs.counts.${c}`,
    ),
  ];

  it('finds the literal keys (the scan works)', () => expect(literal.length).toBeGreaterThan(100));

  it('a text with placeholders is never translated without their values (no raw %{name} on a page)', () => {
    const bare = sources(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/translate\(\s*'([a-zA-Z][\w.]*)'\s*\)/g)]
        .map((m) => m[1]!)
        .filter((k) => placeholders(locales['uz-Latn'][k] ?? '').length > 0)
        .map((k) => `${file.slice(src.length)}: ${k}`),
    );
    expect(bare).toEqual([]);
  });

  it.each(Object.entries(locales))('%s has every key the code uses', (_name, messages) => {
    expect([...new Set([...literal, ...built])].filter((k) => !(k in messages))).toEqual([]);
  });
});

/** A word of any of the three languages: what a user would read. */
const WORD = /[A-Za-zА-Яа-яЁёЎўҚқҒғҲҳ]{2,}/;

/** Words a component writes itself, between tags or in a label, instead of taking them from the locale files. */
function hardCodedText(source: string): string[] {
  const code = source
    // Comments are for engineers.
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  // A tag ends right after its name, an attribute or a brace; `=>` and `a > b` are code.
  const between = [...code.matchAll(/(?<=[\w"'}/])>([^<>{}();=]*)</g)].map((m) => m[1]!.trim());
  const attributes = [...code.matchAll(/\b(?:label|aria-label|placeholder|title|alt|helperText)="([^"]*)"/g)].map(
    (m) => m[1]!,
  );
  return [...between, ...attributes].filter((t) => WORD.test(t));
}

describe('visible text', () => {
  const src = fileURLToPath(new URL('..', import.meta.url));
  const pages = sources(src).filter((f) => f.endsWith('.tsx'));

  it('the scan tells words written into markup from code', () => {
    const sample = `const f = (x: number) => api<Foo>('/a');\n{/* a note */}\n<Typography>Ariza yuborildi</Typography>\n<TextField label="Familiya" />\n<b>{translate('k')}</b> {a > b && c < d}`;
    expect(hardCodedText(sample)).toEqual(['Ariza yuborildi', 'Familiya']);
  });

  it('comes from the locale files in every component: no words between tags or in a label', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(
      pages.flatMap((file) => hardCodedText(readFileSync(file, 'utf8')).map((t) => `${file.slice(src.length)}: ${t}`)),
    ).toEqual([]);
  });
});
