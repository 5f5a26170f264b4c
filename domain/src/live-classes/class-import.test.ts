import { describe, expect, it } from 'vitest';
import {
  ClassImportSchema,
  ClassPatchSchema,
  TeacherImportSchema,
  classTimesProblem,
  describeImportIssues,
  type ClassImportInput,
} from './class-import.ts';

const goodClass: ClassImportInput = {
  externalId: 'mtk-8-2026-11-30',
  kind: 'regular',
  subject: 'matematika',
  grades: [8, 7],
  curriculum: 'Kurikulum Merdeka',
  title: 'Persamaan Linear',
  topic: 'Persamaan linear satu variabel',
  teacher: 'bu-rina',
  startsAt: '2026-11-30T19:00:00+07:00',
  endsAt: '2026-11-30T20:30:00+07:00',
  capacity: 200,
};

const reasonOf = (input: unknown) => {
  const parsed = ClassImportSchema.safeParse(input);
  return parsed.success ? undefined : describeImportIssues(parsed.error);
};

describe('class import record', () => {
  it('reads a good class: times with their zone as instants, grades sorted, defaults filled', () => {
    const parsed = ClassImportSchema.parse(goodClass);
    expect(parsed.startsAt.toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(parsed.endsAt.toISOString()).toBe('2026-11-30T13:30:00.000Z');
    expect(parsed.grades).toEqual([7, 8]);
    expect(parsed).toMatchObject({ curriculum: 'Kurikulum Merdeka' });
    // Absent description, materials and recording are kept as stored by the writer.
    expect(parsed).not.toHaveProperty('materials');
    expect(parsed).not.toHaveProperty('description');
  });

  it('refuses a time without its zone, an end before the start and a class over four hours', () => {
    expect(reasonOf({ ...goodClass, startsAt: '2026-11-30T19:00:00' })).toMatch(
      /^startsAt: startsAt harus tanggal dan jam ISO 8601 dengan zona waktu/,
    );
    expect(reasonOf({ ...goodClass, endsAt: '2026-11-30T18:00:00+07:00' })).toBe(
      'endsAt: endsAt harus setelah startsAt',
    );
    expect(reasonOf({ ...goodClass, endsAt: '2026-11-30T23:00:01+07:00' })).toBe(
      'endsAt: kelas paling lama 4 jam (ini 240 menit)',
    );
    expect(reasonOf({ ...goodClass, endsAt: '2026-11-30T23:00:00+07:00' })).toBeUndefined();
  });

  it('asks for focusExamId exactly on focus exam classes', () => {
    expect(reasonOf({ ...goodClass, kind: 'focus_exam' })).toBe(
      'focusExamId: focusExamId wajib diisi untuk kelas focus_exam',
    );
    expect(
      reasonOf({ ...goodClass, kind: 'focus_exam', focusExamId: 'utbk-snbt', grades: [12] }),
    ).toBeUndefined();
    expect(reasonOf({ ...goodClass, focusExamId: 'utbk-snbt' })).toMatch(/hanya untuk kelas focus_exam/);
  });

  it('keeps streams to their grades and grades to 4–12', () => {
    expect(reasonOf({ ...goodClass, stream: 'IPA' })).toBe(
      'stream: stream IPA hanya untuk kelas 10, 11, 12 (bukan 7, 8)',
    );
    expect(reasonOf({ ...goodClass, grades: [13] })).toBe('grades.0: kelas harus angka 4 sampai 12');
    expect(reasonOf({ ...goodClass, grades: [] })).toBe('grades: grades perlu minimal 1 kelas');
  });

  it('names unknown columns, unknown teachers slugs formats and control characters', () => {
    expect(reasonOf({ ...goodClass, startAt: 'x' })).toBe('kolom tidak dikenal: startAt');
    expect(reasonOf({ ...goodClass, teacher: 'Bu Rina' })).toMatch(
      /^teacher: teacher \(slug guru\) hanya huruf kecil/,
    );
    expect(reasonOf({ ...goodClass, title: 'Judul\u0000' })).toMatch(/karakter kontrol/);
    expect(reasonOf({ ...goodClass, capacity: 0 })).toBe('capacity: capacity harus angka 1 sampai 5000');
  });

  it('reads a teacher, deduplicating subjects, and refuses more than three', () => {
    const teacher = TeacherImportSchema.parse({
      slug: 'bu-rina',
      name: 'Bu Rina',
      subjects: ['Matematika', 'matematika'],
      bio: 'Guru matematika SMP.',
    });
    expect(teacher).toMatchObject({ subjects: ['matematika'] });
    const four = TeacherImportSchema.safeParse({
      ...teacher,
      subjects: ['matematika', 'fisika', 'kimia', 'biologi'],
    });
    expect(four.success).toBe(false);
  });

  it('reads a teacher’s levels (any case, school order, once each), education and first teaching year', () => {
    const teacher = TeacherImportSchema.parse({
      slug: 'bu-maya',
      name: 'Bu Maya, S.Pd.',
      subjects: ['fisika'],
      bio: 'Guru fisika.',
      levels: ['sma', 'SMP', 'SMA'],
      education: ' S.Pd. Pendidikan Fisika, Universitas Negeri Medan ',
      teachingSince: 2014,
    });
    expect(teacher).toMatchObject({
      levels: ['SMP', 'SMA'],
      education: 'S.Pd. Pendidikan Fisika, Universitas Negeri Medan',
      teachingSince: 2014,
    });
    // Absent: kept as stored by the writer; null removes education and year.
    const bare = TeacherImportSchema.parse({ slug: 'bu-maya', name: 'Bu Maya', subjects: ['fisika'], bio: 'Guru.' });
    expect(bare).not.toHaveProperty('levels');
    expect(TeacherImportSchema.parse({ ...bare, education: null, teachingSince: null })).toMatchObject({
      education: null,
      teachingSince: null,
    });
  });

  it.each([
    [{ levels: ['SMU'] }, 'levels.0: jenjang guru harus SD, SMP, SMA, SMK'],
    [{ levels: [] }, 'levels: guru perlu minimal 1 jenjang (SD, SMP, SMA, atau SMK)'],
    [{ levels: 'SMP' }, 'levels: levels harus daftar jenjang, mis. ["SMP", "SMA"]'],
    [{ teachingSince: 1959 }, 'teachingSince: teachingSince paling awal 1960'],
    [{ teachingSince: 2014.5 }, 'teachingSince: teachingSince harus tahun mulai mengajar, mis. 2014'],
    [{ teachingSince: '2014' }, 'teachingSince: teachingSince harus tahun mulai mengajar, mis. 2014'],
    [{ education: 'x'.repeat(201) }, 'education: pendidikan guru paling panjang 200 karakter'],
  ])('refuses a teacher with %o, saying why', (change, reason) => {
    const parsed = TeacherImportSchema.safeParse({
      slug: 'bu-maya',
      name: 'Bu Maya',
      subjects: ['fisika'],
      bio: 'Guru.',
      ...change,
    });
    expect(parsed.success ? '' : describeImportIssues(parsed.error)).toBe(reason);
  });

  it('takes a patch of any one field, and refuses an empty one or an unknown field', () => {
    expect(ClassPatchSchema.parse({ capacity: 10 })).toEqual({ capacity: 10 });
    expect(ClassPatchSchema.parse({ recordingUrl: null })).toEqual({ recordingUrl: null });
    const empty = ClassPatchSchema.safeParse({});
    expect(empty.success ? '' : describeImportIssues(empty.error)).toBe('Kirim minimal satu perubahan, ya.');
    const unknown = ClassPatchSchema.safeParse({ kind: 'free' });
    expect(unknown.success ? '' : describeImportIssues(unknown.error)).toMatch(/^kolom tidak dikenal: kind/);
  });

  it('words the time rule once for the admin API and the import', () => {
    expect(classTimesProblem(new Date('2026-11-30T12:00Z'), new Date('2026-11-30T12:00Z'))).toBe(
      'endsAt harus setelah startsAt',
    );
  });
});
