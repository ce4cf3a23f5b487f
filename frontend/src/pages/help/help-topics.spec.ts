import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import {
  CAR_SECTIONS,
  CAR_STEPS,
  FAQ_IDS,
  GUIDE_DIALOG_STATES,
  GUIDE_INSTALL_STEPS,
  GUIDE_KEY_STEPS,
  GUIDE_TROUBLES,
} from './help-topics';

// The help pages build their keys from names (the locale spec finds only literal keys): every name
// must have its texts in all three languages, or a page would show a bare key.
const load = (name: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../i18n/${name}.json`, import.meta.url), 'utf8')) as Record<string, string>;

const built = [
  ...FAQ_IDS.flatMap((id) => [`faq.${id}.q`, `faq.${id}.a`]),
  ...CAR_SECTIONS.flatMap((s) => [`carHelp.${s}.title`, `carHelp.${s}.text`]),
  ...CAR_STEPS.map((s) => `carHelp.steps.${s}`),
  ...GUIDE_KEY_STEPS.map((s) => `guide.key.${s}`),
  ...GUIDE_INSTALL_STEPS.map((s) => `guide.install.${s}`),
  ...GUIDE_DIALOG_STATES.flatMap((s) => [`guide.dialog.${s}.title`, `guide.dialog.${s}.text`]),
  ...GUIDE_TROUBLES.flatMap((s) => [`guide.trouble.${s}.title`, `guide.trouble.${s}.text`]),
  ...['key', 'install', 'dialog', 'trouble'].map((s) => `guide.${s}.title`),
];

describe('help texts', () => {
  it('the FAQ holds at least ten questions', () => expect(FAQ_IDS.length).toBeGreaterThanOrEqual(10));

  it.each(['uz-Latn', 'uz-Cyrl', 'ru'])('%s has every text the help pages build', (name) => {
    const messages = load(name);
    expect(built.filter((k) => !messages[k]?.trim())).toEqual([]);
  });
});
