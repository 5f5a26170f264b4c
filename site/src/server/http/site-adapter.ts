import path from 'node:path';
import { Hono } from 'hono';
import {
  unstable_constants as constants,
  unstable_createServerEntryAdapter as createServerEntryAdapter,
  unstable_honoMiddleware as honoMiddleware,
} from 'waku/internals';
import { getDatabase, registerSeed } from '../db/database.ts';
import { seedDemoIntoEmbeddedDatabase } from '../demo/seed-demo.ts';
import { createBackendApp } from './backend-app.ts';
import { builtNotFoundPage, productionMiddleware, staticFiles } from './production.ts';
import { startServer } from './start-server.ts';
import { tanyaCanonicalRedirect } from '../tanya/canonical-redirect.ts';

const { contextMiddleware, rscMiddleware } = honoMiddleware;

registerSeed(seedDemoIntoEmbeddedDatabase);

/**
 * Waku's node adapter, reordered: security headers, caching and compression wrap every
 * response (Waku's own adapter serves static files before any middleware), and the backend
 * of SPEC.md §7 answers before the page router.
 */
export const createSiteAdapter = createServerEntryAdapter(
  ({ processRequest, processBuild, config, isBuild, notFoundHtml }) => {
    const app = new Hono();
    app.notFound((c) => (notFoundHtml ? c.html(notFoundHtml, 404) : c.text('404 Not Found', 404)));
    if (isBuild) {
      app.use(productionMiddleware());
    }
    app.route('/', createBackendApp());
    if (isBuild) {
      app.use(`${config.basePath}*`, staticFiles(config.distDir, constants.DIST_PUBLIC));
    }
    // Unknown video ids get the real 404 page, server-rendered (see canonical-redirect.ts).
    const notFound = isBuild ? builtNotFoundPage(path.join(config.distDir, constants.DIST_PUBLIC, '404.html')) : undefined;
    app.use('/tanya/*', tanyaCanonicalRedirect(getDatabase, notFound ? { notFound } : {}));
    app.use(contextMiddleware());
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
