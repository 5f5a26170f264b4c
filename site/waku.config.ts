import { defineConfig } from 'waku/config';

// PGlite loads its WASM and data files from its own package folder, so it (and pg) must stay
// outside the server bundle: bundled, PGlite fails with ENOENT on pglite.data (STACK-NOTES.md).
const serverExternals = ['@electric-sql/pglite', 'pg'];

export default defineConfig({
  vite: {
    environments: {
      rsc: { resolve: { external: serverExternals } },
      ssr: { resolve: { external: serverExternals } },
    },
  },
});
