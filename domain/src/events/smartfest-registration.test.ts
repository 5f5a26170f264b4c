import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/to-field-errors.ts';
import { SMARTFEST_MESSAGES, SmartfestRegistrationSchema } from './smartfest-registration.ts';

const valid = {
  student_name: 'Budi Santoso',
  grade: '8',
  school: 'SMPN 1 Bandung',
  parent_phone: '0812 3456 7890',
  parent_name: 'Ibu Sari',
  email: '',
  consent: true,
};

const errorsOf = (input: unknown) =>
  toFieldErrors(SmartfestRegistrationSchema.safeParse(input).error?.issues ?? []);

describe('SmartfestRegistrationSchema', () => {
  it('accepts a registration and gives the number in E.164, the grade as a number, no email as null', () => {
    expect(SmartfestRegistrationSchema.parse(valid)).toEqual({
      ...valid,
      grade: 8,
      parent_phone: '+6281234567890',
      email: null,
    });
  });

  it('lower-cases a given email', () => {
    expect(SmartfestRegistrationSchema.parse({ ...valid, email: ' Sari@Contoh.ID ' }).email).toBe('sari@contoh.id');
  });

  it('names every wrong field with its Indonesian message', () => {
    expect(
      errorsOf({ student_name: 'B', grade: '3', school: 'ab', parent_phone: '021 555 1234', parent_name: '', email: 'x@', consent: false }),
    ).toEqual({
      student_name: SMARTFEST_MESSAGES.studentName,
      grade: SMARTFEST_MESSAGES.grade,
      school: SMARTFEST_MESSAGES.school,
      parent_phone: SMARTFEST_MESSAGES.parentPhone,
      parent_name: SMARTFEST_MESSAGES.parentName,
      email: SMARTFEST_MESSAGES.email,
      consent: SMARTFEST_MESSAGES.consent,
    });
  });

  it('refuses grades outside 4–12 and a missing consent', () => {
    expect(errorsOf({ ...valid, grade: 13 }).grade).toBe(SMARTFEST_MESSAGES.grade);
    expect(errorsOf({ ...valid, consent: undefined }).consent).toBe(SMARTFEST_MESSAGES.consent);
    expect(errorsOf({ ...valid, consent: 'on' }).consent).toBe(SMARTFEST_MESSAGES.consent);
  });

  it('refuses a school name over 120 characters and control characters in a name', () => {
    expect(errorsOf({ ...valid, school: 'S'.repeat(121) }).school).toBe(SMARTFEST_MESSAGES.schoolTooLong);
    expect(errorsOf({ ...valid, student_name: 'Bu\u0000di' }).student_name).toBe(SMARTFEST_MESSAGES.studentName);
  });
});
