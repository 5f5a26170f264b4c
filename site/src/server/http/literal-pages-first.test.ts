import { describe, expect, it } from 'vitest';
import { literalPagesFirst } from './literal-pages-first.ts';

describe('literalPagesFirst', () => {
  it('puts pages with a [param] after the literal ones, keeping each kind in its order', () => {
    const files = [
      './(app)/[segment].tsx',
      './(app)/bimbel/user/kelas/[classId].tsx',
      './(app)/contact-me.tsx',
      './(app)/jadwal.tsx',
      './404.tsx',
      './tanya/[questionId]/[slug].tsx',
    ];
    const ordered = Object.keys(literalPagesFirst(Object.fromEntries(files.map((file) => [file, file]))));
    expect(ordered).toEqual([
      './(app)/contact-me.tsx',
      './(app)/jadwal.tsx',
      './404.tsx',
      './(app)/[segment].tsx',
      './(app)/bimbel/user/kelas/[classId].tsx',
      './tanya/[questionId]/[slug].tsx',
    ]);
  });

  it('keeps every page and its module', () => {
    const page = () => Promise.resolve({});
    expect(literalPagesFirst({ './a.tsx': page, './[b].tsx': page })).toEqual({
      './a.tsx': page,
      './[b].tsx': page,
    });
  });
});
