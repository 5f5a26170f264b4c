import { defineConfig } from 'vitest/config';

// One runner, one project per layer (ARCHITECTURE.md "Tests").
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['domain/src/**/*.test.ts'],
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
    ],
  },
});
