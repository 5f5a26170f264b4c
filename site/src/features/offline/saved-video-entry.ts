/*
 * Where "Simpan untuk offline" keeps things (decision 095), shared by the pages and the service
 * worker: one Cache Storage cache holds every saved response (pages, their scripts and styles,
 * videos, posters, captions); beside them, one entry per saved video under a key no page ever
 * requests, with its title, address, size and the addresses it needs. This module is what the
 * video page's button loads before first use: constants and one read, nothing else.
 */

/** The cache of everything the student saved. Nothing else is ever written to it. */
export const SAVED_CACHE = 'tanya-tersimpan-v1';

/** Key prefix of the saved videos' entries (same origin, never served: the worker ignores it). */
export const SAVED_ENTRY_PREFIX = '/__tersimpan__/';

/** The Tersimpan page: the saved videos, their sizes and delete controls; works offline. */
export const SAVED_VIDEOS_PATH = '/tanya/tersimpan';

/** The service worker, at the root so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** One saved video page. */
export type SavedVideo = {
  id: string;
  /** The question as plain text, as the page's title shows it. */
  title: string;
  /** The page's address without query: what is opened offline. */
  pagePath: string;
  /** Every saved address this page needs (page, scripts, styles, fonts, video, poster, captions). */
  urls: string[];
  /** Bytes of those responses' bodies. */
  bytes: number;
  /** ISO date-time of the save. */
  savedAt: string;
};

/** The entry key of a saved video, an absolute URL on this origin. */
export function savedEntryUrl(id: string, origin: string = globalThis.location.origin): string {
  return new URL(`${SAVED_ENTRY_PREFIX}${encodeURIComponent(id)}`, origin).href;
}

/** Whether this browser can save pages for offline: a service worker and Cache Storage. */
export function canSaveForOffline(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}

/** The saved video of question `id`, or null (also when storage is unavailable or unreadable). */
export async function readSavedVideo(id: string): Promise<SavedVideo | null> {
  if (!canSaveForOffline()) return null;
  try {
    const entry = await caches.match(savedEntryUrl(id), { cacheName: SAVED_CACHE });
    return entry ? ((await entry.json()) as SavedVideo) : null;
  } catch {
    return null;
  }
}

/**
 * A size as the Tersimpan page shows it, in Indonesian units with a decimal comma.
 *
 * @example
 * formatSavedSize(85_383); // '83 KB'
 * formatSavedSize(3_250_000); // '3,1 MB'
 */
export function formatSavedSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
