import { Redis } from 'ioredis';

/**
 * Deletes every key under a portal's namespace on the shared test Redis: to that portal it is what
 * FLUSHALL would be, while the other test files' portals, on the same Redis, keep theirs. The keys are
 * found first and deleted in one command, at once as FLUSHALL does: deleted as the scan finds them, a
 * scan of a big Redis (a bench's million jobs beside the tests) let the portal notice the loss and
 * restore before the scan was over, and the rest of the scan deleted what it had restored.
 */
export async function deleteKeysUnder(namespace: string, redisUrl: string): Promise<number> {
  const redis = new Redis(redisUrl);
  try {
    const found: string[] = [];
    for await (const keys of redis.scanStream({ match: `${namespace}:*`, count: 1000 }) as AsyncIterable<string[]>)
      found.push(...keys);
    return found.length > 0 ? await redis.del(...found) : 0;
  } finally {
    redis.disconnect();
  }
}
