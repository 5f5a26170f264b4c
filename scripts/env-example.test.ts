import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../site/src/server/config/config-variables.ts';
import { loadConfig } from '../site/src/server/config/config.ts';

const envExample = readFileSync(path.resolve(import.meta.dirname, '..', '.env.example'), 'utf8');
const assignments = new Map(
  envExample
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);

describe('.env.example', () => {
  it('lists every variable the server reads, with a comment above it', () => {
    for (const variable of CONFIG_VARIABLES) {
      expect(assignments.has(variable.name), variable.name).toBe(true);
      const line = envExample.split('\n').findIndex((l) => l.startsWith(`${variable.name}=`));
      expect(envExample.split('\n')[line - 1], variable.name).toMatch(/^# \S/);
    }
  });

  it('holds no secret value', () => {
    for (const variable of CONFIG_VARIABLES.filter((v) => v.secret)) {
      expect(assignments.get(variable.name), variable.name).toBe('');
    }
  });

  it('is a configuration the server accepts as it stands (safe defaults)', () => {
    const env = Object.fromEntries([...assignments].filter(([name]) => CONFIG_VARIABLES.some((v) => v.name === name)));
    const config = loadConfig(env);
    expect(config.appEnv).toBe('demo');
    expect(config.databaseUrl).toBeUndefined();
  });
});
