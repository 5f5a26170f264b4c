import { defineConfig } from 'waku/config';

// PGlite loads its WASM and data files from its own package folder, so it (and pg) must stay
// outside the server bundle: bundled, PGlite fails with ENOENT on pglite.data (STACK-NOTES.md).
// sharp loads its prebuilt libvips (a native addon) from its own packages, so it stays outside too.
const serverExternals = ['@electric-sql/pglite', 'pg', 'sharp'];

export default defineConfig({
  vite: {
    build: {
      // Fonts stay files: the maths subset is under Vite's 4 KB inline limit, and inlined it would
      // ride in every page's stylesheet instead of loading only where needed (decision 061).
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
      modulePreload: false,
    },
    environments: {
      rsc: { resolve: { external: serverExternals } },
      ssr: { resolve: { external: serverExternals } },
    },
  },
});
