// Redis at start (docs/deploy.md "N instances"): with REDIS_URL set, instances share rate limits,
// Socket.IO rooms and the back office's news through it, and one that ran without it would serve
// stale texts and let each page miss payments made elsewhere. So a start whose Redis does not answer
// stops with one line naming it and a non-zero exit; the process manager starts it again once Redis
// is back. A Redis lost later is /readyz's concern (lib/health.ts).
import { Redis } from 'ioredis';

/** How long a start waits for Redis, for one that is starting beside it. */
export const REDIS_START_WAIT_MS = 5_000;

/** The address without its password, for the operator's eyes. */
export function redisAddress(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'an unreadable REDIS_URL';
  }
}

/** Why Redis at `url` does not answer a PING within `waitMs`, or null when it does. */
export async function redisUnreachable(url: string, waitMs = REDIS_START_WAIT_MS): Promise<string | null> {
  const deadline = Date.now() + waitMs;
  // The connection's own error (ECONNREFUSED, ENOTFOUND, NOAUTH) says more than a failed command.
  let seen: string | undefined;
  let reason = 'no answer';
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: Math.min(2_000, waitMs),
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', (err: Error) => (seen = err.message || String(err)));
  try {
    while (Date.now() < deadline) {
      try {
        if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
        await redis.ping();
        return null;
      } catch (err) {
        reason = seen ?? ((err as Error).message || reason);
        redis.disconnect();
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    return reason;
  } finally {
    redis.disconnect();
  }
}
