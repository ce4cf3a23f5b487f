/** Tries to reconnect soon after Redis is back: BullMQ's own default waits up to 20 s between tries. */
const reconnectDelay = (times: number): number => Math.min(times * 250, 2000);

/**
 * BullMQ's connection from REDIS_URL. Its commands wait while Redis is away (a worker must not give one
 * up: maxRetriesPerRequest null); a request that waits on one bounds the wait itself (RedisGuard).
 */
export function redisConnection(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
    retryStrategy: reconnectDelay,
  };
}
