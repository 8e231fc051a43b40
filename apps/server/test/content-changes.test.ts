// The news of what changed across instances (lib/content-changes.ts) during a rolling update
// (docs/decisions/034-session-cache.md): an instance of the release before 'accounts' listens on the
// content channel and answers only the areas it knows, so 'accounts' news goes on a channel of its
// own and never waits for it; and this release answers news of an area it does not know, so a later
// release's new area never waits for this one. Needs Redis (REDIS_URL), as CI has.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { ACK_WAIT_MS, ContentChanges } from '../src/lib/content-changes.ts';

const url = process.env.REDIS_URL;

describe.runIf(Boolean(url))('content news between releases', () => {
  it('an instance that never answers content news does not hold up the accounts news', async () => {
    const silent = new Redis(url!); // stands for an instance of the previous release, which does not know 'accounts'
    const changes = new ContentChanges(url);
    let forgot = 0;
    changes.on('accounts', () => (forgot += 1));
    try {
      await silent.subscribe('rian:content-changed');
      await changes.ready();
      const t0 = performance.now();
      await changes.publish('accounts');
      expect(performance.now() - t0).toBeLessThan(ACK_WAIT_MS / 2);
      expect(forgot).toBe(1);
      const t1 = performance.now();
      await changes.publish('site'); // the content channel does wait for it, at most ACK_WAIT_MS
      expect(performance.now() - t1).toBeGreaterThanOrEqual(ACK_WAIT_MS - 50);
    } finally {
      await changes.close();
      silent.disconnect();
    }
  });

  it('answers news of an area it does not know', async () => {
    const changes = new ContentChanges(url);
    const later = new Redis(url!); // an instance of a later release, publishing a new area
    const answers = new Redis(url!);
    try {
      await changes.ready();
      const reply = `rian:content-heard:${randomUUID()}`;
      await answers.subscribe(reply);
      const heard = new Promise<string>((done) => answers.once('message', (_channel: string, id: string) => done(id)));
      const id = randomUUID();
      await later.publish('rian:content-changed', JSON.stringify({ area: 'newsletters', id, reply }));
      expect(await heard).toBe(id);
    } finally {
      await changes.close();
      later.disconnect();
      answers.disconnect();
    }
  });
});
