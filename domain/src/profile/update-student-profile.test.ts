import { describe, expect, it } from 'vitest';
import { UPDATE_PROFILE_MESSAGES, UpdateStudentProfileSchema } from './update-student-profile.ts';

const STUDENT_ID = '0b7e7a4e-58a4-4c47-9d8b-1f0c2f7e6a11';

describe('UpdateStudentProfileSchema', () => {
  it('keeps only what is sent, with the grade resolved from the catalogue', () => {
    const update = UpdateStudentProfileSchema.parse({ full_name: ' Budi ', grade: 9, class_type: 'SMP/MTs' });
    expect(update).toEqual({ full_name: 'Budi', grade: expect.objectContaining({ value: '9__SMP/MTs' }) });
  });

  it('lets a field be cleared with null or an empty string', () => {
    expect(UpdateStudentProfileSchema.parse({ email: '', avatar_url: null })).toEqual({
      email: null,
      avatar_url: null,
      grade: undefined,
    });
  });

  it('lets a parent name the student it edits', () => {
    expect(UpdateStudentProfileSchema.parse({ student_id: STUDENT_ID, full_name: 'Nadia' }).student_id).toBe(
      STUDENT_ID,
    );
  });

  it.each([
    ['an empty update', {}, undefined, UPDATE_PROFILE_MESSAGES.nothingToUpdate],
    ['only a student id', { student_id: STUDENT_ID }, undefined, UPDATE_PROFILE_MESSAGES.nothingToUpdate],
    [
      'a malformed student id',
      { student_id: '42', full_name: 'Budi' },
      'student_id',
      'Pilih profil dulu, ya.',
    ],
    ['a short name', { full_name: 'B' }, 'full_name', 'Tulis minimal 2 karakter, ya.'],
    ['a malformed e-mail', { email: 'budi@' }, 'email', 'Format email belum benar. Contoh: nama@email.com'],
    ['a class type without grade', { class_type: 'SD' }, 'grade', 'Pilih kelas dulu, ya'],
    [
      'SMA/MA without stream',
      { grade: 10, class_type: 'SMA/MA' },
      'stream',
      'Pilih jurusan IPA atau IPS dulu, ya.',
    ],
  ])('refuses %s', (_, body, field, message) => {
    const issue = UpdateStudentProfileSchema.safeParse(body).error?.issues[0];
    expect(issue?.message).toBe(message);
    expect(issue?.path.join('.') || undefined).toBe(field);
  });
});
