import { describe, expect, it } from 'vitest';
import { paketPath, readPaketQuery } from './paket-query.ts';

describe('readPaketQuery', () => {
  it('reads the program, the grade and the "all" switch', () => {
    expect(readPaketQuery('program=UTBK_SNBT')).toEqual({ program: 'UTBK_SNBT', grade: null, all: false });
    expect(readPaketQuery('?program=SMP&kelas=8')).toEqual({ program: 'SMP', grade: 8, all: false });
    expect(readPaketQuery('semua=1')).toEqual({ program: null, grade: null, all: true });
  });

  it('leaves out what it does not know, grade 4 included (tenure grades are 5–12)', () => {
    expect(readPaketQuery('program=KULIAH&kelas=4')).toEqual({ program: null, grade: null, all: false });
    expect(readPaketQuery('kelas=8.5&semua=ya')).toEqual({ program: null, grade: null, all: false });
  });
});

describe('paketPath', () => {
  it('writes the filter back as an address that reads the same', () => {
    for (const query of [
      { program: 'SD', grade: 5, all: false },
      { program: null, grade: 11, all: false },
      { program: null, grade: null, all: true },
      { program: null, grade: null, all: false },
    ] as const) {
      expect(readPaketQuery(paketPath(query).replace('/paket', ''))).toEqual(query);
    }
    expect(paketPath({})).toBe('/paket');
  });
});
