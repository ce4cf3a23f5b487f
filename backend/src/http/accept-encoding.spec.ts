import { describe, expect, it } from '@jest/globals';
import { preferredCodings } from './accept-encoding.js';

const OFFERED = ['br', 'gzip'];

describe('the codings a request accepts', () => {
  it('given what Chromium and Firefox send, then brotli first, gzip after', () => {
    expect(preferredCodings('gzip, deflate, br, zstd', OFFERED)).toEqual(['br', 'gzip']);
    expect(preferredCodings('gzip, deflate, br', OFFERED)).toEqual(['br', 'gzip']);
  });

  it('given only gzip (an older client, a proxy), then gzip', () => {
    expect(preferredCodings('gzip', OFFERED)).toEqual(['gzip']);
  });

  it('given weights, then the heavier first, and q=0 refuses a coding even under *', () => {
    expect(preferredCodings('br;q=0.5, gzip;q=0.9', OFFERED)).toEqual(['gzip', 'br']);
    expect(preferredCodings('*, br;q=0', OFFERED)).toEqual(['gzip']);
    expect(preferredCodings('BR ; Q=1', OFFERED)).toEqual(['br']);
  });

  it('given no header, identity alone, or a coding we do not hold, then the file as it is', () => {
    expect(preferredCodings(undefined, OFFERED)).toEqual([]);
    expect(preferredCodings('identity', OFFERED)).toEqual([]);
    expect(preferredCodings('deflate, zstd', OFFERED)).toEqual([]);
  });
});
