import { describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES, REGISTER_STUDENTS_MAX, RegisterUserSchema } from './register-user.ts';

function firstIssue(body: unknown) {
  const issue = RegisterUserSchema.safeParse(body).error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
}

describe('RegisterUserSchema', () => {
  it('registers a student (Murid) with its grade and optional e-mail and location', () => {
    const student = RegisterUserSchema.parse({
      role: 'student',
      full_name: 'Budi Santoso',
      grade: 10,
      class_type: 'SMA/MA',
      stream: 'IPA',
      email: 'Budi@Example.id',
      location: { province: 'Jawa Barat', city: 'Kota Bandung' },
    });
    expect(student).toMatchObject({
      role: 'student',
      full_name: 'Budi Santoso',
      email: 'budi@example.id',
      grade: { value: '10_IPA_SMA/MA', classType: 'SMA/MA', stream: 'IPA', grade: 10 },
      location: { province: 'Jawa Barat', city: 'Kota Bandung' },
    });
  });

  it('registers a parent (Orangtua) with or without students', () => {
    expect(RegisterUserSchema.parse({ role: 'parent', full_name: 'Ibu Sari' })).toMatchObject({
      students: [],
    });
    const parent = RegisterUserSchema.parse({
      role: 'parent',
      full_name: 'Ibu Sari',
      students: [
        { full_name: 'Raka', grade: '8__SMP/MTs' },
        { full_name: 'Nadia', grade: 5, class_type: 'SD' },
      ],
    });
    expect(parent.role === 'parent' && parent.students.map((s) => [s.full_name, s.grade.value])).toEqual([
      ['Raka', '8__SMP/MTs'],
      ['Nadia', '5_SD_SD'],
    ]);
  });

  it.each([
    ['no role', { full_name: 'Budi' }, 'role', REGISTER_MESSAGES.role],
    ['an unknown role', { role: 'teacher', full_name: 'Budi' }, 'role', REGISTER_MESSAGES.role],
    ['a student without grade', { role: 'student', full_name: 'Budi' }, 'grade', 'Pilih kelas dulu, ya'],
    [
      'a short name',
      { role: 'student', full_name: 'B', grade: '4_SD_SD' },
      'full_name',
      'Tulis minimal 2 karakter, ya.',
    ],
    [
      'a malformed e-mail',
      { role: 'parent', full_name: 'Ibu Sari', email: 'sari@' },
      'email',
      'Format email belum benar. Contoh: nama@email.com',
    ],
    [
      'a location without city',
      { role: 'parent', full_name: 'Ibu Sari', location: { province: 'Bali' } },
      'location.city',
      'Pilih kota atau kabupaten dulu, ya.',
    ],
    [
      'a student of a parent without grade',
      { role: 'parent', full_name: 'Ibu Sari', students: [{ full_name: 'Raka' }] },
      'students.0.grade',
      'Pilih kelas dulu, ya',
    ],
    [
      'students that are not a list',
      { role: 'parent', full_name: 'Ibu Sari', students: 'Raka' },
      'students',
      REGISTER_MESSAGES.students,
    ],
  ])('refuses %s and names the field', (_, body, field, message) => {
    expect(firstIssue(body)).toEqual({ field, message });
  });

  it(`accepts at most ${REGISTER_STUDENTS_MAX} students at once`, () => {
    const students = Array.from({ length: REGISTER_STUDENTS_MAX + 1 }, (_, i) => ({
      full_name: `Murid ${i}`,
      grade: '4_SD_SD',
    }));
    expect(firstIssue({ role: 'parent', full_name: 'Ibu Sari', students })).toEqual({
      field: 'students',
      message: REGISTER_MESSAGES.tooManyStudents,
    });
  });
});
