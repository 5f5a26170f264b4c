import { fsRouter } from 'waku';
import { createSiteAdapter } from './server/http/site-adapter.ts';

// Custom server entry (instead of Waku's managed one) so that our backend, compression,
// caching and security headers sit in front of everything, static files included.
export default createSiteAdapter(
  fsRouter(import.meta.glob('/src/pages/**/*.{tsx,ts}', { base: '/src/pages' })),
);
