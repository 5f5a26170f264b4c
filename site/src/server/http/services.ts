import type { Hono } from 'hono';
import type { BackendDeps, BackendEnv } from './backend-context.ts';

/** A backend service: its routes at SPEC.md §7's own paths, built from the shared deps. */
export type BackendService = (deps: BackendDeps) => Hono<BackendEnv>;

/** Every service the backend serves, mounted in this order before the JSON 404. One line each. */
export const BACKEND_SERVICES: BackendService[] = [];
