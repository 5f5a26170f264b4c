import { describe, expect, it } from 'vitest';
import { buildTimetablePath, readTimetableQuery, timetableGradeName } from './timetable-query.ts';

describe('timetable query', () => {
  it('reads a grade and, for grades 10–12, a stream', () => {
    expect(readTimetableQuery('kelas=5')).toEqual({ grade: 5, stream: null });
    expect(readTimetableQuery('?kelas=10&jurusan=ips')).toEqual({ grade: 10, stream: 'IPS' });
    expect(readTimetableQuery('kelas=12&jurusan=SMK')).toEqual({ grade: 12, stream: 'SMK' });
  });

  it('falls back to grade 8 and every stream on anything it does not know', () => {
    expect(readTimetableQuery('')).toEqual({ grade: 8, stream: null });
    expect(readTimetableQuery('kelas=13')).toEqual({ grade: 8, stream: null });
    expect(readTimetableQuery('kelas=abc')).toEqual({ grade: 8, stream: null });
    expect(readTimetableQuery('kelas=7&jurusan=ipa')).toEqual({ grade: 7, stream: null });
    expect(readTimetableQuery('kelas=11&jurusan=bahasa')).toEqual({ grade: 11, stream: null });
  });

  it('builds the canonical address, plain /jadwal for the default grade', () => {
    expect(buildTimetablePath({ grade: 8, stream: null })).toBe('/jadwal');
    expect(buildTimetablePath({ grade: 4, stream: null })).toBe('/jadwal?kelas=4');
    expect(buildTimetablePath({ grade: 11, stream: 'IPA' })).toBe('/jadwal?kelas=11&jurusan=ipa');
    for (const path of ['/jadwal?kelas=4', '/jadwal?kelas=11&jurusan=ipa']) {
      expect(buildTimetablePath(readTimetableQuery(path.split('?')[1] ?? ''))).toBe(path);
    }
  });

  it('names grades as families read them', () => {
    expect(timetableGradeName({ grade: 5, stream: null })).toBe('Kelas 5 SD');
    expect(timetableGradeName({ grade: 9, stream: null })).toBe('Kelas 9 SMP');
    expect(timetableGradeName({ grade: 10, stream: null })).toBe('Kelas 10 SMA/SMK');
    expect(timetableGradeName({ grade: 10, stream: 'IPS' })).toBe('Kelas 10 IPS');
  });
});
