import { describe, expect, it } from 'vitest';
import {
  buildTanyaChapterPath,
  buildTanyaRecommendedPath,
  buildTanyaTopicPath,
  buildTanyaVideoPath,
  toTanyaSlug,
} from './tanya-paths.ts';

describe('toTanyaSlug', () => {
  it('slugs question text', () => {
    expect(toTanyaSlug('Berapakah hasil dari 2³ × 5?')).toBe('berapakah-hasil-dari-23-5');
  });

  it('falls back to soal for a question of symbols only', () => {
    expect(toTanyaSlug('$\\int \\sqrt{}$ ∑')).toBe('soal');
  });

  it('caps the slug at 80 characters', () => {
    const question =
      'Sebuah mobil bergerak dengan kecepatan tetap sejauh seratus kilometer dalam waktu dua jam berapakah kecepatannya';
    const result = toTanyaSlug(question);
    expect(result.length).toBeLessThanOrEqual(80);
    expect(question.toLowerCase().replaceAll(' ', '-').startsWith(result)).toBe(true);
  });
});

describe('buildTanyaVideoPath', () => {
  it('builds /tanya/{questionId}/{slug}', () => {
    expect(buildTanyaVideoPath('q-123', 'Hitung luas lingkaran berjari-jari 7 cm')).toBe(
      '/tanya/q-123/hitung-luas-lingkaran-berjari-jari-7-cm',
    );
  });

  it('passes a ready slug through unchanged', () => {
    expect(buildTanyaVideoPath(42, 'persamaan-kuadrat')).toBe('/tanya/42/persamaan-kuadrat');
  });

  it('encodes the question id', () => {
    expect(buildTanyaVideoPath('a/b c', 'soal')).toBe('/tanya/a%2Fb%20c/soal');
  });
});

describe('buildTanyaRecommendedPath', () => {
  it('keeps /page/1 for the first page', () => {
    expect(buildTanyaRecommendedPath(1)).toBe('/tanya/questions/page/1');
    expect(buildTanyaRecommendedPath()).toBe('/tanya/questions/page/1');
  });

  it('builds later pages', () => {
    expect(buildTanyaRecommendedPath(3)).toBe('/tanya/questions/page/3');
  });

  it('treats an invalid page as page 1', () => {
    expect(buildTanyaRecommendedPath(0)).toBe('/tanya/questions/page/1');
  });
});

describe('buildTanyaTopicPath', () => {
  it('builds /tanya/topic/{grade}/{subject}/{topic} with slugged segments', () => {
    expect(buildTanyaTopicPath({ grade: 10, subject: 'Matematika', topic: 'Persamaan Kuadrat' })).toBe(
      '/tanya/topic/10/matematika/persamaan-kuadrat',
    );
  });

  it('appends /page/{n} from page 2 only', () => {
    const params = { grade: '10', subject: 'matematika', topic: 'persamaan-kuadrat' };
    expect(buildTanyaTopicPath(params, 1)).toBe('/tanya/topic/10/matematika/persamaan-kuadrat');
    expect(buildTanyaTopicPath(params, 2)).toBe('/tanya/topic/10/matematika/persamaan-kuadrat/page/2');
  });

  it('falls back to lainnya for a segment with nothing usable', () => {
    expect(buildTanyaTopicPath({ grade: 10, subject: 'Matematika', topic: '∑' })).toBe(
      '/tanya/topic/10/matematika/lainnya',
    );
  });
});

describe('buildTanyaChapterPath', () => {
  it('builds /tanya/chapter/{grade}/{subject}/{chapter} with slugged segments', () => {
    expect(buildTanyaChapterPath({ grade: 8, subject: 'Fisika', chapter: 'Gerak & Gaya' })).toBe(
      '/tanya/chapter/8/fisika/gerak-gaya',
    );
  });

  it('appends /page/{n} from page 2', () => {
    expect(buildTanyaChapterPath({ grade: 8, subject: 'Fisika', chapter: 'Gerak' }, 4)).toBe(
      '/tanya/chapter/8/fisika/gerak/page/4',
    );
  });
});
