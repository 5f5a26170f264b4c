import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default {
  plugins: [pandacss({ configPath: path.join(root, 'panda.config.ts'), cwd: root })],
};
