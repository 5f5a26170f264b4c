import { describe, expect, it } from 'vitest';
import { parsePageNumber, readQueryPage } from './page-number.ts';

describe('parsePageNumber', () => {
  it('reads whole page numbers from 1', () => {
    expect(parsePageNumber('1')).toBe(1);
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber('120')).toBe(120);
  });

  it.each(['0', '01', '-1', '2.5', '1e3', ' 2', 'abc', '', '9999999'])(
    'refuses %j, so the URL answers 404',
    (segment) => {
      expect(parsePageNumber(segment)).toBeUndefined();
    },
  );

  it('refuses a missing segment', () => {
    expect(parsePageNumber(undefined)).toBeUndefined();
  });
});

describe('readQueryPage', () => {
  it('reads ?page= and falls back to page 1 when it is missing or bad', () => {
    expect(readQueryPage(new URLSearchParams('q=a&page=3'))).toBe(3);
    expect(readQueryPage(new URLSearchParams('q=a'))).toBe(1);
    expect(readQueryPage(new URLSearchParams('q=a&page=nol'))).toBe(1);
  });
});
