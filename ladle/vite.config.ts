import pandacss from '@pandacss/dev/postcss';
import path from 'node:path';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  css: { postcss: { plugins: [pandacss({ configPath: path.join(root, 'panda.config.ts'), cwd: root })] } },
  server: { fs: { allow: [root] } },
});
