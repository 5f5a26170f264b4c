import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Client components must not load server code (docs/decisions/062-server-only-imports.md). These
// cases prove the lint rule fires — on the import itself and through a module in between — and
// stays quiet for what is legal, so a config change cannot switch it off unnoticed.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const CLIENT_FILE = 'site/src/features/tanya/search/example-client.tsx';

async function boundaryErrors(code: string, file = CLIENT_FILE) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'bimbel/no-server-import-in-client');
}

const clientModule = (imports: string) => `'use client';\n\n${imports}\n`;

describe('server code stays out of client components', () => {
  it("forbids a 'use client' file from importing a server module", async () => {
    const errors = await boundaryErrors(
      clientModule(
        "import { searchQuestions } from '#site/server/tanya/tanya-queries.ts';\nexport const x = searchQuestions;",
      ),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain("'#site/server/tanya/tanya-queries.ts' is server code");
  });

  it('sees relative paths, re-exports and dynamic imports too', async () => {
    const errors = await boundaryErrors(
      clientModule(
        [
          "import { getDatabase } from '../../../server/db/database.ts';",
          "export { getConfig } from '#site/server/config/config.ts';",
          "export const load = () => import('#site/server/tanya/tanya-queries.ts');",
          'export const x = getDatabase;',
        ].join('\n'),
      ),
    );
    expect(errors.map((error) => error.line)).toEqual([3, 4, 5]);
  });

  it('follows imports through modules that are not client components themselves', async () => {
    const errors = await boundaryErrors(
      clientModule(
        "import { loadListingPage } from '#site/features/tanya/listing/load-listing-page.ts';\nexport const x = loadListingPage;",
      ),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain(
      'site/src/features/tanya/listing/load-listing-page.ts → site/src/server/db/database.ts',
    );
  });

  it('counts `import { type X }` as loading the module (verbatimModuleSyntax keeps it)', async () => {
    const errors = await boundaryErrors(
      clientModule(
        "import { type TanyaPage } from '#site/server/tanya/tanya-queries.ts';\nexport type X = TanyaPage<number>;",
      ),
    );
    expect(errors).toHaveLength(1);
  });

  it('allows type-only imports of server modules in client components', async () => {
    const errors = await boundaryErrors(
      clientModule(
        [
          "import type { TanyaPage } from '#site/server/tanya/tanya-queries.ts';",
          "export type { Tables } from '#site/server/db/database.ts';",
          'export type X = TanyaPage<number>;',
        ].join('\n'),
      ),
    );
    expect(errors).toEqual([]);
  });

  it('allows client components to import client-safe modules and other client components', async () => {
    const errors = await boundaryErrors(
      clientModule(
        [
          "import { parsePageNumber } from '#site/features/tanya/listing/page-number.ts';",
          "import { TanyaSearchForm } from './tanya-search-form.tsx';",
          'export const x = [parsePageNumber, TanyaSearchForm];',
        ].join('\n'),
      ),
    );
    expect(errors).toEqual([]);
  });

  it('lets server components (no directive) import server modules', async () => {
    const errors = await boundaryErrors(
      "import { getDatabase } from '#site/server/db/database.ts';\nexport const x = getDatabase;\n",
      'site/src/features/tanya/home/example-loader.ts',
    );
    expect(errors).toEqual([]);
  });

  it("reads the directive only at the top: a later 'use client' string is not one", async () => {
    const errors = await boundaryErrors(
      "import { getDatabase } from '#site/server/db/database.ts';\n'use client';\nexport const x = getDatabase;\n",
    );
    expect(errors).toEqual([]);
  });
});
