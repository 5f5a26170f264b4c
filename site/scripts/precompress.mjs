// Writes .br and .gz beside every compressible file of the build, so the server sends
// compressed static files without spending CPU per request (serveStatic `precompressed`).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const publicDir = path.resolve(process.argv[2] ?? 'dist/public');
let count = 0;
for await (const file of files(publicDir)) {
  // Waku's RSC payloads for prerendered pages have no extension but compress well.
  const isRscPayload = file.includes(`${path.sep}RSC${path.sep}`) && !path.extname(file).match(/\.(br|gz)$/);
  if (!COMPRESSIBLE.test(file) && !isRscPayload) continue;
  if ((await stat(file)).size < MIN_BYTES) continue;
  const body = await readFile(file);
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), publicDir)}`);
