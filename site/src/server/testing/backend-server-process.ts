/*
 * Run by fault and scale-out tests as a separate process (node --import tsx
 * backend-server-process.ts): the production server (startServer: configuration from the
 * environment, the port, the database, pruning, shutdown hooks) serving the backend app alone,
 * without the page router, so the tests need no build.
 */
import { createBackendApp } from '../backend-app.ts';
import { startServer } from '../http/start-server.ts';

const app = createBackendApp();
startServer({ fetch: (request) => app.fetch(request) });
