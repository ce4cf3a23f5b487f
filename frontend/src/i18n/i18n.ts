import i18next from 'i18next';
import type { I18nProvider } from 'react-admin';
import { LANGUAGE_KEY } from '../api/session';
import ru from './ru.json';
import uzCyrl from './uz-Cyrl.json';
import uzLatn from './uz-Latn.json';

export const LOCALES = [
  { locale: 'uz-Latn', name: 'Oʻzbekcha' },
  { locale: 'uz-Cyrl', name: 'Ўзбекча' },
  { locale: 'ru', name: 'Русский' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];
const isLocale = (value: string | null): value is Locale => LOCALES.some((l) => l.locale === value);

/** Languages of the spec (§9): fallback Latin, then Cyrillic, then Russian; the choice kept in local storage. */
const saved = localStorage.getItem(LANGUAGE_KEY);
void i18next.init({
  resources: { 'uz-Latn': { translation: uzLatn }, 'uz-Cyrl': { translation: uzCyrl }, ru: { translation: ru } },
  lng: isLocale(saved) ? saved : 'uz-Latn',
  fallbackLng: ['uz-Latn', 'uz-Cyrl', 'ru'],
  // The spec's key separator is '|': keys such as "errors.required" are flat, dots and all.
  keySeparator: '|',
  nsSeparator: false,
  // react-admin's own messages use %{name} placeholders; ours do too, so there is one syntax.
  interpolation: { escapeValue: false, prefix: '%{', suffix: '}' },
  initAsync: false,
});
document.documentElement.lang = i18next.language;

/** react-admin's i18n provider over i18next. */
export const i18nProvider: I18nProvider = {
  translate(key, options = {}) {
    const { _: fallback, ...values } = options as { _?: string } & Record<string, unknown>;
    return i18next.exists(key) ? i18next.t(key, values) : (fallback ?? key);
  },
  async changeLocale(locale) {
    await i18next.changeLanguage(locale);
    localStorage.setItem(LANGUAGE_KEY, locale);
    document.documentElement.lang = locale;
  },
  getLocale: () => i18next.language,
  getLocales: () => LOCALES.map((l) => ({ ...l })),
};
