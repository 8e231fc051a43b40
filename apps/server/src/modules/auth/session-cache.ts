// The per-instance memo of valid session lookups (docs/decisions/034-session-cache.md), shaped like
// lib/cache.ts TtlCache: at most `maxEntries` token hashes, the oldest out first, each answer kept
// for `ttlMs` from the moment it was read. It differs in what it keeps (only valid sessions, stored
// once read, never a read in flight) and in `forget`, which also refuses the answers of reads that
// started before it: a read that began before a revocation committed must not land in the memo after
// the revocation's news emptied it.
import type { AuthUser } from './session.service.ts';

export interface CachedSession {
  user: AuthUser;
  expiresAt: Date;
  /** When the database answered, on the session service's clock (ms). */
  readAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** How many times the memo was emptied; a read keeps its answer only if none happened since it began. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The answer read for `tokenHash` less than ttlMs before `now`, if any. */
  get(tokenHash: string, now: number): CachedSession | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (now - hit.readAt < this.ttlMs && now >= hit.readAt) return hit;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** A mark taken before reading the database, for `put`. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a valid session's answer, unless the memo was emptied since `mark` was taken. */
  put(tokenHash: string, session: CachedSession, mark: number): void {
    if (this.ttlMs <= 0 || mark !== this.generation) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, session);
  }

  /** Empties the memo and refuses the answers of reads already under way. */
  forget(): void {
    this.entries.clear();
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }
}
