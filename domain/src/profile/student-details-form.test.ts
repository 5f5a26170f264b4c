import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/to-field-errors.ts';
import {
  NewStudentFormSchema,
  ParentDetailsFormSchema,
  StudentDetailsFormSchema,
} from './student-details-form.ts';

const errorsOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  toFieldErrors(result.error?.issues ?? []);

describe('StudentDetailsFormSchema', () => {
  it('turns the three grade controls into one catalogue grade, and an empty e-mail into none', () => {
    const parsed = StudentDetailsFormSchema.parse({
      full_name: '  Budi Santoso ',
      email: '',
      class_type: 'SMA/MA',
      grade: '11',
      stream: 'IPA',
    });
    expect(parsed).toEqual({
      full_name: 'Budi Santoso',
      email: null,
      grade: expect.objectContaining({
        value: '11_IPA_SMA/MA',
        grade: 11,
        classType: 'SMA/MA',
        stream: 'IPA',
      }),
    });
  });

  it('lower-cases a given e-mail and ignores a stream the level does not ask for', () => {
    const parsed = StudentDetailsFormSchema.parse({
      full_name: 'Bagus',
      email: 'Bagus@Example.ID',
      class_type: 'SMK',
      grade: '12',
      stream: 'IPA',
    });
    expect(parsed.email).toBe('bagus@example.id');
    expect(parsed.grade.value).toBe('12_SMK_SMK');
  });

  it('reports every empty field at once, with the Indonesian messages', () => {
    expect(
      errorsOf(StudentDetailsFormSchema.safeParse({ full_name: '', email: '', class_type: '', grade: '' })),
    ).toEqual({
      full_name: 'Tulis minimal 2 karakter, ya.',
      class_type: 'Pilih jenjang sekolah dulu, ya.',
      grade: 'Pilih kelas dulu, ya',
    });
  });

  it('asks a SMA/MA student for IPA or IPS, even while the name is still wrong', () => {
    expect(
      errorsOf(
        StudentDetailsFormSchema.safeParse({
          full_name: 'B',
          email: '',
          class_type: 'SMA/MA',
          grade: '10',
          stream: '',
        }),
      ),
    ).toEqual({ full_name: 'Tulis minimal 2 karakter, ya.', stream: 'Pilih jurusan IPA atau IPS dulu, ya.' });
  });

  it('refuses a grade the level does not have', () => {
    expect(
      errorsOf(
        StudentDetailsFormSchema.safeParse({ full_name: 'Budi', email: '', class_type: 'SD', grade: '9' }),
      ),
    ).toEqual({ grade: 'Kelas ini tidak ada di jenjang yang kamu pilih. Pilih lagi, ya.' });
  });

  it('refuses a malformed e-mail', () => {
    expect(
      errorsOf(
        StudentDetailsFormSchema.safeParse({
          full_name: 'Budi',
          email: 'budi@',
          class_type: 'SD',
          grade: '5',
        }),
      ),
    ).toEqual({ email: 'Format email belum benar. Contoh: nama@email.com' });
  });
});

describe('ParentDetailsFormSchema', () => {
  it('keeps the parent and the first child apart', () => {
    const parsed = ParentDetailsFormSchema.parse({
      full_name: 'Ibu Sari',
      email: '',
      student_full_name: 'Raka Pratama',
      class_type: 'SMP/MTs',
      grade: '8',
    });
    expect(parsed).toMatchObject({ full_name: 'Ibu Sari', email: null, student_full_name: 'Raka Pratama' });
    expect(parsed.grade.value).toBe('8__SMP/MTs');
  });

  it('needs the child’s name', () => {
    expect(
      errorsOf(
        ParentDetailsFormSchema.safeParse({
          full_name: 'Ibu Sari',
          email: '',
          student_full_name: ' ',
          class_type: 'SD',
          grade: '4',
        }),
      ),
    ).toEqual({ student_full_name: 'Tulis minimal 2 karakter, ya.' });
  });
});

describe('NewStudentFormSchema', () => {
  it('takes a child’s name and grade', () => {
    expect(NewStudentFormSchema.parse({ full_name: 'Nadia', class_type: 'SD', grade: '5' }).grade.value).toBe(
      '5_SD_SD',
    );
  });

  it('refuses a name over 100 characters', () => {
    expect(
      errorsOf(NewStudentFormSchema.safeParse({ full_name: 'N'.repeat(101), class_type: 'SD', grade: '5' })),
    ).toEqual({ full_name: 'Tulis maksimal 100 karakter, ya.' });
  });
});
