import { describe, expect, it } from 'vitest';
import { RegisterUserSchema } from './register-user.ts';
import { toRegisterUserInput } from './registration-payload.ts';
import { ParentDetailsFormSchema, StudentDetailsFormSchema } from './student-details-form.ts';

const location = { province: 'Jawa Barat', city: 'Kota Bandung' };

describe('toRegisterUserInput', () => {
  it('registers a student with its grade value, e-mail and location, as the register call accepts', () => {
    const details = StudentDetailsFormSchema.parse({
      full_name: 'Budi Santoso',
      email: 'budi@example.id',
      class_type: 'SMA/MA',
      grade: '11',
      stream: 'IPA',
    });
    const input = toRegisterUserInput({ role: 'student', details, location });
    expect(input).toEqual({
      role: 'student',
      full_name: 'Budi Santoso',
      email: 'budi@example.id',
      grade: '11_IPA_SMA/MA',
      location,
    });
    expect(RegisterUserSchema.parse(input)).toMatchObject({
      role: 'student',
      grade: { value: '11_IPA_SMA/MA' },
      location,
    });
  });

  it('registers a parent with the first child', () => {
    const details = ParentDetailsFormSchema.parse({
      full_name: 'Ibu Sari',
      email: '',
      student_full_name: 'Raka Pratama',
      class_type: 'SMP/MTs',
      grade: '8',
    });
    const input = toRegisterUserInput({ role: 'parent', details, location });
    expect(input).toEqual({
      role: 'parent',
      full_name: 'Ibu Sari',
      email: null,
      students: [{ full_name: 'Raka Pratama', grade: '8__SMP/MTs' }],
      location,
    });
    const parsed = RegisterUserSchema.parse(input);
    expect(parsed.role === 'parent' && parsed.students.map((student) => student.grade.value)).toEqual([
      '8__SMP/MTs',
    ]);
  });
});
