// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { clientServerBoundaryPlugin } from './lint/client-server-boundary.js';

/** Imports flow site → ui → domain (ARCHITECTURE.md). Lint fails on any other direction. */
const outOfSite = {
  group: ['site', 'site/*', '**/site/src/**', '**/site/src'],
  message: 'Nothing imports site/: move the shared piece down to ui/ or domain/.',
};
const outOfUi = {
  group: ['@bimbel/ui', '@bimbel/ui/*', '**/ui/src/**'],
  message: 'domain/ imports nothing of ours: it is pure logic.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'site/public/**', 'styled-system/**', '**/.data/**', '**/*.gen.ts', 'ladle/build/**', '.cache/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            outOfSite,
            outOfUi,
            { group: ['@bimbel/styled-system', '@bimbel/styled-system/*'], message: 'domain/ has no styles.' },
            { group: ['react', 'react-dom', 'react/*', 'node:*'], message: 'domain/ is pure: no React, no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outOfSite] }] },
  },
  {
    // Client components ('use client') and what they import must not load site/src/server/
    // (docs/decisions/062-server-only-imports.md).
    files: ['site/src/**/*.{ts,tsx}'],
    plugins: { bimbel: clientServerBoundaryPlugin },
    rules: { 'bimbel/no-server-import-in-client': 'error' },
  },
);
