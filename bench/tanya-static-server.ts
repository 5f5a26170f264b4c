// A static file server with the production server's own static stack (security headers,
// caching, compression middleware and serveStatic from site/src/server/http/production.ts), in its
// own process: the fair "same HTML as a static file" for bench/tanya-video-page.mjs.
// Usage: BENCH_ROOT=<folder with public/> BENCH_PORT=<port> tsx bench/tanya-static-server.ts
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { productionMiddleware, staticFiles } from '../site/src/server/http/production.ts';

// Hono is a dependency of site/, not of the repository root.
const siteRequire = createRequire(path.resolve(import.meta.dirname, '..', 'site', 'package.json'));
const { Hono } = await import(pathToFileURL(siteRequire.resolve('hono')).href);
const { serve } = await import(pathToFileURL(siteRequire.resolve('@hono/node-server')).href);

const root = process.env.BENCH_ROOT!;
process.chdir(root);
const app = new Hono();
app.use(productionMiddleware());
app.use('*', staticFiles('.', 'public'));
serve({ fetch: app.fetch, port: Number(process.env.BENCH_PORT), hostname: '127.0.0.1' });
