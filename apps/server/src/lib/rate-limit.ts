// Rate limits for the calls that cost the most or invite abuse (log-in, registration, password
// reset, uploads). Off globally: a route opts in with `config: { rateLimit: LIMITS.x }`. Counters
// live in Redis when REDIS_URL is set, so several instances share them (architecture.md "Scale"),
// in memory otherwise.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { errorBody } from './errors.ts';

/** Per client address (TRUST_PROXY decides whether a forwarded address counts). */
export const LIMITS = {
  /** Guessing passwords: 10 tries a minute from one address. */
  login: { max: 10, timeWindow: '1 minute' },
  /** Creating accounts: 10 an hour from one address (the site's daily limit is separate, §8). */
  register: { max: 10, timeWindow: '1 hour' },
  /** Reset mails: 5 in 15 minutes from one address. */
  forgot: { max: 5, timeWindow: '15 minutes' },
  /** Uploads: 30 a minute. */
  upload: { max: 30, timeWindow: '1 minute' },
  /** Social log-in starts and callbacks: 30 a minute. */
  social: { max: 30, timeWindow: '1 minute' },
  /** Coupon look-ups by code (spec §7 getCouponByCouponCode): guessing codes, 20 a minute. */
  coupon: { max: 20, timeWindow: '1 minute' },
} as const;

export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined, enabled = true): Promise<void> {
  // Integration tests make hundreds of log-ins from one address; one test turns limits on.
  // Without the plugin a route's `config.rateLimit` is inert.
  if (!enabled) return;
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rian-rl-' } : {}),
    // A Redis outage must not lock everyone out of logging in.
    skipOnError: true,
    errorResponseBuilder: (_req, context) => ({ statusCode: context.statusCode, ...errorBody('RATE_LIMITED') }),
  });
}
