import type { Endpoint } from './endpoint.ts';

/**
 * `POST {api}/api/v1/tanya/questions/{id}/views` (decision 078), in a module of its own: the
 * Tanya video page (an 85 KB client-JS budget, outside the app's providers) loads only this
 * address, not the list of every call in endpoints.ts (which re-exports it).
 */
export const TANYA_VIDEO_VIEW = {
  method: 'POST',
  host: 'api',
  path: '/api/v1/tanya/questions/{id}/views',
} as const satisfies Endpoint;
