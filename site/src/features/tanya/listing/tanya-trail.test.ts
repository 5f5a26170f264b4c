import { describe, expect, it } from 'vitest';
import { buildTanyaTrail, toJsonLdCrumbs } from './tanya-trail.ts';

describe('buildTanyaTrail', () => {
  it('leads from Tanya through grade and subject to the chapter and topic', () => {
    const trail = buildTanyaTrail({
      grade: 10,
      subject: 'fisika',
      chapter: { name: 'Gerak Lurus', slug: 'gerak-lurus' },
      topic: { name: 'Gerak lurus beraturan', slug: 'gerak-lurus-beraturan' },
    });
    expect(trail).toEqual([
      { label: 'Tanya', href: '/tanya' },
      { label: 'Kelas 10', href: '/tanya#kelas-10', isSection: true },
      { label: 'Fisika', href: '/tanya#kelas-10-fisika', isSection: true },
      { label: 'Gerak Lurus', href: '/tanya/chapter/10/fisika/gerak-lurus' },
      { label: 'Gerak lurus beraturan', href: '/tanya/topic/10/fisika/gerak-lurus-beraturan' },
    ]);
  });

  it('ends at the chapter on a chapter page', () => {
    const trail = buildTanyaTrail({
      grade: 4,
      subject: 'matematika',
      chapter: { name: 'Pecahan', slug: 'pecahan' },
    });
    expect(trail.map((item) => item.label)).toEqual(['Tanya', 'Kelas 4', 'Matematika', 'Pecahan']);
  });
});

describe('toJsonLdCrumbs', () => {
  it('keeps only levels with a page of their own', () => {
    const trail = buildTanyaTrail({
      grade: 4,
      subject: 'matematika',
      chapter: { name: 'Pecahan', slug: 'pecahan' },
    });
    expect(toJsonLdCrumbs(trail)).toEqual([
      { name: 'Tanya', path: '/tanya' },
      { name: 'Pecahan', path: '/tanya/chapter/4/matematika/pecahan' },
    ]);
  });
});
