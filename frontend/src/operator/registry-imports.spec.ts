import { describe, expect, it } from '@jest/globals';
import { importRefusal, isUnderWay, readShare } from './registry-imports';

describe('a registry load as the back-office shows it', () => {
  it('names the line and field of a refused file, and the problem as the import words it', () => {
    expect(importRefusal('line 3, field tin: errors.tinInvalid ("30510000X")')).toEqual({
      line: 3,
      field: 'tin',
      problem: 'errors.tinInvalid ("30510000X")',
    });
    expect(importRefusal('line 2: 3 fields, the header has 5')).toEqual({
      line: 2,
      field: null,
      problem: '3 fields, the header has 5',
    });
    expect(importRefusal('connection terminated')).toBeNull();
    expect(importRefusal(null)).toBeNull();
  });

  it('tells the share of the file read, whole once done', () => {
    expect(readShare({ state: 'running', bytes: 400, readBytes: 100 })).toBe(0.25);
    expect(readShare({ state: 'done', bytes: 400, readBytes: 100 })).toBe(1);
    expect(readShare({ state: 'waiting', bytes: 0, readBytes: 0 })).toBe(0);
  });

  it('is read again only while a worker has it to do', () => {
    expect(['waiting', 'running', 'done', 'failed'].map((state) => isUnderWay({ state: state as 'done' }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
