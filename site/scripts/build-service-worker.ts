// After `waku build`: the service worker of "Simpan untuk offline" (decision 095), the web app
// manifest and the offline page, written into dist/public. The worker (src/features/offline/
// service-worker/sw.ts, Serwist) is bundled with Vite into one classic script, then Serwist's
// injectManifest gives it its precache list: the offline page and the Tersimpan page with every
// file that page loads (its HTML's scripts followed through their static imports, its stylesheet
// and fonts), each with a revision, so a new build replaces them and nothing else is precached.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from '@serwist/build';
import { build } from 'vite';
import { readPageReferences, readStaticImports } from '../src/features/offline/collect-page-files.ts';
import {
  buildOfflinePage,
  buildWebAppManifest,
  WEB_APP_MANIFEST_URL,
} from '../src/features/offline/app/web-app-manifest.ts';
import { SAVED_VIDEOS_PATH, SERVICE_WORKER_URL } from '../src/features/offline/saved-video-entry.ts';
import { OFFLINE_PAGE_URL } from '../src/features/offline/service-worker/offline-routes.ts';
import { SITE_INFO } from '../src/lib/site-info.ts';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(siteDir, 'dist', 'public');
const workDir = path.join(siteDir, 'dist', 'service-worker');

/** A URL path → its file in dist/public. */
const fileOf = (url: string) => path.join(publicDir, url.replace(/^\//, ''));

/** Waku writes a prerendered page as `<route>/index.html`. */
const SAVED_PAGE_FILE = `${SAVED_VIDEOS_PATH}/index.html`;

/** The Tersimpan page's files, as a cold visit loads them (bench/page-js.mjs reads pages the same way). */
async function savedPageFiles(): Promise<string[]> {
  const html = await readFile(fileOf(SAVED_PAGE_FILE), 'utf8');
  const files = new Set<string>();
  const queue = readPageReferences(html);
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (files.has(url) || !url.startsWith('/assets/')) continue;
    files.add(url);
    if (url.endsWith('.js')) {
      for (const specifier of readStaticImports(await readFile(fileOf(url), 'utf8'))) {
        queue.push(new URL(specifier, `http://site${url}`).pathname);
      }
    }
  }
  return [...files];
}

await writeFile(fileOf(WEB_APP_MANIFEST_URL), `${JSON.stringify(buildWebAppManifest(SITE_INFO), null, 2)}\n`);
await writeFile(fileOf(OFFLINE_PAGE_URL), buildOfflinePage(SITE_INFO));

await build({
  configFile: false,
  logLevel: 'warn',
  // serwist's development logging is left out of the production worker.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The site's PostCSS (Panda) is not needed for a worker, and its plugin would swallow this
  // script's later errors (it logs uncaught exceptions instead of exiting).
  css: { postcss: { plugins: [] } },
  build: {
    outDir: workDir,
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: path.join(siteDir, 'src', 'features', 'offline', 'service-worker', 'sw.ts'),
      formats: ['iife'],
      name: 'serviceWorker',
      fileName: () => 'sw.js',
    },
  },
});

const precached = [
  SAVED_PAGE_FILE.slice(1),
  OFFLINE_PAGE_URL.slice(1),
  ...(await savedPageFiles()).map((url) => url.slice(1)),
];
const { count, size, warnings } = await injectManifest({
  swSrc: path.join(workDir, 'sw.js'),
  swDest: fileOf(SERVICE_WORKER_URL),
  globDirectory: publicDir,
  globPatterns: precached,
  // Vite's file names carry their content hash: no revision needed.
  dontCacheBustURLsMatching: /^assets\//,
  manifestTransforms: [
    async (entries) => ({
      // The Tersimpan page is requested at its route, not as the .html file it is stored as.
      manifest: entries.map((entry) => ({ ...entry, url: `/${entry.url.replace(/\/index\.html$/, '')}` })),
      warnings: [],
    }),
  ],
});
for (const warning of warnings) console.warn(warning);
await rm(workDir, { recursive: true, force: true });
console.log(
  `service worker: ${SERVICE_WORKER_URL} precaches ${count} files (${(size / 1024).toFixed(1)} KB)`,
);
