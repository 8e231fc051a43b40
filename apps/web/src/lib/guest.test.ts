// The guest identity kept in the browser (spec §6): one id per browser, made on first need, kept
// with the guest's name and e-mail, and shaped as the server's GuestIdSchema requires.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage.test-helpers.ts';
import { GuestIdSchema } from '@rian/contracts/auth';
import { GUEST_COOKIE } from '@rian/contracts/session';

// guest.ts keeps an in-memory fallback id per module instance: each test gets a fresh module.
async function load() {
  vi.resetModules();
  return import('./guest.ts');
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest identity', () => {
  it('has no id until one is needed, then keeps the same one', async () => {
    const guest = await load();
    expect(guest.peekGuestId()).toBeNull();
    expect(guest.getGuest()).toBeNull();
    const id = guest.getGuestId();
    expect(GuestIdSchema.safeParse(id).success).toBe(true);
    expect(guest.getGuestId()).toBe(id);
    expect(guest.peekGuestId()).toBe(id);
    // A reload of the page (a fresh module) finds it in storage.
    const again = await load();
    expect(again.getGuestId()).toBe(id);
  });

  it('keeps the name and e-mail with the id, trimmed', async () => {
    const guest = await load();
    const saved = guest.saveGuest({ firstname: ' สมชาย ', lastname: 'ใจดี', email: 'somchai@example.com ' });
    expect(saved).toEqual({ id: saved.id, firstname: 'สมชาย', lastname: 'ใจดี', email: 'somchai@example.com' });
    expect((await load()).getGuest()).toEqual(saved);
    expect(JSON.parse(storage.getItem(guest.GUEST_STORAGE_KEY) ?? '{}')).toEqual(saved);
  });

  it('saving the guest again keeps the id the cart is stored under', async () => {
    const guest = await load();
    const id = guest.getGuestId();
    const saved = guest.saveGuest({ firstname: 'A', lastname: 'B', email: 'a@example.com' });
    expect(saved.id).toBe(id);
  });

  it('replaces a stored id that is not a UUID (a tampered or foreign value)', async () => {
    storage.setItem('rian.guest', JSON.stringify({ id: "1' or 1=1", firstname: 'A', lastname: 'B', email: 'a@example.com' }));
    const guest = await load();
    expect(guest.peekGuestId()).toBeNull();
    expect(guest.getGuest()).toBeNull();
    const id = guest.getGuestId();
    expect(GuestIdSchema.safeParse(id).success).toBe(true);
    // The name and e-mail already given survive the new id.
    expect(guest.getGuest()).toEqual({ id, firstname: 'A', lastname: 'B', email: 'a@example.com' });
  });

  it('survives storage that is unreadable JSON', async () => {
    storage.setItem('rian.guest', '{not json');
    const guest = await load();
    expect(guest.getGuest()).toBeNull();
    expect(GuestIdSchema.safeParse(guest.getGuestId()).success).toBe(true);
  });

  it('keeps one id for the page when storage refuses writes (private mode)', async () => {
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const guest = await load();
    const id = guest.getGuestId();
    expect(guest.getGuestId()).toBe(id);
    expect(guest.peekGuestId()).toBe(id);
  });

  it('agrees with the contract on what a guest id looks like', async () => {
    const guest = await load();
    for (const candidate of [
      crypto.randomUUID(),
      crypto.randomUUID().toUpperCase(),
      'abc',
      '',
      '00000000-0000-0000-0000-000000000000',
    ]) {
      expect(guest.isGuestId(candidate), candidate).toBe(GuestIdSchema.safeParse(candidate).success);
    }
  });
});

/** A browser's cookie store as document.cookie shows it: one name=value per cookie, attributes kept aside. */
class CookieJar {
  readonly values = new Map<string, string>();
  readonly written: string[] = [];
  get cookie(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(line: string) {
    this.written.push(line);
    const [pair = ''] = line.split('; ');
    const at = pair.indexOf('=');
    this.values.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

describe('the guest cookie, which lets the server draw the guest’s /cart', () => {
  let jar: CookieJar;
  beforeEach(() => {
    jar = new CookieJar();
    vi.stubGlobal('document', jar);
    vi.stubGlobal('location', { protocol: 'https:' });
  });

  it('is named as the server reads it', async () => {
    expect((await load()).GUEST_COOKIE).toBe(GUEST_COOKIE);
  });

  it('gets the id when the id is made, for a year, on every path, never sent cross-site', async () => {
    const guest = await load();
    const id = guest.getGuestId();
    expect(jar.values.get(GUEST_COOKIE)).toBe(id);
    expect(jar.written).toEqual([`${GUEST_COOKIE}=${id}; path=/; max-age=31536000; samesite=lax; secure`]);
  });

  it('is written at start for an id made before it existed, and only when it does not hold the id', async () => {
    const id = crypto.randomUUID();
    storage.setItem('rian.guest', JSON.stringify({ id, firstname: '', lastname: '', email: '' }));
    const guest = await load();
    expect(guest.mirrorGuestCookie()).toBe(true);
    expect(jar.values.get(GUEST_COOKIE)).toBe(id);
    expect(guest.mirrorGuestCookie()).toBe(false);
    expect(jar.written).toHaveLength(1);
  });

  it('is not made for a visitor who has no guest id', async () => {
    expect((await load()).mirrorGuestCookie()).toBe(false);
    expect(jar.written).toEqual([]);
  });
});
