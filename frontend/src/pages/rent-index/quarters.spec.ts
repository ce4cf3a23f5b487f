import { describe, expect, it } from '@jest/globals';
import { recentQuarters } from './quarters';

describe('the quarters the rent index offers', () => {
  it('are the current one and the seven before it, across a new year', () => {
    expect(recentQuarters('2026-02-10')).toEqual([
      '2026-Q1',
      '2025-Q4',
      '2025-Q3',
      '2025-Q2',
      '2025-Q1',
      '2024-Q4',
      '2024-Q3',
      '2024-Q2',
    ]);
    expect(recentQuarters('2026-12-31')[0]).toBe('2026-Q4');
  });
});
