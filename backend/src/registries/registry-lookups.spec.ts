import { describe, expect, it } from '@jest/globals';
import { HttpException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Principal } from '../http/principal.js';
import type { Limit, RateLimiter } from '../redis/rate-limiter.js';
import { LOOKUP_LIMITS, RegistryLookups } from './registry-lookups.js';

const employee: Principal = {
  userId: 'u-1',
  partyId: '301234567',
  name: 'Ali',
  roles: ['INDIVIDUAL'],
  sessionId: 's-1',
  readOnly: false,
  employeePinfl: '41506950140216',
  phone: 'confirmed',
};

/** A limiter that refuses one named limit, and what was counted against it; a database that keeps the inserts. */
function fixture(refused?: string) {
  const counted: [string, string][] = [];
  const limiter = {
    async enforce(limit: Limit, key: string) {
      counted.push([limit.name, key]);
      if (limit.name === refused) throw new HttpException({ code: 'TOO_MANY_ATTEMPTS' }, 429);
    },
  } as unknown as RateLimiter;
  const inserts: unknown[][] = [];
  const db = { query: async (_sql: string, params: unknown[]) => void inserts.push(params) } as unknown as DataSource;
  let finds = 0;
  const find = async () => {
    finds++;
    return { name: 'Found' };
  };
  return { lookups: new RegistryLookups(limiter, db), counted, inserts, find, finds: () => finds };
}

describe('a registry lookup', () => {
  it('counts against the person’s minute and day, then is made and recorded with who, for whom, and what', async () => {
    const f = fixture();
    expect(await f.lookups.lookUp(employee, 'student', '62206050270028', f.find)).toEqual({ name: 'Found' });
    expect(f.counted).toEqual([
      [LOOKUP_LIMITS.minute.name, 'u-1'],
      [LOOKUP_LIMITS.day.name, 'u-1'],
    ]);
    expect(f.inserts).toEqual([['u-1', '301234567', '41506950140216', 'student', '62206050270028']]);
  });

  it.each([LOOKUP_LIMITS.minute.name, LOOKUP_LIMITS.day.name])(
    'over the %s limit, is refused: nothing looked up, nothing recorded',
    async (limit) => {
      const f = fixture(limit);
      await expect(f.lookups.lookUp(employee, 'party', '31012850123453', f.find)).rejects.toBeInstanceOf(HttpException);
      expect(f.finds()).toBe(0);
      expect(f.inserts).toEqual([]);
    },
  );
});
