import { describe, expect, it } from 'vitest';
import { ADD_STUDENT_MESSAGES, AddStudentSchema, FAMILY_STUDENTS_MAX } from './add-student.ts';

describe('AddStudentSchema', () => {
  it('takes a catalogue grade value or the grade fields', () => {
    expect(AddStudentSchema.parse({ full_name: 'Nadia Putri', grade: '5_SD_SD' }).grade.value).toBe(
      '5_SD_SD',
    );
    expect(
      AddStudentSchema.parse({ full_name: 'Raka', grade: 10, class_type: 'SMA/MA', stream: 'IPS' }).grade
        .value,
    ).toBe('10_IPS_SMA/MA');
  });

  it('refuses a missing name or grade in Indonesian', () => {
    expect(AddStudentSchema.safeParse({ full_name: 'N', grade: '5_SD_SD' }).error?.issues[0]?.message).toBe(
      'Tulis minimal 2 karakter, ya.',
    );
    expect(AddStudentSchema.safeParse({ full_name: 'Nadia' }).error?.issues[0]?.message).toBe(
      'Pilih kelas dulu, ya',
    );
  });

  it('bounds a family at ten students and says so', () => {
    expect(FAMILY_STUDENTS_MAX).toBe(10);
    expect(ADD_STUDENT_MESSAGES.tooMany).toBe('Satu akun bisa punya maksimal 10 murid.');
  });
});
