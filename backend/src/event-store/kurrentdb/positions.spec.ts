import { describe, expect, it } from '@jest/globals';
import { comparePositions, formatPosition, parsePosition } from '@rent/domain';
import {
  appendedPosition,
  expectedState,
  revisionOfVersion,
  toGlobalPosition,
  toKurrentPosition,
  versionOfRevision,
  versionOfState,
} from './positions.js';

describe('KurrentDB positions and versions as the port counts them', () => {
  it('a $all position is {transactionId ← commit, position ← prepare} and back, exactly, near 2^63 too', () => {
    const big = { commit: 2n ** 63n - 2n, prepare: 2n ** 63n - 1n };
    expect(toGlobalPosition(big)).toEqual({ transactionId: big.commit, position: big.prepare });
    expect(toKurrentPosition(toGlobalPosition(big))).toEqual(big);
    // The API's "<transactionId>-<position>" takes it there and back.
    expect(parsePosition(formatPosition(toGlobalPosition(big)))).toEqual(toGlobalPosition(big));
  });

  it('orders positions as $all does: by commit, then by prepare', () => {
    const at = (commit: bigint, prepare: bigint) => toGlobalPosition({ commit, prepare });
    expect(comparePositions(at(100n, 100n), at(200n, 150n))).toBe(-1);
    expect(comparePositions(at(200n, 150n), at(200n, 180n))).toBe(-1);
    expect(comparePositions(at(4096n, 4096n), at(4096n, 4096n))).toBe(0);
  });

  it('an append’s single commit position is its last event’s {p, p}', () => {
    expect(appendedPosition(123_456n)).toEqual({ transactionId: 123_456n, position: 123_456n });
  });

  it('version N is revision N-1', () => {
    expect(versionOfRevision(0n)).toBe(1);
    expect(versionOfRevision(41n)).toBe(42);
    expect(revisionOfVersion(1)).toBe(0n);
    expect(revisionOfVersion(versionOfRevision(9_999n))).toBe(9_999n);
  });

  it('an expected version: 0 is no stream, N is revision N-1, any is any; nothing else is one', () => {
    expect(expectedState(0)).toBe('no_stream');
    expect(expectedState(1)).toBe(0n);
    expect(expectedState(7)).toBe(6n);
    expect(expectedState('any')).toBe('any');
    expect(() => expectedState(-1)).toThrow(/Not a stream version/);
    expect(() => expectedState(1.5)).toThrow(/Not a stream version/);
  });

  it('a conflict’s stream state as a version: no stream is 0, a revision its version, a deleted stream none', () => {
    expect(versionOfState('no_stream')).toBe(0);
    expect(versionOfState(4n)).toBe(5);
    expect(versionOfState(-5n)).toBeNull();
    expect(versionOfState('any')).toBeNull();
  });
});
