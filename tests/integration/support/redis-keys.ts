import { Redis } from 'ioredis';

/**
 * Deletes every key under a portal's namespace on the shared test Redis: to that portal it is what
 * FLUSHALL would be, while the other test files' portals, on the same Redis, keep theirs.
 */
export async function deleteKeysUnder(namespace: string, redisUrl: string): Promise<number> {
  const redis = new Redis(redisUrl);
  let deleted = 0;
  try {
    for await (const keys of redis.scanStream({ match: `${namespace}:*`, count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) deleted += await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
  return deleted;
}
