import { describe, expect, it } from '@jest/globals';
import { contractInForceJobs, guaranteeCheckJob, lapseDeclarationJob, tellLessorJob } from './contract-job-plan.js';

const contract = '6f1c2a4e-0000-4000-8000-000000000001';
const at = (iso: string) => Date.parse(iso);

describe('the jobs a contract in force needs', () => {
  it('given a term ending in half a year: its expiry at the midnight ending its last day, and three reminders at 09:00 in Tashkent', () => {
    const now = at('2026-06-10T10:00:00+05:00');
    const jobs = contractInForceJobs(contract, '2026-12-31', now);
    expect(jobs.map((j) => [j.name, j.opts.jobId, now + j.opts.delay])).toEqual([
      ['expire-contract', `expire_${contract}_2026-12-31`, at('2027-01-01T00:00:00+05:00')],
      ['remind-expiry', `remind_${contract}_2026-12-31_31`, at('2026-11-30T09:00:00+05:00')],
      ['remind-expiry', `remind_${contract}_2026-12-31_10`, at('2026-12-21T09:00:00+05:00')],
      ['remind-expiry', `remind_${contract}_2026-12-31_0`, at('2026-12-31T09:00:00+05:00')],
    ]);
  });

  it('given marks already passed: no reminder for them (the daily sweep reminds on the day), and an overdue expiry at once', () => {
    const jobs = contractInForceJobs(contract, '2026-06-20', at('2026-06-10T09:30:00+05:00'));
    expect(jobs.map((j) => j.opts.jobId)).toEqual([`expire_${contract}_2026-06-20`, `remind_${contract}_2026-06-20_0`]);
    expect(contractInForceJobs(contract, '2026-06-01', at('2026-06-10T09:30:00+05:00'))).toEqual([
      {
        name: 'expire-contract',
        data: { contractId: contract, endDate: '2026-06-01' },
        opts: { jobId: `expire_${contract}_2026-06-01`, delay: 0 },
      },
    ]);
  });

  it('ids hold no colon (BullMQ refuses one) and are the same whenever they are planned', () => {
    const early = contractInForceJobs(contract, '2026-12-31', at('2026-06-10T10:00:00+05:00'));
    const later = contractInForceJobs(contract, '2026-12-31', at('2026-07-01T10:00:00+05:00'));
    expect(later.map((j) => j.opts.jobId)).toEqual(early.map((j) => j.opts.jobId));
    expect(early.some((j) => j.opts.jobId.includes(':'))).toBe(false);
  });

  it('a letter of guarantee is checked once its deadline is over', () => {
    expect(guaranteeCheckJob(contract, '2026-06-17', at('2026-06-10T10:00:00+05:00'))).toEqual({
      name: 'check-guarantee',
      data: { contractId: contract, deadline: '2026-06-17' },
      opts: {
        jobId: `guarantee_${contract}_2026-06-17`,
        delay: at('2026-06-18T00:00:00+05:00') - at('2026-06-10T10:00:00+05:00'),
      },
    });
  });

  it('a lessee’s declaration lapses 30 days after it began to wait, under an id of that instant, whenever planned', () => {
    const since = '2026-06-10T05:00:00.000Z';
    const planned = lapseDeclarationJob(contract, since, at('2026-06-10T10:00:00+05:00'));
    expect(planned).toEqual({
      name: 'lapse-declaration',
      data: { contractId: contract, awaitingSince: since },
      opts: { jobId: `lapse_${contract}_${at(since)}`, delay: 30 * 24 * 3600 * 1000 },
    });
    expect(lapseDeclarationJob(contract, since, at('2026-08-01T00:00:00Z')).opts).toEqual({
      jobId: planned.opts.jobId,
      delay: 0,
    });
    expect(planned.opts.jobId.includes(':')).toBe(false);
  });

  it('the lessor is told of a lessee’s declaration at once, once per contract', () => {
    const told = { contractId: contract, lessorId: '301234567' };
    expect(tellLessorJob(told, at('2026-06-10T10:00:00+05:00')).opts).toEqual({
      jobId: `declared_${contract}`,
      delay: 0,
    });
  });
});
