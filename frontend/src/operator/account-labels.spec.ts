import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CODE_PURPOSES, SESSION_VIAS, signInStanding, SMS_OUTCOMES } from './account-labels';

const texts = (locale: string) =>
  JSON.parse(readFileSync(new URL(`./i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('a login’s sign-in standing, in words', () => {
  it('says nothing slows a login with no wrong password', () => {
    expect(signInStanding({ wrongPasswords: 0, limit: 20, slowedDown: false, secondsLeft: null })).toEqual({
      key: 'operator.accounts.standing.clear',
      args: { limit: 20 },
    });
  });

  it('counts wrong passwords under the limit, with the minutes until they are forgotten', () => {
    expect(signInStanding({ wrongPasswords: 3, limit: 20, slowedDown: false, secondsLeft: 3599 })).toEqual({
      key: 'operator.accounts.standing.counting',
      args: { n: 3, limit: 20, minutes: 60 },
    });
  });

  it('explains a slowed login (never a locked one) until its window ends, a last second as a minute', () => {
    expect(signInStanding({ wrongPasswords: 20, limit: 20, slowedDown: true, secondsLeft: 1 })).toEqual({
      key: 'operator.accounts.standing.slowed',
      args: { n: 20, limit: 20, minutes: 1 },
    });
  });

  it.each(['uz-Latn', 'uz-Cyrl', 'ru'])('%s has every standing, name and notice the screen gives', (locale) => {
    const keys = [
      // Given to notify() or the reason dialog by name, out of the locale spec's sight.
      ...['cleared', 'ended', 'sessionGone', 'userGone'].map((k) => `operator.accounts.${k}`),
      ...['clear', 'counting', 'slowed'].map((s) => `operator.accounts.standing.${s}`),
      ...CODE_PURPOSES.map((p) => `operator.accounts.purposes.${p}`),
      ...SESSION_VIAS.map((v) => `operator.accounts.via.${v}`),
      ...SMS_OUTCOMES.map((o) => `operator.accounts.outcomes.${o}`),
    ];
    const messages = texts(locale);
    expect(keys.filter((k) => !messages[k]?.trim())).toEqual([]);
  });
});
