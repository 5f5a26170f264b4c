import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN_TOKEN } from './e2e/support/admin-leads.ts';
import { E2E_AUTH_SECRET } from './e2e/support/midtrans-sandbox.ts';

const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's Chromium; these flags keep it off the (closed) network and quiet (STACK-NOTES.md).
const args = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The journeys also run at 1280×800 (see the desktop project). */
const DESKTOP_JOURNEYS = [
  'a-free-student-books-a-free-class',
  'a-declined-payment-shows-ditolak-at-once',
  'a-parent-buys-a-package-for-two-children',
  'a-parent-sees-each-paid-childs-plan-and-end-date',
  'a-parent-switches-between-students',
  'a-refund-through-the-sandbox-ends-a-paid-subscription',
  'a-student-keeps-the-site-header-on-a-tanya-video',
  'a-student-asks-in-the-class-qna',
  'a-trial-student-sees-this-weeks-classes',
  'a-visitor-and-a-single-student-use-the-account-corner',
  'a-visitor-gets-thumbnails-sized-for-their-screen',
  'a-visitor-on-a-dead-link-keeps-the-site-around-them',
  'a-visitor-reads-the-sales-page-and-registers',
  'a-visitor-reads-the-timetable-and-the-teachers',
  'every-page-keeps-to-its-content-security-policy',
  'student-watches-a-tanya-video',
  'student-watches-a-tanya-video-with-the-keyboard',
  'student-sees-a-tanya-video-whole-with-readable-captions',
  'visitor-finds-the-header-and-footer-on-every-page',
  'visitor-opens-the-site',
  'visitor-reads-the-bimbel-and-help-pages',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Phones in Jakarta (WIB), as the product's users mostly are: a page that follows the device's
  // zone (the class times, decision 073) then renders once. Journeys about other zones set their own.
  use: { baseURL, timezoneId: 'Asia/Jakarta', launchOptions: { executablePath, args }, trace: 'off' },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    // The journeys whose page or input differs on a laptop: layout, navigation, the header's
    // account corner, mouse and keyboard, the Tanya player, the thumbnails' widths, one purchase.
    // Every journey runs on the phone, our users' device (decision 090: the suite's time).
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: DESKTOP_JOURNEYS.map((journey) => `${journey}.spec.ts`),
    },
  ],
  webServer: {
    // The built site, started as a user would, on a fresh embedded database.
    command: 'node scripts/serve.mjs',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: 'demo',
      // Due jobs (the sandbox's notifications, reminders) are looked for every second, not every 5.
      JOBS_POLL_MS: '1000',
      DATA_DIR: path.join(os.tmpdir(), `bimbel-e2e-${process.pid}`),
      PUBLIC_ORIGIN: baseURL,
      // Each journey sends its own X-Forwarded-For (e2e/support/fixtures.ts): per-visitor limits.
      TRUST_PROXY: '1',
      // Lets the lead journeys read the admin export (GET /api/admin/leads).
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // A known AUTH_SECRET, so journeys can call the built-in Midtrans sandbox with its key (decision 080).
      AUTH_SECRET: E2E_AUTH_SECRET,
      // README's demo numbers plus numbers without an account for the sign-up journeys: both
      // projects share one database, and a number can register only once.
      // 41 and 42: the free-class journey's own new students (e2e/support/free-sessions.ts).
      // 51–60: the payment journeys' buyers (e2e/support/payments.ts).
      // 61–68: the checkout journeys' own families (e2e/support/checkout.ts).
      OTP_TEST_NUMBERS: [
        ...['01', '02', '03', '04', '05', '09', '19', '29', '39', '41', '42'],
        ...['51', '52', '53', '54', '55', '56', '57', '58', '59', '60'],
        ...['61', '62', '63', '64', '65', '66', '67', '68'],
      ]
        .map((ending) => `+62811000000${ending}:123456`)
        .join(','),
    },
  },
});
