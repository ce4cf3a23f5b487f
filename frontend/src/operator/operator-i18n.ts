import i18next from 'i18next';
import type { I18nProvider } from 'react-admin';
import { i18nProvider, type Locale } from '@/i18n/i18n';

/**
 * The back-office's own texts (`operator.*`, and react-admin's words only its screens show), a chunk per
 * language beside the portal's: a taxpayer's first visit never downloads them. Text, as the portal's are,
 * since JSON.parse reads it faster than a script's object literal.
 */
const MESSAGES: Record<Locale, () => Promise<{ default: string }>> = {
  'uz-Latn': () => import('@/operator/i18n/uz-Latn.json?raw'),
  'uz-Cyrl': () => import('@/operator/i18n/uz-Cyrl.json?raw'),
  ru: () => import('@/operator/i18n/ru.json?raw'),
};

const loaded = new Set<string>();

/** The language's back-office texts, fetched once; nothing is added until they have all arrived. */
async function fetchMessages(locale: string): Promise<Record<string, string> | null> {
  if (loaded.has(locale)) return null;
  return JSON.parse((await MESSAGES[locale as Locale]()).default) as Record<string, string>;
}

/**
 * Added to the language's bundle after the portal's own messages are in it: the portal's loader adds its
 * file only to a language that has no bundle yet, so ours must never be the first there.
 */
function add(locale: string, messages: Record<string, string> | null): void {
  if (!messages) return;
  i18next.addResourceBundle(locale, 'translation', messages, true, true);
  loaded.add(locale);
}

let loading: { locale: string; done: Promise<void> } | undefined;

/**
 * The back-office's texts of the language the portal shows now: one promise per language, for React's
 * `use` (OperatorApp draws once they are here); a failed fetch is tried again on the next showing.
 */
export function operatorMessages(): Promise<void> {
  const locale = i18nProvider.getLocale();
  if (loading?.locale !== locale) {
    const done = fetchMessages(locale).then(
      (messages) => add(locale, messages),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading = { locale, done };
  }
  return loading.done;
}

/** The portal's i18n provider, whose change of language brings the back-office's texts of the new one too. */
export const operatorI18nProvider: I18nProvider = {
  ...i18nProvider,
  async changeLocale(locale, options) {
    const messages = await fetchMessages(locale);
    await i18nProvider.changeLocale(locale, options);
    add(locale, messages);
  },
};
