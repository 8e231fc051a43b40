// What the back office changed, told to every instance: a write publishes the area it touched
// ('catalogue', 'site', 'texts'), and each instance drops its memo of that area. With REDIS_URL the
// news goes through a Redis channel to every instance; without it, to this process only.
import { Redis } from 'ioredis';

export type ContentArea = 'catalogue' | 'site' | 'texts';
const CHANNEL = 'rian:content-changed';
const AREAS: readonly ContentArea[] = ['catalogue', 'site', 'texts'];

export class ContentChanges {
  private readonly listeners = new Map<ContentArea, (() => void)[]>();
  private readonly pub: Redis | null;
  private readonly sub: Redis | null;

  constructor(redisUrl?: string) {
    this.pub = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
    this.sub = redisUrl ? new Redis(redisUrl, { lazyConnect: false }) : null;
    if (this.sub) {
      void this.sub.subscribe(CHANNEL);
      this.sub.on('message', (_channel: string, area: string) => {
        if ((AREAS as readonly string[]).includes(area)) this.run(area as ContentArea);
      });
    }
  }

  /** Runs `forget` whenever `area` changes, here or on another instance. */
  on(area: ContentArea, forget: () => void): void {
    this.listeners.set(area, [...(this.listeners.get(area) ?? []), forget]);
  }

  /** Tells every instance that `area` changed; this one forgets at once. */
  async publish(area: ContentArea): Promise<void> {
    this.run(area);
    if (this.pub) await this.pub.publish(CHANNEL, area);
  }

  async close(): Promise<void> {
    await Promise.all([this.pub?.quit(), this.sub?.quit()]);
  }

  private run(area: ContentArea): void {
    for (const forget of this.listeners.get(area) ?? []) forget();
  }
}
