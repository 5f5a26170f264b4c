import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import {
  unstable_constants as constants,
  unstable_createServerEntryAdapter as createServerEntryAdapter,
  unstable_honoMiddleware as honoMiddleware,
} from 'waku/internals';
import { getDatabase, registerSeed } from '../db/database.ts';
import { seedDemoIntoEmbeddedDatabase } from '../demo/seed-demo.ts';
import { API_PREFIXES, createBackendApp } from '../backend-app.ts';
import { rejectBadAddresses, trimTrailingSlashRelative } from './bad-address.ts';
import { databaseOutagePages, onDatabaseOutage } from './database-outage.ts';
import { notFoundPageAnswers404, prerenderedNotFoundPage } from './not-found-page.ts';
import { applyPageStatus } from './page-status.ts';
import { publicPageCache } from './page-cache.ts';
import { isPublicDynamicPage, productionMiddleware, staticFiles } from './production.ts';
import { browserConnectOrigins, type PolicySources } from './content-security-policy.ts';
import { getConfig } from '../config/config.ts';
import { startServer } from './start-server.ts';
import { routeRenderErrorsToLog } from './logger.ts';
import { requestScope } from './request-id.ts';
import { tanyaCanonicalRedirect } from '../tanya/canonical-redirect.ts';
import { imageRoute } from '../images/image-route.ts';

const { contextMiddleware, rscMiddleware } = honoMiddleware;

registerSeed(seedDemoIntoEmbeddedDatabase);

/** Memory for rendered public pages (each kept plain, ~50 kB a video page: decision 068). */
const PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;

/**
 * Waku's node adapter, reordered: security headers, caching and compression wrap every
 * response (Waku's own adapter serves static files before any middleware), and the backend
 * of docs/product §7 answers before the page router.
 */
export const createSiteAdapter = createServerEntryAdapter(
  ({ processRequest, processBuild, config, isBuild, notFoundHtml }) => {
    const app = new Hono();
    // Waku's render errors as log lines; a redirect or notFound() is not an error (decision 068).
    routeRenderErrorsToLog();
    app.use(requestScope());
    app.notFound((c) => (notFoundHtml ? c.html(notFoundHtml, 404) : c.text('404 Not Found', 404)));
    // A database outage is a 503 page, anything else Hono's own 500 (decision 067).
    app.onError((error, c) => {
      const outage = onDatabaseOutage(error, c);
      if (outage) return outage;
      console.error(error);
      return c.text('Internal Server Error', 500);
    });
    if (isBuild) {
      let policySources: PolicySources | undefined;
      app.use(
        productionMiddleware({
          policySources: () =>
            (policySources ??= {
              connect: browserConnectOrigins(import.meta.env as Record<string, string | undefined>),
              upgradeInsecureRequests: getConfig().secureCookies,
            }),
        }),
      );
    }
    // Broken escapes (400) and RSC addresses Waku does not serve (404), before anything decodes.
    app.use(rejectBadAddresses({ rscBase: config.rscBase, apiPrefixes: API_PREFIXES }));
    // The image optimiser of docs/product §7 over the public folder (decision 087).
    app.get(
      '/_next/image',
      imageRoute(() => ({
        publicDir: isBuild ? path.join(config.distDir, constants.DIST_PUBLIC) : 'public',
        cacheDir: path.join(getConfig().dataDir, 'image-cache'),
        remoteHosts: getConfig().imageRemoteHosts,
      })),
    );
    app.route('/', createBackendApp());
    // One address per page: `/tanya/` → `/tanya` (Waku's router answers 500 to a trailing
    // slash), with a relative Location: never the request's Host.
    app.use(trimTrailingSlashRelative());
    // `/404` is the 404 page: status 404, like every unknown address (decision 086).
    app.use(notFoundPageAnswers404());
    if (isBuild) {
      app.use(`${config.basePath}*`, staticFiles(config.distDir, constants.DIST_PUBLIC));
    }
    app.use('/tanya/*', tanyaCanonicalRedirect(getDatabase));
    if (isBuild) {
      // Made on the first request: the configuration is read (and its errors told) at start.
      let pageCache: MiddlewareHandler | undefined;
      app.use((c, next) => {
        pageCache ??= publicPageCache({
          ttlMs: getConfig().pageCacheSeconds * 1000,
          maxBytes: PAGE_CACHE_MAX_BYTES,
          isPublicPage: isPublicDynamicPage,
        });
        return pageCache(c, next);
      });
      app.use(
        prerenderedNotFoundPage({
          distDir: config.distDir,
          publicDir: constants.DIST_PUBLIC,
          rscBase: config.rscBase,
        }),
      );
    }
    app.use(databaseOutagePages(getDatabase));
    app.use(contextMiddleware());
    // A page's own status (403 "Kelas ini bukan untuk paketmu"): read from Waku's request context.
    app.use(applyPageStatus({ rscBase: config.rscBase }));
    app.use(rscMiddleware({ processRequest }));
    return {
      fetch: app.fetch,
      build: processBuild,
      buildOptions: { distDir: config.distDir },
      buildEnhancers: ['waku/adapters/node-build-enhancer'],
      serve: startServer,
    };
  },
);
