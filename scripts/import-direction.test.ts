import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The import direction of ARCHITECTURE.md (site → ui → domain) is enforced by lint; these
// cases prove the rule fires, so a config change cannot switch it off unnoticed.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImportErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('import direction', () => {
  it('forbids domain/ from importing site/', async () => {
    const errors = await restrictedImportErrors(
      'domain/src/phone/example.ts',
      "import { log } from '../../../site/src/server/http/logger.ts';\nexport const x = log;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('forbids domain/ from importing ui/, React or Node', async () => {
    for (const source of ['@bimbel/ui/button/button', 'react', 'node:fs']) {
      const errors = await restrictedImportErrors('domain/src/text/example.ts', `import x from '${source}';\nexport const y = x;\n`);
      expect(errors, source).toHaveLength(1);
    }
  });

  it('forbids ui/ from importing site/', async () => {
    const errors = await restrictedImportErrors(
      'ui/src/button/button.tsx',
      "import { SITE_INFO } from '../../../site/src/lib/site-info.ts';\nexport const x = SITE_INFO;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets site/ import domain/', async () => {
    const errors = await restrictedImportErrors(
      'site/src/lib/example.ts',
      "import { truncateText } from '@bimbel/domain/text/truncate-text';\nexport const x = truncateText;\n",
    );
    expect(errors).toEqual([]);
  });
});
