import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { JOB_STATES, STAFF_QUEUES } from '@rent/domain';
import { JOB_NAMES, JOB_REFUSALS, jobRefusal } from './job-labels';

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

  it.each(['uz-Latn', 'uz-Cyrl', 'ru'])('%s says why each refusal of a retry or a removal was made', (locale) => {
    const messages = texts(locale);
    const keys = [
      ...JOB_REFUSALS.map((code) => jobRefusal({ status: 409, body: { code } })),
      jobRefusal({ status: 404 }),
    ];
    expect(keys).toEqual([
      'operator.jobs.refused.JOB_NOT_FAILED',
      'operator.jobs.refused.JOB_ACTIVE',
      'operator.jobs.refused.JOB_REPEATS',
      'operator.jobs.refused.gone',
    ]);
    expect(keys.filter((k) => !messages[k]?.includes('%{id}'))).toEqual([]);
  });

  it('tells any other refusal by the API’s own message', () => {
    expect(jobRefusal({ status: 409, body: { code: 'SOMETHING_ELSE' }, message: 'Conflict' })).toBe('Conflict');
    expect(jobRefusal({ status: 500 })).toBe('errors.errorOccurred');
  });
});
