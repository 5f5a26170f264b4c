#!/usr/bin/env node
// Lighthouse (12.2.3, pinned: 13 wants Node 22) over every public page type of the BUILT site,
// started here on a free port with a fresh embedded database (demo mode), at Lighthouse's default
// mobile settings (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown), in Debian's
// /usr/bin/chromium launched by chrome-launcher with STACK-NOTES' flags (no network but 127.0.0.1).
// Each page is audited --runs times (default 3) and the median of each category is kept.
//
// Budget (issue 17): performance, accessibility, best practices and SEO ≥ 95 on every page; SEO is
// not counted on pages that are deliberately `noindex` (login, search results, 404). Also printed:
// the median CLS (goal ≤ 0.05), FCP (goal ≤ 1.8 s) and LCP of each page.
//
// Usage (repository root, after `pnpm build`):
//   node bench/lighthouse.mjs [--runs 3] [--min 95] [--only /tanya,{video},/login] [/extra/path …]
// Exit code 1 when a page misses the budget or could not be audited. Not part of `npm test`.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { requireBuild, startBuiltServer } from './built-server.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values: options, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    min: { type: 'string', default: '95' },
    // A comma-separated subset of the list below, e.g. --only /tanya,{video},/login
    only: { type: 'string' },
  },
  allowPositionals: true,
});
const RUNS = Math.min(Math.max(Number(options.runs), 1), 9);
const MIN_SCORE = Number(options.min);
const CLS_GOAL = 0.05;
const FCP_GOAL_MS = 1800;

/**
 * Every public page type (not the 404 page: Lighthouse refuses to audit a page answering 404). `{video}`, `{chapter}` and `{topic}` are found on /tanya (the first
 * link of each kind); a page that answers 404 (not built yet) is reported and skipped.
 * Pages deliberately `noindex` are marked: their SEO score is shown but not held to the budget.
 */
const PAGES = [
  { path: '/' },
  { path: '/bimbel' },
  { path: '/tanya' },
  { path: '{video}' },
  { path: '{chapter}' },
  { path: '{topic}' },
  { path: '/tanya/cari?q=persamaan', noindex: true },
  { path: '/jadwal' },
  { path: '/gurujuara' },
  { path: '/contact-me' },
  { path: '/login', noindex: true },
  { path: '/paket' },
  { path: '/bimbel/paket/utbk-snbt' },
  { path: '/kebijakan-privasi' },
  { path: '/ketentuan-layanan' },
  { path: '/faq-pusat-bantuan' },
  { path: '/bimbel-online' },
  { path: '/daftar-bimbel' },
  { path: '/smartfest' },
  { path: '/akademi' },
  ...positionals.map((extra) => ({ path: extra })),
].filter((page) => !options.only || options.only.split(',').includes(page.path));

requireBuild();
if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROME_PATH).`);
  process.exit(1);
}

function get(port, pathname) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
  });
}

/** The first link of each page type on /tanya, then on the video page found there (its topic). */
async function findTanyaPages(port) {
  const found = {};
  const patterns = {
    video: /href="(\/tanya\/[0-9a-f-]{36}\/[^"?#]+)"/,
    chapter: /href="(\/tanya\/chapter\/[^"?#]+)"/,
    topic: /href="(\/tanya\/topic\/[^"?#]+)"/,
  };
  for (const page of ['/tanya', () => found.video]) {
    const pathname = typeof page === 'function' ? page() : page;
    if (!pathname) continue;
    const { text } = await get(port, pathname);
    for (const [kind, pattern] of Object.entries(patterns)) found[kind] ??= pattern.exec(text)?.[1];
  }
  return found;
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor((sorted.length - 1) / 2)];
};

const server = await startBuiltServer({ name: 'lighthouse' });
const { port } = server;
let chrome;
const rows = [];
let failed = false;
try {
  const tanya = await findTanyaPages(port);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const page of PAGES) {
    const pathname = page.path.replace(/^\{(\w+)\}$/, (_, kind) => tanya[kind] ?? '');
    if (!pathname) {
      rows.push({ page: page.path, note: 'no such link on /tanya' });
      failed = true;
      continue;
    }
    const answer = await get(port, pathname);
    if (answer.status !== (page.status ?? 200)) {
      // Pages of other parts of issue 17 not built yet answer 404: reported, not failed.
      rows.push({ page: pathname, note: `answered ${answer.status}`, skipped: answer.status === 404 });
      if (answer.status !== 404) failed = true;
      continue;
    }
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // A trace Lighthouse could not read (NO_NAVSTART, seen on the loaded machine) is run again, twice at most.
      let lhr;
      for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) {
        const result = await lighthouse(`http://127.0.0.1:${port}${pathname}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        lhr = result?.lhr;
      }
      if (!lhr || lhr.runtimeError) {
        console.error(`${pathname}: ${lhr?.runtimeError?.message ?? 'no result'}`);
        break;
      }
      runs.push(lhr);
      // LIGHTHOUSE_AUDITS=<path> prints that page's failing audits of the last run (to find causes).
      if (process.env.LIGHTHOUSE_AUDITS === pathname && run === RUNS - 1) {
        for (const audit of Object.values(lhr.audits)) {
          if (audit.score !== null && audit.score < 0.9)
            console.log(`  ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`);
        }
      }
    }
    if (runs.length < RUNS) {
      rows.push({ page: pathname, note: 'Lighthouse could not audit it' });
      failed = true;
      continue;
    }
    const score = (id) => median(runs.map((lhr) => lhr.categories[id]?.score * 100));
    const metric = (id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue));
    const row = {
      page: pathname,
      noindex: page.noindex === true,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
    };
    const held = [row.performance, row.accessibility, row.bestPractices, ...(row.noindex ? [] : [row.seo])];
    row.misses =
      held.some((value) => value === undefined || value < MIN_SCORE) ||
      row.cls > CLS_GOAL ||
      row.fcp > FCP_GOAL_MS;
    if (row.misses) failed = true;
    rows.push(row);
    console.error(`audited ${pathname}`);
  }
} finally {
  await chrome?.kill();
  await server.stop();
}

const fmt = (value, digits = 0) => (value === undefined ? '—' : value.toFixed(digits));
console.log(
  `\n### Lighthouse 12.2.3, mobile, median of ${RUNS} (budget ≥ ${MIN_SCORE}; CLS ≤ ${CLS_GOAL}, FCP ≤ ${FCP_GOAL_MS / 1000} s)\n`,
);
console.log('| page | perf | a11y | best pr. | SEO | CLS | FCP s | LCP s | TBT ms | |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  if (row.note) {
    console.log(`| ${row.page} | — | — | — | — | — | — | — | — | ${row.note} |`);
    continue;
  }
  console.log(
    `| ${row.page} | ${fmt(row.performance)} | ${fmt(row.accessibility)} | ${fmt(row.bestPractices)} | ${fmt(row.seo)}${row.noindex ? ' (noindex)' : ''} | ${fmt(row.cls, 3)} | ${fmt(row.fcp / 1000, 2)} | ${fmt(row.lcp / 1000, 2)} | ${fmt(row.tbt)} | ${row.misses ? '✖' : '✓'} |`,
  );
}
if (failed) {
  console.error('\n✖ Some page misses the Lighthouse budget (or could not be audited).');
  process.exit(1);
}
console.log('\nEvery audited page is within the budget.');
