// Failed log-ins counted per account (login-backoff.ts), whatever address they come from, on top of
// the per-address limit of rate-limit.ts. Counters live in Redis when REDIS_URL is set, so every
// instance sees the same ones, and in memory otherwise. An unknown username is counted like a known
// one, so the answer never tells whether an account exists.
import { Redis } from 'ioredis';
import { DomainError } from '@rian/domain/errors';
import { FAILURE_MEMORY_SECONDS, loginRetryAfter } from '@rian/domain/login-backoff';

interface Failures {
  count: number;
  lastMs: number;
}

interface FailureStore {
  get(key: string): Promise<Failures | null>;
  add(key: string, nowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

class MemoryStore implements FailureStore {
  private readonly map = new Map<string, Failures>();
  async get(key: string) {
    return this.map.get(key) ?? null;
  }
  async add(key: string, nowMs: number) {
    // Forget accounts untouched for the memory window, so the map cannot grow without bound.
    if (this.map.size > 10_000) {
      for (const [k, v] of this.map) if (nowMs - v.lastMs > FAILURE_MEMORY_SECONDS * 1000) this.map.delete(k);
    }
    const cur = this.map.get(key);
    this.map.set(key, { count: (cur?.count ?? 0) + 1, lastMs: nowMs });
  }
  async clear(key: string) {
    this.map.delete(key);
  }
  async close() {}
}

class RedisStore implements FailureStore {
  constructor(private readonly redis: Redis) {}
  async get(key: string) {
    const h = await this.redis.hgetall(key);
    return h.count ? { count: Number(h.count), lastMs: Number(h.last) } : null;
  }
  async add(key: string, nowMs: number) {
    await this.redis.multi().hincrby(key, 'count', 1).hset(key, 'last', String(nowMs)).expire(key, FAILURE_MEMORY_SECONDS).exec();
  }
  async clear(key: string) {
    await this.redis.del(key);
  }
  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export class LoginThrottle {
  private readonly store: FailureStore;

  constructor(
    redisUrl: string | undefined,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.store = redisUrl
      ? new RedisStore(new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, keyPrefix: 'rian-login-fail:' }))
      : new MemoryStore();
  }

  private key(username: string): string {
    return username.trim().toLowerCase();
  }

  /** Refuses with RATE_LIMITED (429) while the account must wait; `retryAfter` is in seconds. */
  async assertMayTry(username: string): Promise<void> {
    const failures = await this.store.get(this.key(username)).catch(() => null);
    if (!failures) return;
    const retryAfter = loginRetryAfter(failures.count, failures.lastMs, this.clock().getTime());
    if (retryAfter > 0) throw new DomainError('RATE_LIMITED', 'Too many failed log-ins for this account', { retryAfter });
  }

  async failed(username: string): Promise<void> {
    await this.store.add(this.key(username), this.clock().getTime()).catch(() => undefined);
  }

  async succeeded(username: string): Promise<void> {
    await this.store.clear(this.key(username)).catch(() => undefined);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
