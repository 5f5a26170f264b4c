import { playwright } from '@vitest/browser-playwright';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && existsSync(candidate),
);

// One runner, one project per layer (ARCHITECTURE.md "Tests").
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on the two-core machines
    // CI runs on. Most server test files wait on PostgreSQL, a child process or a timer, so
    // three workers keep both cores busy (decision 090: the suite's time).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['domain/src/**/*.test.ts'],
          // Property tests (fast-check, hundreds of runs) pass in ~1 s alone, but not within the
          // 5 s default when the two cores also build and drive Chromium.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'site',
          environment: 'node',
          include: ['site/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Each server test file gets its own database; PGlite start-up is CPU-bound.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The design system in real Chromium (Debian's package; browser downloads fail here).
        // Panda's PostCSS plugin, through the site's postcss config (one place for it).
        css: { postcss: path.join(root, 'site') },
        test: {
          name: 'ui',
          include: ['ui/src/**/*.test.tsx'],
          setupFiles: ['ui/src/test/setup.ts'],
          testTimeout: 15_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
              },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
          },
        },
      },
    ],
  },
});
