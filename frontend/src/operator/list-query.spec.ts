import { describe, expect, it } from '@jest/globals';
import { auditFilter, pageQuery, totalOf } from './list-query';

describe('the back-office lists as the API is asked for them', () => {
  it("turns react-admin's third page of 25 into offset 50, limit 25, leaving empty filters out", () => {
    const query = new URLSearchParams(pageQuery({ page: 3, perPage: 25 }, { permission: 'readAudit', target: '' }));
    expect(Object.fromEntries(query)).toEqual({ permission: 'readAudit', offset: '50', limit: '25' });
  });

  it('asks for a period of whole Tashkent days: from its first day’s start to the start of the day after its last', () => {
    expect(auditFilter({ from: '2026-12-31', to: '2026-12-31', target: ' 301234567 ' })).toEqual({
      permission: undefined,
      target: '301234567',
      from: '2026-12-31T00:00:00+05:00',
      to: '2027-01-01T00:00:00+05:00',
    });
    expect(auditFilter({ to: '2028-02-28' }).to).toBe('2028-02-29T00:00:00+05:00');
  });

  it('reads the total from Content-Range, even of an empty page, and counts the rows without one', () => {
    expect(totalOf(new Headers({ 'Content-Range': 'audit 25-49/137' }), 25)).toBe(137);
    expect(totalOf(new Headers({ 'Content-Range': 'entries 0--1/0' }), 0)).toBe(0);
    expect(totalOf(new Headers(), 4)).toBe(4);
  });
});
