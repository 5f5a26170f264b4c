import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The subscriptions table has one writer (decision 100): this fails when any other file of the
 * site — product code, seeders or tests — inserts, updates or deletes its rows. The migrations
 * (which create and reshape the table) and the migration test (which checks them on old rows) are
 * the only exceptions.
 */

const SITE_SRC = fileURLToPath(new URL('../../..', import.meta.url));
const WRITER = fileURLToPath(new URL('./subscription-writer.ts', import.meta.url));
const EXEMPT = [path.join(SITE_SRC, 'server/db/migrations') + path.sep, path.join(SITE_SRC, 'server/db/migrate.test.ts')];

/** A query-builder write of the table, or SQL text writing it. */
const WRITES = [
  /\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]subscriptions['"`]/,
  /\b(?:insert\s+into|update|delete\s+from)\s+"?subscriptions"?\s/i,
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(?:ts|tsx|mts)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the subscriptions writer', () => {
  it('is the only file of site/src that writes the subscriptions table', async () => {
    const files = (await sourceFiles(SITE_SRC)).filter(
      (file) => file !== WRITER && !EXEMPT.some((exempt) => file.startsWith(exempt) || file === exempt),
    );
    expect(files.length).toBeGreaterThan(300);
    const writers: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      if (WRITES.some((pattern) => pattern.test(text))) writers.push(path.relative(SITE_SRC, file));
    }
    expect(writers).toEqual([]);
    // The patterns do find a write: the writer itself has each kind.
    const writer = await readFile(WRITER, 'utf8');
    expect(WRITES[0]!.test(writer)).toBe(true);
  });
});
