import { describe, expect, it } from 'vitest';
import { pathOfLoneSurrogate } from './validate.ts';

describe('pathOfLoneSurrogate', () => {
  it('finds half of a surrogate pair in a value or a key, and names where', () => {
    expect(pathOfLoneSurrogate({ name: 'Budi\ud800' })).toBe('name');
    expect(pathOfLoneSurrogate({ a: [{ b: 'ok' }, { c: '\udfff x' }] })).toBe('a.1.c');
    expect(pathOfLoneSurrogate({ ['k\ud83d']: 1 })).toBe('k\ud83d');
    expect(pathOfLoneSurrogate('\ud800')).toBe('');
  });

  it('lets whole pairs (emoji) and ordinary text through', () => {
    expect(pathOfLoneSurrogate({ name: 'Budi 😀', note: 'x² + √2', list: [1, null, true] })).toBeUndefined();
  });

  it('walks a body nested 20,000 levels deep without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}"\\ud800"${']'.repeat(20_000)}`) as unknown;
    expect(pathOfLoneSurrogate(deep)).toBe(Array.from({ length: 20_000 }, () => '0').join('.'));
    expect(pathOfLoneSurrogate(JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`))).toBeUndefined();
  });
});
