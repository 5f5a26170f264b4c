// A pure unit test; named .tsx because the ui project of vitest.config.ts collects *.test.tsx.
import { describe, expect, it } from 'vitest';
import { buildPageWindow, PAGE_GAP as gap } from './page-window.ts';

describe('buildPageWindow', () => {
  it('lists every page when they all fit', () => {
    expect(buildPageWindow({ currentPage: 1, totalPages: 1 })).toEqual([1]);
    expect(buildPageWindow({ currentPage: 2, totalPages: 4 })).toEqual([1, 2, 3, 4]);
    expect(buildPageWindow({ currentPage: 7, totalPages: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives no pages for an empty list', () => {
    expect(buildPageWindow({ currentPage: 1, totalPages: 0 })).toEqual([]);
  });

  it('on the first page shows the start, one gap and the last page', () => {
    expect(buildPageWindow({ currentPage: 1, totalPages: 10 })).toEqual([1, 2, 3, 4, 5, gap, 10]);
  });

  it('in the middle shows the current page with a neighbour each side between two gaps', () => {
    expect(buildPageWindow({ currentPage: 5, totalPages: 10 })).toEqual([1, gap, 4, 5, 6, gap, 10]);
    expect(buildPageWindow({ currentPage: 50, totalPages: 120 })).toEqual([1, gap, 49, 50, 51, gap, 120]);
  });

  it('on the last page shows the first page, one gap and the end', () => {
    expect(buildPageWindow({ currentPage: 10, totalPages: 10 })).toEqual([1, gap, 6, 7, 8, 9, 10]);
  });

  it('never hides a single page behind a gap', () => {
    expect(buildPageWindow({ currentPage: 4, totalPages: 10 })).toEqual([1, 2, 3, 4, 5, gap, 10]);
    expect(buildPageWindow({ currentPage: 7, totalPages: 10 })).toEqual([1, gap, 6, 7, 8, 9, 10]);
    expect(buildPageWindow({ currentPage: 5, totalPages: 8 })).toEqual([1, gap, 4, 5, 6, 7, 8]);
  });

  it('keeps the same length wherever the current page is', () => {
    const lengths = Array.from(
      { length: 30 },
      (_, index) => buildPageWindow({ currentPage: index + 1, totalPages: 30 }).length,
    );
    expect(new Set(lengths)).toEqual(new Set([7]));
  });

  it('always includes the first, the last and the current page, in ascending order', () => {
    for (let current = 1; current <= 30; current += 1) {
      const pages = buildPageWindow({ currentPage: current, totalPages: 30 }).filter((item) => item !== gap);
      expect(pages).toContain(1);
      expect(pages).toContain(30);
      expect(pages).toContain(current);
      expect(pages).toEqual([...pages].sort((a, b) => a - b));
    }
  });

  it('widens the window with more siblings', () => {
    expect(buildPageWindow({ currentPage: 10, totalPages: 20, siblingCount: 2 })).toEqual([
      1,
      gap,
      8,
      9,
      10,
      11,
      12,
      gap,
      20,
    ]);
  });

  it('clamps a current page outside 1…totalPages', () => {
    expect(buildPageWindow({ currentPage: 0, totalPages: 10 })).toEqual([1, 2, 3, 4, 5, gap, 10]);
    expect(buildPageWindow({ currentPage: 99, totalPages: 10 })).toEqual([1, gap, 6, 7, 8, 9, 10]);
  });
});
