import { describe, expect, it } from 'vitest';
import { catalogueAnchor, groupCatalogue, type CatalogueRow } from './group-catalogue.ts';

const row = (grade: number, subject: string, chapter: string, topic: string): CatalogueRow => ({
  grade,
  subject,
  chapterName: chapter,
  chapterSlug: chapter.toLowerCase().replaceAll(' ', '-'),
  topicName: topic,
  topicSlug: topic.toLowerCase().replaceAll(' ', '-'),
});

describe('groupCatalogue', () => {
  it('nests grades › subjects › chapters › topics with their page paths', () => {
    const grouped = groupCatalogue([
      row(10, 'matematika', 'Persamaan Kuadrat', 'Akar persamaan'),
      row(10, 'matematika', 'Persamaan Kuadrat', 'Diskriminan'),
      row(10, 'matematika', 'Trigonometri', 'Sudut istimewa'),
    ]);
    expect(grouped).toEqual([
      {
        grade: 10,
        subjects: [
          {
            subject: 'matematika',
            name: 'Matematika',
            chapters: [
              {
                name: 'Persamaan Kuadrat',
                path: '/tanya/chapter/10/matematika/persamaan-kuadrat',
                topics: [
                  { name: 'Akar persamaan', path: '/tanya/topic/10/matematika/akar-persamaan' },
                  { name: 'Diskriminan', path: '/tanya/topic/10/matematika/diskriminan' },
                ],
              },
              {
                name: 'Trigonometri',
                path: '/tanya/chapter/10/matematika/trigonometri',
                topics: [{ name: 'Sudut istimewa', path: '/tanya/topic/10/matematika/sudut-istimewa' }],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('orders grades by number and subjects as docs/product §3 names them: Matematika, Fisika, Kimia', () => {
    // listCatalogue sorts subjects alphabetically (fisika, kimia, matematika).
    const grouped = groupCatalogue([
      row(12, 'kimia', 'Redoks', 'Bilangan oksidasi'),
      row(4, 'matematika', 'Pecahan', 'Pecahan senilai'),
      row(12, 'fisika', 'Listrik', 'Hukum Ohm'),
      row(12, 'matematika', 'Limit', 'Limit fungsi'),
    ]);
    expect(grouped.map((grade) => grade.grade)).toEqual([4, 12]);
    expect(grouped[1]!.subjects.map((subject) => subject.name)).toEqual(['Matematika', 'Fisika', 'Kimia']);
  });

  it('gives nothing for an empty library', () => {
    expect(groupCatalogue([])).toEqual([]);
  });
});

describe('catalogueAnchor', () => {
  it('names the grade and subject sections of /tanya', () => {
    expect(catalogueAnchor(7)).toBe('kelas-7');
    expect(catalogueAnchor(7, 'fisika')).toBe('kelas-7-fisika');
  });
});
