import { describe, expect, it } from '@jest/globals';
import { auditFilter, contractSearchFilter, contractSearchQuery, pageQuery, totalBoundOf, totalOf } from './list-query';

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
    expect(totalOf(new Headers({ 'Content-Range': 'entries */0' }), 0)).toBe(0);
    expect(totalOf(new Headers(), 4)).toBe(4);
  });

  it('asks the register for the filters filled, trimmed, the state a number, and the page as a range of rows', () => {
    const query = new URLSearchParams(
      contractSearchQuery(
        { page: 2, perPage: 25 },
        { object: ' 01123abc ', party: '', kind: 'CAR_RENT', state: '20', createdFrom: '2026-11-01' },
      ),
    );
    expect(JSON.parse(query.get('filter')!)).toEqual({
      object: '01123abc',
      kind: 'CAR_RENT',
      state: 20,
      createdFrom: '2026-11-01',
    });
    expect(JSON.parse(query.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(new URLSearchParams(contractSearchQuery(undefined, {})).get('range')!)).toEqual([0, 24]);
  });

  it('asks a download of the search with the filter its pages are asked with', () => {
    const filter = { number: ' SR-1 ', party: '', state: '20', region: '26', district: '1703202' };
    expect(contractSearchFilter(filter)).toEqual(
      JSON.parse(new URLSearchParams(contractSearchQuery(undefined, filter)).get('filter')!),
    );
    expect(contractSearchFilter(filter)).toEqual({ number: 'SR-1', state: 20, region: '26' });
  });

  it('leaves out a district of another region and a person without a kind of actor (or the system’s)', () => {
    const filter = (f: Parameters<typeof contractSearchQuery>[1]) =>
      JSON.parse(new URLSearchParams(contractSearchQuery(undefined, f)).get('filter')!);
    expect(filter({ region: '26', district: '1726901', actedAs: 'employee', actedBy: ' 41506950140216 ' })).toEqual({
      region: '26',
      district: '1726901',
      actedAs: 'employee',
      actedBy: '41506950140216',
    });
    expect(filter({ region: '27', district: '1726901' })).toEqual({ region: '27' });
    expect(filter({ district: '1726901' })).toEqual({ district: '1726901' });
    expect(filter({ actedBy: '41506950140216' })).toEqual({});
    expect(filter({ actedAs: 'system', actedBy: '41506950140216' })).toEqual({ actedAs: 'system' });
  });

  it('reads a search counted only so far from X-Total-Bound, and none when it was counted whole', () => {
    expect(totalBoundOf(new Headers({ 'X-Total-Bound': '1000' }))).toBe(1000);
    expect(totalBoundOf(new Headers())).toBeNull();
  });
});
