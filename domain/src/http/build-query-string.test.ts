import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQueryString, type QueryScalar } from './build-query-string.ts';

// The domain compiles without DOM or Node types; URLSearchParams exists at run time in Node.
declare const URLSearchParams: new (init: string) => {
  getAll(name: string): string[];
  keys(): IterableIterator<string>;
};

describe('buildQueryString', () => {
  it('builds ?a=1&b=2 in key order', () => {
    expect(buildQueryString({ a: 1, b: 2 })).toBe('?a=1&b=2');
  });

  it('returns an empty string when nothing is left', () => {
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString({ a: undefined, b: null, c: '', d: [] })).toBe('');
  });

  it('joins array values with commas', () => {
    expect(buildQueryString({ focusExamIds: [3, 7, 12] })).toBe('?focusExamIds=3,7,12');
  });

  it('drops empty items from arrays and arrays left empty', () => {
    expect(buildQueryString({ ids: ['', 1, null, 2, undefined], other: ['', null] })).toBe('?ids=1,2');
  });

  it('drops empty strings, null and undefined but keeps 0 and false', () => {
    expect(buildQueryString({ offset: 0, trial: false, stream: '', q: null, page: undefined })).toBe(
      '?offset=0&trial=false',
    );
  });

  it('drops NaN and infinite numbers', () => {
    expect(buildQueryString({ limit: Number.NaN, offset: Number.POSITIVE_INFINITY, page: 2 })).toBe(
      '?page=2',
    );
  });

  it('encodes keys and values', () => {
    expect(buildQueryString({ curriculum: 'Kurikulum Merdeka', 'a&b': 'x=y', sum: '1+1' })).toBe(
      '?curriculum=Kurikulum%20Merdeka&a%26b=x%3Dy&sum=1%2B1',
    );
  });

  it('encodes a comma inside an array item but not between items', () => {
    expect(buildQueryString({ tags: ['a,b', 'c'] })).toBe('?tags=a%2Cb,c');
  });

  it('drops the empty key', () => {
    expect(buildQueryString({ '': 'x', a: 'y' })).toBe('?a=y');
  });

  it('replaces lone surrogates instead of throwing', () => {
    expect(buildQueryString({ q: 'a\uD800b' })).toBe('?q=a%EF%BF%BDb');
  });

  it('gives back the kept values when parsed with URLSearchParams', () => {
    const scalar = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }));
    // Keys start with a letter: JavaScript moves integer-like keys to the front of objects.
    const params = fc.dictionary(fc.stringMatching(/^[a-zA-Z][\w.~ -]{0,8}$/), value, { maxKeys: 6 });

    /** What the builder should keep of one item: its text, or null when it is dropped. */
    const keptText = (item: QueryScalar): string | null => {
      if (item === null || item === undefined || item === '') return null;
      if (typeof item === 'number' && !Number.isFinite(item)) return null;
      return String(item);
    };

    fc.assert(
      fc.property(params, (input) => {
        const expected = Object.entries(input)
          .map(([key, raw]) => {
            const items = (Array.isArray(raw) ? raw : [raw]).map(keptText).filter((text) => text !== null);
            return { key, items };
          })
          .filter(({ items }) => items.length > 0);

        const query = buildQueryString(input);
        if (expected.length === 0) {
          expect(query).toBe('');
          return;
        }
        expect(query.startsWith('?')).toBe(true);
        const parsed = new URLSearchParams(query);
        expect([...parsed.keys()]).toEqual(expected.map(({ key }) => key));
        for (const { key, items } of expected) expect(parsed.getAll(key)).toEqual([items.join(',')]);
      }),
    );
  });
});
