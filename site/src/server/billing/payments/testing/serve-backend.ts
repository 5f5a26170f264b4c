import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createBackendApp } from '../../../backend-app.ts';
import type { Harness } from '../../../testing/backend-harness.ts';

export type ServedBackend = {
  /** `http://127.0.0.1:<port>`: where the app answers over real HTTP. */
  origin: string;
  close(): Promise<void>;
};

/**
 * Serves the harness's backend app (its database, config and frozen clock) over real HTTP on a
 * free port of 127.0.0.1, so the payment adapter talks to the sandbox as it talks to Midtrans.
 */
export async function serveBackend(harness: Harness): Promise<ServedBackend> {
  const app = createBackendApp({
    database: async () => harness.database,
    config: () => harness.config,
    now: () => harness.clock.now,
  });
  return serveFetch((request) => app.fetch(request));
}

/** Serves any fetch handler on a free port of 127.0.0.1 (a notification receiver, a silent server). */
export function serveFetch(handler: (request: Request) => Response | Promise<Response>): Promise<ServedBackend> {
  return new Promise((resolve) => {
    const server = serve({ fetch: handler, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
  });
}
