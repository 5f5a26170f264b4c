import { describe, expect, it } from 'vitest';
import { groupCatalogue, type CatalogueRow } from './group-catalogue.ts';
import { pickSearchSuggestions } from './search-suggestions.ts';

const row = (grade: number, subject: string, chapter: string, topic: string): CatalogueRow => ({
  grade,
  subject,
  chapterName: chapter,
  chapterSlug: chapter.toLowerCase(),
  topicName: topic,
  topicSlug: topic.toLowerCase().replaceAll(' ', '-'),
});

const ROWS = [
  row(4, 'matematika', 'Pecahan', 'Pecahan senilai'),
  row(4, 'matematika', 'Pecahan', 'Pecahan campuran'),
  row(5, 'matematika', 'Debit', 'Kecepatan'),
  row(8, 'fisika', 'Tekanan', 'Tekanan hidrostatis'),
  row(10, 'kimia', 'Stoikiometri', 'Konsep mol'),
  row(12, 'matematika', 'Statistika', 'Modus'),
];

describe('pickSearchSuggestions', () => {
  it('takes one topic per grade and subject before a second from any', () => {
    expect(pickSearchSuggestions(groupCatalogue(ROWS), 5)).toEqual([
      'Pecahan senilai',
      'Kecepatan',
      'Tekanan hidrostatis',
      'Konsep mol',
      'Modus',
    ]);
  });

  it('spreads a short list over the grades', () => {
    expect(pickSearchSuggestions(groupCatalogue(ROWS), 2)).toEqual([
      'Pecahan senilai',
      'Tekanan hidrostatis',
    ]);
  });

  it('stops when the library has fewer topics than asked', () => {
    expect(pickSearchSuggestions(groupCatalogue(ROWS), 20)).toHaveLength(6);
    expect(pickSearchSuggestions([], 4)).toEqual([]);
  });
});
