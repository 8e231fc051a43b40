// The guest identity of spec §6: a visitor who buys without registering gets a generated id (the
// cart is kept under it) and their name and e-mail are remembered in the browser's local storage.
// The id is a random UUID (GuestIdSchema in @rian/contracts/session): unguessable, so it can own a cart.
import { readCookie, writeCookie } from './cookies.ts';

export interface GuestProfile {
  firstname: string;
  lastname: string;
  email: string;
}

export interface Guest extends GuestProfile {
  id: string;
}

export const GUEST_STORAGE_KEY = 'rian.guest';
/**
 * The cookie that carries the same id to page requests, so the server can draw the guest's /cart
 * (GUEST_COOKIE in @rian/contracts/session; guest.test.ts checks both agree). Only the id: the name
 * and e-mail stay in local storage (spec §6).
 */
export const GUEST_COOKIE = 'rian_guest';

// The shape GuestIdSchema accepts (a version-4 UUID). Kept as a pattern here so that the entry chunk,
// which sends the header on every call, does not load the account contracts; guest.test.ts checks
// that both agree.
const GUEST_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isGuestId(value: unknown): value is string {
  return typeof value === 'string' && GUEST_ID_PATTERN.test(value);
}

interface Stored {
  id?: unknown;
  firstname?: unknown;
  lastname?: unknown;
  email?: unknown;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage disabled (some private modes throw on access).
    return null;
  }
}

// An id made in a browser without storage lives as long as the page, so the same visit keeps one cart.
let memoryId: string | null = null;

function read(): Stored {
  const raw = storage()?.getItem(GUEST_STORAGE_KEY);
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' ? (value as Stored) : {};
  } catch {
    return {};
  }
}

function write(value: Guest): void {
  try {
    storage()?.setItem(GUEST_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Quota or private mode: the id stays in memory for this page.
  }
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Puts this browser's guest id into its cookie when the cookie does not hold it yet (a guest id made
 * before the cookie existed, or a cookie that expired): the app calls it once at start. True when it
 * did: the server then drew this page without knowing the guest, and so without their cart.
 */
export function mirrorGuestCookie(): boolean {
  const id = peekGuestId();
  if (!id || readCookie(GUEST_COOKIE) === id) return false;
  writeCookie(GUEST_COOKIE, id);
  return true;
}

/** The guest id if this browser already has one; never creates one (for request headers). */
export function peekGuestId(): string | null {
  const stored = read().id;
  if (isGuestId(stored)) return stored;
  return memoryId;
}

/** The guest id, created and stored on first need. */
export function getGuestId(): string {
  const existing = peekGuestId();
  if (existing) return existing;
  const id = crypto.randomUUID();
  memoryId = id;
  const stored = read();
  write({ id, firstname: text(stored.firstname), lastname: text(stored.lastname), email: text(stored.email) });
  writeCookie(GUEST_COOKIE, id);
  return id;
}

/** The guest's id with the name and e-mail they gave, or null when no guest data was saved. */
export function getGuest(): Guest | null {
  const stored = read();
  if (!isGuestId(stored.id)) return null;
  return { id: stored.id, firstname: text(stored.firstname), lastname: text(stored.lastname), email: text(stored.email) };
}

/** Remembers the guest's name and e-mail (spec §6) under their id; returns the whole guest. */
export function saveGuest(profile: GuestProfile): Guest {
  const guest: Guest = {
    id: getGuestId(),
    firstname: profile.firstname.trim(),
    lastname: profile.lastname.trim(),
    email: profile.email.trim(),
  };
  write(guest);
  return guest;
}
