import { SAVED_CACHE, SAVED_ENTRY_PREFIX, savedEntryUrl, type SavedVideo } from './saved-video-entry.ts';

/** Every saved video, the latest first. Empty when nothing was saved or storage is unavailable. */
export async function listSavedVideos(): Promise<SavedVideo[]> {
  if (typeof caches === 'undefined' || !(await caches.has(SAVED_CACHE))) return [];
  const cache = await caches.open(SAVED_CACHE);
  const keys = await cache.keys();
  const videos: SavedVideo[] = [];
  for (const key of keys) {
    if (!new URL(key.url).pathname.startsWith(SAVED_ENTRY_PREFIX)) continue;
    const entry = await cache.match(key);
    try {
      if (entry) videos.push((await entry.json()) as SavedVideo);
    } catch {
      // An unreadable entry is left for deleteSavedVideo; it lists nothing.
    }
  }
  return videos.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/**
 * Removes a saved video: its entry, then each address it needed that no other saved video needs
 * (two saved pages share their scripts and styles).
 */
export async function deleteSavedVideo(id: string): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(SAVED_CACHE))) return;
  const cache = await caches.open(SAVED_CACHE);
  const all = await listSavedVideos();
  const target = all.find((video) => video.id === id);
  await cache.delete(savedEntryUrl(id));
  if (!target) return;
  await removeUnneeded(
    cache,
    target.urls,
    all.filter((video) => video.id !== id),
  );
}

/** Deletes those of `urls` that none of `kept` needs. */
export async function removeUnneeded(
  cache: Cache,
  urls: readonly string[],
  kept: readonly SavedVideo[],
): Promise<void> {
  const stillNeeded = new Set(kept.flatMap((video) => video.urls));
  for (const url of urls) if (!stillNeeded.has(url)) await cache.delete(url, { ignoreVary: true });
}
