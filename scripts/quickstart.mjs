#!/usr/bin/env node
// The README's two commands: `npm start` and `npm test`. Needs only Node ≥ 20.19 and npm:
// it brings pnpm (pinned in package.json), installs, builds, and then serves or tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];

function die(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) die(`${cmd} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    die(`Node ${process.versions.node} terlalu lama: pasang Node 20.19 atau lebih baru.`);
  }
}

/** pnpm from PATH when it is the pinned major; otherwise through npx (npm ships npx). */
function pnpmCommand() {
  const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager;
  const version = pinned.split('@')[1];
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === version.split('.')[0]) {
    return ['pnpm', []];
  }
  return ['npx', ['--yes', `pnpm@${version}`]];
}

function pnpm(args, options) {
  const [cmd, prefix] = pnpmCommand();
  run(cmd, [...prefix, ...args], options);
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** The UI tests drive Debian's Chromium; browser downloads do not work on these machines. */
function ensureChromium() {
  if (chromiumPath()) return;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (hasApt) {
    const apt = (args) => (isRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
    console.log('Memasang Chromium dari paket Debian (sekali saja)…');
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'chromium']);
    if (chromiumPath()) return;
  }
  die(
    'Tes UI butuh Chromium. Pasang Chromium (Debian/Ubuntu: `apt-get install chromium`), ' +
      'atau set CHROMIUM_PATH ke file Chromium/Chrome yang sudah ada, lalu jalankan lagi.',
  );
}

/**
 * The HTML check (site/src/server/http/site-crawl.test.ts) runs the Nu HTML Checker (npm
 * `vnu-jar`) on Java: Debian's headless runtime, installed the same way as Chromium.
 */
function ensureJava() {
  if (spawnSync('java', ['-version'], { encoding: 'utf8' }).status === 0) return;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (hasApt) {
    const apt = (args) => (isRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
    console.log('Memasang Java dari paket Debian untuk pemeriksa HTML (sekali saja)…');
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'default-jre-headless']);
    if (spawnSync('java', ['-version'], { encoding: 'utf8' }).status === 0) return;
  }
  die(
    'Tes HTML butuh Java. Pasang Java (Debian/Ubuntu: `apt-get install default-jre-headless`), ' +
      'lalu jalankan lagi.',
  );
}

/** Fails before the minute of install and build when the server could not listen anyway. */
async function checkPortFree() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const busy = await new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
  if (busy) die(`Port ${port} sudah dipakai program lain. Hentikan program itu atau jalankan dengan PORT=<nomor lain>.`);
}

checkNode();
if (command === 'start') {
  await checkPortFree();
  pnpm(['install', '--frozen-lockfile']);
  pnpm(['run', 'build']);
  pnpm(['run', 'serve']);
} else if (command === 'test') {
  pnpm(['install', '--frozen-lockfile']);
  ensureChromium();
  ensureJava();
  pnpm(['run', 'check']);
} else {
  die('Pakai: node scripts/quickstart.mjs start|test');
}
