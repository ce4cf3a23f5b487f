import i18next from 'i18next';
import type { I18nProvider } from 'react-admin';
import { LABELS } from '@rent/domain';
import { LANGUAGE_KEY } from '@/api/session';

export const LOCALES = [
  { locale: 'uz-Latn', name: 'Oʻzbekcha' },
  { locale: 'uz-Cyrl', name: 'Ўзбекча' },
  { locale: 'ru', name: 'Русский' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];
const isLocale = (value: string | null): value is Locale => LOCALES.some((l) => l.locale === value);

/**
 * Each language is a chunk of its own, fetched when it is first shown: a page downloads its reader's
 * language only (each locale has every key, locales.spec.ts, so no other is needed to fall back on). The
 * chunk holds the file as text: JSON.parse reads it several times faster than the engine would read it
 * as a script's object literal.
 */
const MESSAGES: Record<Locale, () => Promise<{ default: string }>> = {
  'uz-Latn': () => import('./uz-Latn.json?raw'),
  'uz-Cyrl': () => import('./uz-Cyrl.json?raw'),
  ru: () => import('./ru.json?raw'),
};

async function load(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  // The kinds' and states' names are the domain's catalogue, which the documents print too.
  const messages = JSON.parse((await MESSAGES[locale]()).default) as Record<string, string>;
  i18next.addResourceBundle(locale, 'translation', { ...LABELS[locale], ...messages });
}

/** Languages of the spec (§9): Latin by default, the choice kept in local storage. */
const saved = localStorage.getItem(LANGUAGE_KEY);
const initial: Locale = isLocale(saved) ? saved : 'uz-Latn';
void i18next.init({
  resources: {},
  lng: initial,
  fallbackLng: false,
  // The spec's key separator is '|': keys such as "errors.required" are flat, dots and all.
  keySeparator: '|',
  nsSeparator: false,
  // react-admin's own messages use %{name} placeholders; ours do too, so there is one syntax.
  interpolation: { escapeValue: false, prefix: '%{', suffix: '}' },
  initAsync: false,
});
document.documentElement.lang = initial;

/** The reader's language, fetched as the module loads: main.tsx waits for it before the first render. */
export const languageLoaded: Promise<void> = load(initial);

/** react-admin's i18n provider over i18next. */
export const i18nProvider: I18nProvider = {
  translate(key, options = {}) {
    const { _: fallback, ...values } = options as { _?: string } & Record<string, unknown>;
    return i18next.exists(key) ? i18next.t(key, values) : (fallback ?? key);
  },
  async changeLocale(locale) {
    // Kept before its messages arrive (a chunk of their own): a reader who chose and at once reloads or
    // opens another page gets the language chosen.
    localStorage.setItem(LANGUAGE_KEY, locale);
    await load(locale as Locale);
    await i18next.changeLanguage(locale);
    document.documentElement.lang = locale;
  },
  getLocale: () => i18next.language,
  getLocales: () => LOCALES.map((l) => ({ ...l })),
};
