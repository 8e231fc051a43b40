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
  private readonly subscribed: Promise<unknown>;

  constructor(redisUrl?: string) {
    this.pub = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
    this.sub = redisUrl ? new Redis(redisUrl, { lazyConnect: false }) : null;
    // Subscribing is a round trip; until it is answered, news from other instances would be lost.
    // `ready()` is part of the app's readiness, so no instance answers before it can hear.
    this.subscribed = this.sub ? this.sub.subscribe(CHANNEL) : Promise.resolve();
    if (this.sub) {
      this.sub.on('message', (_channel: string, area: string) => {
        if ((AREAS as readonly string[]).includes(area)) this.run(area as ContentArea);
      });
    }
  }

  /** Resolves once this instance hears other instances' news. */
  async ready(): Promise<void> {
    await this.subscribed;
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
