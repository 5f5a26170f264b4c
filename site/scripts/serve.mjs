// Serves the build. The embedded database lives in the repository's .data/ unless DATA_DIR says
// otherwise (the server runs with site/ as its working folder, where the build's files are).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(siteDir);
process.env.DATA_DIR ??= path.resolve(siteDir, '..', '.data');
const entry = path.join(siteDir, 'dist', 'serve-node.js');
if (!existsSync(entry)) {
  console.error('\n✖ Belum ada hasil build. Jalankan `pnpm build` dulu (atau `npm start`).\n');
  process.exit(1);
}
await import(pathToFileURL(entry).href);
