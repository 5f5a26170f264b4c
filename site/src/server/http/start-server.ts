import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { getConfig, ConfigError, type Config } from '../config/config.ts';
import { closeDatabase, getDatabase, installShutdownHooks } from '../db/database.ts';
import { startServerJobs } from '../jobs/server-jobs.ts';
import { configureLogger, log } from './logger.ts';
import { pruneExpiredRowsOnce } from './prune-expired.ts';

/**
 * Ended rate-limit windows, lead claims and reason tokens are never read again: cleared this
 * often, by one process at a time however many share the database (prune-expired.ts).
 */
const PRUNE_EXPIRED_EVERY_MS = 10 * 60 * 1000;

type ServeOptions = {
  fetch: (request: Request, ...rest: unknown[]) => Response | Promise<Response>;
};

/** The one line `npm start` prints so nobody mistakes a demo server for a real one. */
export function demoModeLine(config: Config): string {
  const secret = config.authSecretFile
    ? `auth secret generated in ${config.authSecretFile}`
    : 'AUTH_SECRET set';
  return `DEMO MODE (APP_ENV=demo), not for real users: login codes go to this log, demo numbers log in with 123456, ${secret}. Use APP_ENV=production for a real site.`;
}

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/**
 * Starts the production server: validated configuration, then the port (a busy port is an
 * error naming it, never a silent switch), then the database (opened, migrated, seeded on an
 * empty embedded database). Requests that arrive while the database opens wait for it.
 */
export function startServer({ fetch }: ServeOptions) {
  let config;
  try {
    config = getConfig();
    // A demo's generated secret: created (or read) now, so a broken file stops the start.
    if (config.authSecretFile) config.authSecret.reveal();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    if (error instanceof Error && config?.authSecretFile) fail(error.message);
    throw error;
  }
  // Outside demo mode, phone, token and code fields never reach the log (decision 068).
  configureLogger({ level: config.logLevel, redact: config.appEnv !== 'demo' });

  let ready: Promise<unknown> | undefined;
  const server = serve({
    hostname: config.host,
    port: config.port,
    fetch: async (request, ...rest) => {
      await ready;
      return fetch(request, ...rest);
    },
  });

  server.once('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      fail(
        `Port ${config.port} sudah dipakai program lain. Hentikan program itu atau jalankan dengan PORT=<nomor lain>.`,
      );
    }
    if (error.code === 'EACCES')
      fail(`Tidak boleh membuka port ${config.port} (EACCES). Pakai PORT di atas 1024.`);
    throw error;
  });

  server.once('listening', () => {
    ready = getDatabase().then(
      (database) => {
        const { port } = server.address() as AddressInfo;
        // Durable background jobs (reminders, pruning…): decision 070.
        const jobs = startServerJobs(database.db, config);
        installShutdownHooks(async () => {
          await new Promise<void>((resolve) => server.close(() => resolve()));
          await jobs?.stop();
          await closeDatabase();
        });
        setInterval(() => {
          pruneExpiredRowsOnce(database.db).catch(
            (error: unknown) =>
              log('warn', 'pruning expired rows failed', {
                error: error instanceof Error ? error.name : 'unknown',
              }),
          );
        }, PRUNE_EXPIRED_EVERY_MS).unref();
        log('info', 'server ready', { database: database.kind, port });
        if (!config.isProduction) console.log(`\n  ${demoModeLine(config)}`);
        console.log(`\n  Bimbel siap: ${config.publicOrigin}/\n`);
      },
      (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
    );
  });

  return server;
}
