import { describe, expect, it } from '@jest/globals';
import { safeInternalPath } from './redirect-target';

describe('/redirect target', () => {
  it('keeps a path of the portal with its query', () => {
    expect(safeInternalPath('/estate-list?box=incoming')).toBe('/estate-list?box=incoming');
    expect(safeInternalPath('/contract-view/1/2025-01-01/2026-01-01/123456789')).toBe(
      '/contract-view/1/2025-01-01/2026-01-01/123456789',
    );
  });

  it('sends anything that could leave the site, or nothing, to the cabinet', () => {
    for (const to of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'estate-list',
      '/redirect?to=//x',
      '/a b',
    ]) {
      expect(safeInternalPath(to)).toBe('/main');
    }
  });
});
