// A small time-bounded memo for data that every page reads and that changes only when an
// administrator edits it (site settings, texts). Instances are stateless across processes: each
// keeps its own copy for at most `ttlMs`, so an edit shows everywhere within that bound.
//
// Concurrent misses of one key share a single load. At most `maxEntries` keys are kept; the oldest
// goes first, so free-text keys (keyword searches) cannot grow it without bound.
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    const t = this.now();
    if (hit && hit.expires > t) return hit.value;
    if (hit) this.entries.delete(key);
    // A real promise of the answer: a lazy thenable (a drizzle query builder) would otherwise run
    // its query again at every await of the cached value, and once more for the catch below.
    const value = Promise.resolve(load());
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: t + this.ttlMs });
    // A failed load must not be served from the cache.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
