import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { JOB_STATES, STAFF_QUEUES } from '@rent/domain';
import { JOB_NAMES } from './job-labels';

const texts = (locale: string) =>
  JSON.parse(readFileSync(new URL(`./i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('the jobs screen’s names', () => {
  it.each(['uz-Latn', 'uz-Cyrl', 'ru'])('%s names every queue, state and job the portal has', (locale) => {
    const keys = [
      ...STAFF_QUEUES.map((q) => `operator.jobs.queues.${q}`),
      ...JOB_STATES.map((s) => `operator.jobs.states.${s}`),
      ...JOB_NAMES.map((n) => `operator.jobs.names.${n}`),
    ];
    const messages = texts(locale);
    expect(keys.filter((k) => !messages[k]?.trim())).toEqual([]);
  });
});
