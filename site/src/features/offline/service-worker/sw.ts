/// <reference lib="webworker" />
import { RangeRequestsPlugin, Serwist, Strategy, type PrecacheEntry, type StrategyHandler } from 'serwist';
import { SAVED_CACHE } from '../saved-video-entry.ts';
import { isSavableAddress, OFFLINE_PAGE_URL, SAVED_PAGE_NETWORK_TIMEOUT_MS } from './offline-routes.ts';

/*
 * The service worker of "Simpan untuk offline" (decision 095), built by scripts/build-service-worker.ts
 * into /sw.js. It keeps ONLY what the student saved (written by the page into SAVED_CACHE) and,
 * precached, the offline page and the Tersimpan page. It never stores a response on its own:
 * private pages, API answers and anything with a session pass through untouched.
 */

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

/** A saved response if there is one (a Range asked of a saved video answered from it), else the network, stored nowhere. */
class SavedOrNetwork extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    return (await handler.cacheMatch(request)) ?? handler.fetch(request);
  }
}

/**
 * Pages: the network first, so a saved page is fresh when online; a saved copy when the network
 * fails or takes longer than SAVED_PAGE_NETWORK_TIMEOUT_MS. A page that was not saved has no copy:
 * its failure falls back to the offline page (the `fallbacks` below).
 */
class SavedPageNetworkFirst extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const saved = await handler.cacheMatch(request);
    if (!saved) return handler.fetch(request);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<Response>((resolve) => {
      timer = setTimeout(() => resolve(saved), SAVED_PAGE_NETWORK_TIMEOUT_MS);
    });
    try {
      const fresh = await Promise.race([handler.fetch(request), timeout]);
      return fresh.ok || fresh === saved ? fresh : saved;
    } catch {
      return saved;
    } finally {
      clearTimeout(timer);
    }
  }
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      // A saved page is found at its address whatever the query (?t=20 from a shared key moment).
      handler: new SavedPageNetworkFirst({
        cacheName: SAVED_CACHE,
        matchOptions: { ignoreSearch: true, ignoreVary: true },
      }),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.method === 'GET' && isSavableAddress(url.pathname),
      // The video is saved whole; the player's Range requests are cut from it (206).
      handler: new SavedOrNetwork({
        cacheName: SAVED_CACHE,
        matchOptions: { ignoreVary: true },
        plugins: [new RangeRequestsPlugin()],
      }),
    },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE_URL, matcher: ({ request }) => request.mode === 'navigate' }] },
});

serwist.addEventListeners();
