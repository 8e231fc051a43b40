// Opaque random tokens (sessions, reset links, OAuth state): the browser or the e-mail holds the
// token, the database only its SHA-256, so a copy of the table cannot be replayed.
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 256 bits, safe in a cookie, a URL and a path segment. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
