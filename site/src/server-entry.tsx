import { fsRouter } from 'waku';
import { literalPagesFirst } from './server/http/literal-pages-first.ts';
import { createSiteAdapter } from './server/http/site-adapter.ts';

// Custom server entry (instead of Waku's managed one) so that our backend, compression,
// caching and security headers sit in front of everything, static files included. Literal
// pages are matched before `[param]` pages of the same depth (decision 084).
export default createSiteAdapter(
  fsRouter(literalPagesFirst(import.meta.glob('/src/pages/**/*.{tsx,ts}', { base: '/src/pages' }))),
);
