import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Client code calls the named functions of lib/api (decision 064), never an API path literal. */
const API_PATH_LITERAL = /['"`]\/(api|sessions|user-management)\//;
const siteSrc = path.resolve(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\./.test(entry.name) ? [full] : [];
  });
}

describe('client code', () => {
  it('writes no API path: every call goes through a named function made from its contract', () => {
    const offenders = ['features', 'lib'].flatMap((folder) =>
      sourceFiles(path.join(siteSrc, folder))
        .filter((file) => API_PATH_LITERAL.test(readFileSync(file, 'utf8')))
        .map((file) => path.relative(siteSrc, file)),
    );
    expect(offenders).toEqual([]);
  });

  it('would notice one (the pattern matches the calls of before)', () => {
    expect(API_PATH_LITERAL.test("apiCall('api', '/user-management/v1/users/user-profiles')")).toBe(true);
    expect(API_PATH_LITERAL.test('apiCall("websiteApi", "/api/v1/callmeback")')).toBe(true);
  });
});
