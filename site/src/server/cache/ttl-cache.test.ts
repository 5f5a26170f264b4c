import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('loads once and answers from the cache until the time to live ends', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<string, number>({ maxEntries: 10, ttlMs: 1000, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between callers that ask at the same time', async () => {
    let loads = 0;
    const cache = createTtlCache<string, number>({ maxEntries: 10, ttlMs: 1000 });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
  });

  it('drops the least recently used entry when full', async () => {
    const cache = createTtlCache<string, string>({ maxEntries: 2, ttlMs: 60_000 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // touches a
    await cache.get('c', async () => 'c1'); // drops b
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const cache = createTtlCache<string, string>({ maxEntries: 2, ttlMs: 60_000 });
    await expect(cache.get('a', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });

  it('does not keep a value the caller refuses', async () => {
    const cache = createTtlCache<string, string | undefined>({ maxEntries: 2, ttlMs: 60_000 });
    const keepFound = (value: string | undefined) => value !== undefined;
    expect(await cache.get('a', async () => undefined, keepFound)).toBeUndefined();
    await Promise.resolve();
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 'found', keepFound)).toBe('found');
    expect(cache.size).toBe(1);
  });
});
