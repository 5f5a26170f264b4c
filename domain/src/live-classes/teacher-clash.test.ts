import { describe, expect, it } from 'vitest';
import {
  addressedName,
  describeTeacherClash,
  findClashesWithin,
  intervalsOverlap,
  summarizeClashes,
} from './teacher-clash.ts';

// Wall clock in WIB (UTC+7) on Monday 7 December 2026.
const at = (clock: string) => new Date(`2026-12-07T${clock}:00+07:00`);
const booking = (key: string, teacher: string, start: string, end: string) => ({
  key,
  teacher,
  startsAt: at(start),
  endsAt: at(end),
});

describe('teacher clashes', () => {
  it('treats classes as [start, end): back to back is fine, a minute of overlap is not', () => {
    expect(intervalsOverlap(booking('a', 't', '19:00', '20:30'), booking('b', 't', '20:30', '21:30'))).toBe(
      false,
    );
    expect(intervalsOverlap(booking('a', 't', '19:00', '20:30'), booking('b', 't', '20:29', '21:30'))).toBe(
      true,
    );
    expect(intervalsOverlap(booking('a', 't', '19:00', '21:00'), booking('b', 't', '19:30', '20:00'))).toBe(
      true,
    );
  });

  it('finds each booking that overlaps an earlier one of the same teacher, naming the first', () => {
    const list = [
      booking('a', 'hendra', '19:00', '20:30'),
      booking('b', 'rina', '19:00', '20:30'),
      booking('c', 'hendra', '20:00', '21:00'),
      booking('d', 'hendra', '20:30', '21:30'),
      booking('e', 'hendra', '16:00', '17:00'),
    ];
    const clashes = findClashesWithin(list).map(({ booking: one, other }) => [one.key, other.key]);
    // c overlaps a; d overlaps c (not a: a ends at 20.30); e and b clash with nobody.
    expect(clashes).toEqual([
      ['c', 'a'],
      ['d', 'c'],
    ]);
  });

  it('names the teacher without degrees, the other class and its day and time in WIB', () => {
    expect(addressedName('Pak Hendra Wijaya, S.Pd.')).toBe('Pak Hendra Wijaya');
    expect(addressedName('Rina')).toBe('Rina');
    expect(
      describeTeacherClash({
        teacherName: 'Pak Hendra Wijaya, S.Pd.',
        title: 'Matematika Kelas 8: Teorema Pythagoras',
        startsAt: at('19:00'),
        endsAt: at('20:30'),
      }),
    ).toBe(
      'Pak Hendra Wijaya sudah mengajar “Matematika Kelas 8: Teorema Pythagoras” pada Senin, 7 Desember 2026 pukul 19.00–20.30 WIB.',
    );
  });

  it('sums the clashes up: the sentence itself for one, the count and the first for more', () => {
    expect(summarizeClashes(['A sudah mengajar “X”.'])).toBe(
      'A sudah mengajar “X”. Tidak ada yang disimpan: pilih jam lain atau guru lain.',
    );
    expect(summarizeClashes(['A sudah mengajar “X”.', 'B sudah mengajar “Y”.'])).toBe(
      '2 kelas bentrok dengan kelas lain gurunya. Yang pertama: A sudah mengajar “X”. Tidak ada yang disimpan: pilih jam lain atau guru lain.',
    );
  });
});
