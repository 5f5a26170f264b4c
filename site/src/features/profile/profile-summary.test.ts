import { GRADES } from '@bimbel/domain/catalogue/grade';
import type { UserProfile } from '@bimbel/domain/session/session-user-data';
import { describe, expect, it } from 'vitest';
import {
  describeParentData,
  describePersonalData,
  MISSING_VALUE_TEXT,
  toGradeLabel,
  toPhoneText,
} from './profile-summary.ts';

const dimas: UserProfile = {
  id: 'stu-dimas',
  role: 'student',
  full_name: 'Dimas Ardiansyah',
  grade: 11,
  class_type: 'SMA/MA',
  stream: 'IPA',
  phone_number: '81100000002',
  country_code: '+62',
  email: 'dimas@contoh.id',
  avatar_url: null,
  student_id: 'stu-dimas',
};

describe('toPhoneText', () => {
  it('joins the country code and the number in the grouped form', () => {
    expect(toPhoneText('+62', '81100000001')).toBe('+62 811-0000-0001');
    expect(toPhoneText('+62', '081234567890')).toBe('+62 812-3456-7890');
  });

  it('shows a number that is not an Indonesian mobile number as stored', () => {
    expect(toPhoneText('+62', '215001234')).toBe('+62 215001234');
  });

  it('gives null without a number', () => {
    expect(toPhoneText('+62', null)).toBeNull();
    expect(toPhoneText('+62', '  ')).toBeNull();
  });
});

describe('toGradeLabel', () => {
  it('writes every catalogue grade exactly as the catalogue names it', () => {
    for (const option of GRADES) {
      const label = toGradeLabel({
        grade: option.grade,
        class_type: option.classType,
        stream: option.stream,
      });
      expect(label, option.value).toBe(option.name);
    }
  });

  it('says what it knows when the class type is missing, and nothing without a grade', () => {
    expect(toGradeLabel({ grade: 9, class_type: null, stream: null })).toBe('Kelas 9');
    expect(toGradeLabel({ grade: null, class_type: 'SD', stream: 'SD' })).toBeNull();
  });
});

describe('describePersonalData', () => {
  it("lists a student's name, phone, class type, grade with stream and e-mail (docs/product §2 'Data diri')", () => {
    expect(describePersonalData(dimas)).toEqual([
      { label: 'Nama lengkap', value: 'Dimas Ardiansyah' },
      { label: 'Nomor HP', value: '+62 811-0000-0002' },
      { label: 'Jenjang', value: 'SMA/MA' },
      { label: 'Kelas', value: 'Kelas 11 IPA' },
      { label: 'Email', value: 'dimas@contoh.id' },
    ]);
  });

  it('marks what is not filled in as missing instead of leaving it blank', () => {
    const rows = describePersonalData({
      ...dimas,
      phone_number: null,
      email: '',
      class_type: null,
      grade: null,
    });
    expect(rows.filter((row) => row.value === null).map((row) => row.label)).toEqual([
      'Nomor HP',
      'Jenjang',
      'Kelas',
      'Email',
    ]);
    expect(MISSING_VALUE_TEXT).toBe('Belum diisi');
  });

  it('leaves school rows out of a parent profile', () => {
    const rows = describePersonalData({
      ...dimas,
      role: 'parent',
      full_name: 'Ibu Sari Wulandari',
      grade: null,
      class_type: null,
      stream: null,
    });
    expect(rows.map((row) => row.label)).toEqual(['Nama lengkap', 'Nomor HP', 'Email']);
  });
});

describe('describeParentData', () => {
  it("lists the parent's name and phone with country code (docs/product §2 'Data orangtua')", () => {
    expect(
      describeParentData({ name: 'Ibu Sari Wulandari', country_code: '+62', phone_number: '81100000001' }),
    ).toEqual([
      { label: 'Nama orangtua', value: 'Ibu Sari Wulandari' },
      { label: 'Nomor HP orangtua', value: '+62 811-0000-0001' },
    ]);
  });
});
