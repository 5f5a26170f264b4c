import { collectPageFiles } from './page-files.ts';
import { removeUnneeded, listSavedVideos } from './saved-videos.ts';
import {
  canSaveForOffline,
  SAVED_CACHE,
  savedEntryUrl,
  SERVICE_WORKER_URL,
  type SavedVideo,
} from './saved-video-entry.ts';

/** What the video page hands over to be saved. */
export type VideoPageToSave = {
  id: string;
  title: string;
  /** The page's address without query. */
  pagePath: string;
  /** The video: an MP4, or an HLS playlist (its segments are saved too). */
  videoUrl: string;
  posterUrl?: string;
  captionsUrl: string;
};

/** 0–1 while the video downloads; the small files come first. */
export type SaveProgress = (fraction: number) => void;

/** Why a save failed, in words the button shows. */
export class SaveFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveFailedError';
  }
}

const NOT_SUPPORTED = 'Browser ini belum bisa menyimpan video untuk offline. Coba Chrome terbaru.';
const NETWORK_FAILED = 'Gagal menyimpan. Periksa koneksi internetmu, lalu coba lagi.';
const STORAGE_FULL = 'Memori HP penuh. Hapus video tersimpan lain atau kosongkan memori, lalu coba lagi.';

/**
 * Starts the service worker (the first save registers it) and waits until it runs, so the saved
 * page is answered by it from the next visit on.
 */
async function startServiceWorker(): Promise<void> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
}

/**
 * A response that may be kept: a same-origin 200 that no one marked private (a page about a
 * session, an account answer). Only public pages and files pass.
 */
function assertKeepable(response: Response, url: string): void {
  const policy = response.headers.get('cache-control') ?? '';
  if (!response.ok || response.type === 'opaque' || /\b(private|no-store)\b/.test(policy)) {
    throw new SaveFailedError(
      `${NETWORK_FAILED} (${new URL(url, location.origin).pathname}: ${response.status})`,
    );
  }
}

/** Fetches `url` without cookies (nothing saved may depend on a session) and checks it may be kept. */
async function fetchPublic(url: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit', cache: 'no-cache' });
  } catch {
    throw new SaveFailedError(NETWORK_FAILED);
  }
  assertKeepable(response, url);
  return response;
}

/** Reads a body to the end, telling how far it is (by Content-Length, when the server says it). */
async function readWithProgress(response: Response, onProgress: SaveProgress): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body || total === 0) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.byteLength;
    onProgress(Math.min(loaded / total, 1));
  }
  return new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

/** The video's addresses: an MP4 alone, or an HLS playlist with its variant playlists and segments. */
async function readVideoAddresses(videoUrl: string): Promise<string[]> {
  if (!/\.m3u8(\?|$)/.test(videoUrl)) return [videoUrl];
  const addresses: string[] = [];
  const queue = [new URL(videoUrl, location.origin).href];
  while (queue.length > 0) {
    const playlist = queue.shift()!;
    addresses.push(playlist);
    const text = await (await fetchPublic(playlist)).text();
    for (const line of text.split('\n').map((entry) => entry.trim())) {
      if (!line || line.startsWith('#')) continue;
      const next = new URL(line, playlist).href;
      if (/\.m3u8(\?|$)/.test(next)) queue.push(next);
      else addresses.push(next);
    }
  }
  return addresses;
}

/**
 * "Simpan untuk offline" (decision 095): keeps the video page, what it loads (scripts, styles,
 * fonts), its poster, captions and video in SAVED_CACHE, then its entry with the total size. The
 * video is fetched whole (the worker answers the player's Range requests from it). A save that
 * fails leaves nothing behind that another saved video does not need.
 */
export async function saveVideoPage(page: VideoPageToSave, onProgress: SaveProgress): Promise<SavedVideo> {
  if (!canSaveForOffline()) throw new SaveFailedError(NOT_SUPPORTED);
  await startServiceWorker();
  void navigator.storage?.persist?.();
  const cache = await caches.open(SAVED_CACHE);
  const written: string[] = [];
  let bytes = 0;
  const keep = async (url: string, response: Response, body?: Blob) => {
    const absolute = new URL(url, location.origin).href;
    const stored = body ?? (await response.blob());
    bytes += stored.size;
    const headers = new Headers(response.headers);
    // The body is stored decoded: a Content-Encoding left on it would make the browser decode it twice.
    headers.delete('content-encoding');
    headers.set('content-length', String(stored.size));
    await cache.put(absolute, new Response(stored, { status: 200, statusText: 'OK', headers }));
    written.push(absolute);
  };
  try {
    const pageResponse = await fetchPublic(page.pagePath);
    const html = await pageResponse.clone().text();
    await keep(page.pagePath, pageResponse);
    for (const url of await collectPageFiles(html, fetchPublic)) await keep(url, await fetchPublic(url));
    if (page.posterUrl) await keep(page.posterUrl, await fetchPublic(page.posterUrl));
    await keep(page.captionsUrl, await fetchPublic(page.captionsUrl));
    const videoAddresses = await readVideoAddresses(page.videoUrl);
    for (const [index, url] of videoAddresses.entries()) {
      const response = await fetchPublic(url);
      const share = 1 / videoAddresses.length;
      await keep(
        url,
        response,
        await readWithProgress(response, (fraction) => onProgress((index + fraction) * share)),
      );
    }
    const saved: SavedVideo = {
      id: page.id,
      title: page.title,
      pagePath: page.pagePath,
      urls: written,
      bytes,
      savedAt: new Date().toISOString(),
    };
    await cache.put(
      savedEntryUrl(page.id),
      new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }),
    );
    onProgress(1);
    return saved;
  } catch (error) {
    await removeUnneeded(
      cache,
      written,
      (await listSavedVideos()).filter((video) => video.id !== page.id),
    ).catch(() => {});
    if (error instanceof SaveFailedError) throw error;
    if (error instanceof DOMException && error.name === 'QuotaExceededError')
      throw new SaveFailedError(STORAGE_FULL);
    throw new SaveFailedError(NETWORK_FAILED);
  }
}
