// What the back office changed, told to every instance: a write publishes the area it touched
// ('catalogue', 'site', 'texts'; 'accounts' for sessions and what their lookups read), and each
// instance drops its memo of that area. With REDIS_URL the news goes through a Redis channel to every
// instance; without it, to this process only.
//
// A write answers only once every instance has forgotten: each instance that hears the news answers
// on the writer's own channel after dropping its memo, and the writer waits for as many answers as
// Redis counted listeners (at most ACK_WAIT_MS: a stalled instance delays the administrator, never
// blocks the write; its memo then lasts at most its time-to-live). So the next request, on any
// instance, reads what the administrator saved.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export type ContentArea = 'catalogue' | 'site' | 'texts' | 'accounts';
const CHANNEL = 'rian:content-changed';
/**
 * 'accounts' news has a channel of its own (docs/decisions/034-session-cache.md): an instance of the
 * release before it ignores news of an area it does not know without answering, so during a rolling
 * update each log-out would wait ACK_WAIT_MS for it. Redis counts only this channel's listeners: the
 * instances that know the area.
 */
const ACCOUNTS_CHANNEL = 'rian:accounts-changed';
const ACKS = 'rian:content-heard:';
const AREAS: readonly ContentArea[] = ['catalogue', 'site', 'texts', 'accounts'];
const channelOf = (area: ContentArea) => (area === 'accounts' ? ACCOUNTS_CHANNEL : CHANNEL);
/** How long a write waits for the other instances to say they forgot. */
export const ACK_WAIT_MS = 2_000;

/** Where a failure of the news is told (the app's logger). */
export interface ChangesLog {
  warn(obj: object, msg: string): void;
}

interface Waiting {
  heard: number;
  expected: number;
  done: () => void;
}

export class ContentChanges {
  private readonly listeners = new Map<ContentArea, (() => void)[]>();
  private readonly pub: Redis | null;
  private readonly sub: Redis | null;
  private readonly subscribed: Promise<unknown>;
  /** This instance's channel for the answers to its own news. */
  private readonly acks = `${ACKS}${randomUUID()}`;
  private readonly waiting = new Map<string, Waiting>();

  constructor(redisUrl?: string, log?: ChangesLog) {
    this.pub = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
    this.sub = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
    for (const conn of [this.pub, this.sub])
      conn?.on('error', (err: Error) => log?.warn({ err: err.message }, 'content news: redis'));
    // Subscribing is a round trip; until it is answered, news from other instances would be lost.
    // `ready()` is part of the app's readiness, so no instance answers before it can hear.
    this.subscribed = this.sub ? this.sub.subscribe(CHANNEL, ACCOUNTS_CHANNEL, this.acks) : Promise.resolve();
    this.subscribed.catch(() => undefined); // awaited, and its failure told, by ready()
    this.sub?.on('message', (channel: string, message: string) => {
      if (channel === this.acks) this.heard(message);
      else this.hear(message, log);
    });
  }

  /** Resolves once this instance hears other instances' news. */
  async ready(): Promise<void> {
    await this.subscribed;
  }

  /** Runs `forget` whenever `area` changes, here or on another instance. */
  on(area: ContentArea, forget: () => void): void {
    this.listeners.set(area, [...(this.listeners.get(area) ?? []), forget]);
  }

  /**
   * Tells every instance that `area` changed and resolves once each has forgotten (this one at
   * once). Never throws: the write it follows is committed; a Redis failure is logged by the client.
   */
  async publish(area: ContentArea): Promise<void> {
    this.run(area);
    const pub = this.pub;
    if (!pub) return;
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const all = new Promise<void>((done) => {
      this.waiting.set(id, { heard: 0, expected: Infinity, done });
      timer = setTimeout(done, ACK_WAIT_MS);
    });
    try {
      const listeners = await pub.publish(channelOf(area), JSON.stringify({ area, id, reply: this.acks }));
      const wait = this.waiting.get(id)!;
      wait.expected = listeners;
      if (wait.heard >= listeners) wait.done();
      await all;
    } catch {
      // Redis is unreachable: other instances' memos last their time-to-live.
    } finally {
      clearTimeout(timer);
      this.waiting.delete(id);
    }
  }

  async close(): Promise<void> {
    await Promise.all([
      this.pub?.quit().catch(() => this.pub?.disconnect()),
      this.sub?.quit().catch(() => this.sub?.disconnect()),
    ]);
  }

  private run(area: ContentArea): void {
    for (const forget of this.listeners.get(area) ?? []) forget();
  }

  /** News from an instance (this one included): forget, then answer the writer. */
  private hear(message: string, log?: ChangesLog): void {
    // A bare area is news from an instance of the previous release, during a rolling update.
    if ((AREAS as readonly string[]).includes(message)) return this.run(message as ContentArea);
    let news: { area?: unknown; id?: unknown; reply?: unknown };
    try {
      news = JSON.parse(message) as typeof news;
    } catch {
      return;
    }
    // News of an area this release does not know is answered all the same (nothing here to forget),
    // so that a later release's new area never waits on this one.
    if ((AREAS as readonly unknown[]).includes(news.area) && news.reply !== this.acks) this.run(news.area as ContentArea);
    if (typeof news.reply !== 'string' || !news.reply.startsWith(ACKS) || typeof news.id !== 'string') return;
    this.pub?.publish(news.reply, news.id).catch((err: Error) => log?.warn({ err: err.message }, 'content news: answer'));
  }

  /** An instance answered news of this one. */
  private heard(id: string): void {
    const wait = this.waiting.get(id);
    if (!wait) return;
    wait.heard += 1;
    if (wait.heard >= wait.expected) wait.done();
  }
}
