/**
 * A small in-process cache: at most `maxEntries` values, each kept `ttlMs` milliseconds, the
 * least recently used dropped first. For public data that may be as stale as the page's own
 * Cache-Control allows.
 *
 * @example
 * const cache = createTtlCache<string, number>({ maxEntries: 2, ttlMs: 60_000 });
 * await cache.get('a', async () => 1); // loads 1
 * await cache.get('a', async () => 2); // 1, from the cache
 */
export function createTtlCache<K, V>({ maxEntries, ttlMs, now = Date.now }: { maxEntries: number; ttlMs: number; now?: () => number }) {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return {
    /**
     * The cached value of `key`, or what `load` gives. A failed load is not kept, nor a value
     * `keep` refuses (say, "not found", so unknown keys cannot push out known ones).
     */
    get(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
      const entry = entries.get(key);
      entries.delete(key);
      if (entry && entry.expiresAt > now()) {
        entries.set(key, entry);
        return entry.value;
      }
      const value = load();
      const fresh = { value, expiresAt: now() + ttlMs };
      entries.set(key, fresh);
      const forget = () => {
        if (entries.get(key) === fresh) entries.delete(key);
      };
      value.then((loaded) => (keep(loaded) ? undefined : forget()), forget);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
