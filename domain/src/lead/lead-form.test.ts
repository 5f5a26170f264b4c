import { describe, expect, it } from 'vitest';
import {
  LEAD_FORM_MESSAGES,
  LEAD_GRADE_OPTIONS,
  LEAD_GRADES,
  LeadDetailsSchema,
  LeadReasonSchema,
  NAME_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  REASON_MAX_LENGTH,
} from './lead-form.ts';

const validDetails = { name: 'Budi', phoneNumber: '812-3456-7890', grade: '9' };

/** Messages zod reports for one field, in order. */
function messagesFor(input: unknown, field: string): string[] {
  const result = LeadDetailsSchema.safeParse(input);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('lead form limits', () => {
  it('pins the limits to docs/product §9', () => {
    expect(REASON_MAX_LENGTH).toBe(255);
    expect(NAME_MIN_LENGTH).toBe(2);
    expect(PHONE_MIN_LENGTH).toBe(8);
    expect(PHONE_MAX_LENGTH).toBe(13);
    expect(LEAD_GRADES).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('labels the grade options Kelas - 4 to Kelas - 12 with string values', () => {
    expect(LEAD_GRADE_OPTIONS[0]).toEqual({ value: '4', label: 'Kelas - 4' });
    expect(LEAD_GRADE_OPTIONS.at(-1)).toEqual({ value: '12', label: 'Kelas - 12' });
    expect(LEAD_GRADE_OPTIONS).toHaveLength(9);
  });

  it('keeps docs/product §5 messages to the letter', () => {
    expect(LEAD_FORM_MESSAGES).toMatchObject({
      callbackRequestedBy: 'Isi bagian ini juga, ya',
      name: 'Tulis minimal 2 karakter, ya.',
      phoneNumber: 'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter',
      grade: 'Pilih kelas dulu, ya',
      reason: 'Isi kolom ini dulu ya, CoFriends',
    });
  });
});

describe('LeadDetailsSchema', () => {
  it('accepts raw form strings and outputs the grade as a number', () => {
    expect(LeadDetailsSchema.parse(validDetails)).toEqual({
      callbackRequestedBy: 'student',
      name: 'Budi',
      phoneNumber: '812-3456-7890',
      grade: 9,
    });
  });

  it('defaults callbackRequestedBy to student and accepts parent', () => {
    expect(LeadDetailsSchema.parse(validDetails).callbackRequestedBy).toBe('student');
    expect(
      LeadDetailsSchema.parse({ ...validDetails, callbackRequestedBy: 'parent' }).callbackRequestedBy,
    ).toBe('parent');
  });

  it('rejects another requester with "Isi bagian ini juga, ya"', () => {
    expect(messagesFor({ ...validDetails, callbackRequestedBy: 'teacher' }, 'callbackRequestedBy')).toEqual([
      'Isi bagian ini juga, ya',
    ]);
  });

  it('rejects a one-letter name with "Tulis minimal 2 karakter, ya."', () => {
    expect(messagesFor({ ...validDetails, name: 'B' }, 'name')).toEqual(['Tulis minimal 2 karakter, ya.']);
  });

  it('rejects a missing or blank name with the same message', () => {
    expect(messagesFor({ ...validDetails, name: undefined }, 'name')).toEqual([
      'Tulis minimal 2 karakter, ya.',
    ]);
    expect(messagesFor({ ...validDetails, name: '   ' }, 'name')).toEqual(['Tulis minimal 2 karakter, ya.']);
  });

  it('trims the name', () => {
    expect(LeadDetailsSchema.parse({ ...validDetails, name: '  Sari ' }).name).toBe('Sari');
  });

  it('rejects a name over 100 characters', () => {
    expect(messagesFor({ ...validDetails, name: 'a'.repeat(101) }, 'name')).toEqual([
      'Tulis maksimal 100 karakter, ya.',
    ]);
  });

  it('accepts phone numbers of 8 to 13 characters with spaces or dashes', () => {
    for (const phoneNumber of ['812345678', '0812 3456 789', '+62812345678', '62812-3456789']) {
      expect(LeadDetailsSchema.safeParse({ ...validDetails, phoneNumber }).success).toBe(true);
    }
  });

  it('rejects a phone number over 13 characters', () => {
    expect(messagesFor({ ...validDetails, phoneNumber: '0812-3456-7890' }, 'phoneNumber')[0]).toBe(
      LEAD_FORM_MESSAGES.phoneNumber,
    );
  });

  it('rejects a phone number under 8 characters', () => {
    expect(messagesFor({ ...validDetails, phoneNumber: '8123456' }, 'phoneNumber')[0]).toBe(
      LEAD_FORM_MESSAGES.phoneNumber,
    );
  });

  it('rejects a phone number with letters or other characters', () => {
    expect(messagesFor({ ...validDetails, phoneNumber: '812-3456-abc' }, 'phoneNumber')[0]).toBe(
      LEAD_FORM_MESSAGES.phoneNumber,
    );
    expect(messagesFor({ ...validDetails, phoneNumber: '812.3456.7890' }, 'phoneNumber')[0]).toBe(
      LEAD_FORM_MESSAGES.phoneNumber,
    );
  });

  it('rejects a row of dashes that fits the length', () => {
    expect(messagesFor({ ...validDetails, phoneNumber: '---------' }, 'phoneNumber')[0]).toBe(
      LEAD_FORM_MESSAGES.phoneNumber,
    );
  });

  it('rejects a landline number, since the field asks for WhatsApp', () => {
    expect(messagesFor({ ...validDetails, phoneNumber: '021-5551234' }, 'phoneNumber')[0]).toBe(
      LEAD_FORM_MESSAGES.phoneNumber,
    );
  });

  it('rejects an empty or missing phone number with the same message', () => {
    expect(messagesFor({ ...validDetails, phoneNumber: '' }, 'phoneNumber')[0]).toBe(
      LEAD_FORM_MESSAGES.phoneNumber,
    );
    expect(messagesFor({ ...validDetails, phoneNumber: undefined }, 'phoneNumber')).toEqual([
      LEAD_FORM_MESSAGES.phoneNumber,
    ]);
  });

  it('reports every phone failure with the one message of docs/product §5', () => {
    const inputs = ['', '1', 'abc', '0812-3456-7890-1', '021-5551234', '+1 555 1234'];
    for (const phoneNumber of inputs) {
      const messages = messagesFor({ ...validDetails, phoneNumber }, 'phoneNumber');
      expect(messages.length).toBeGreaterThan(0);
      expect(new Set(messages)).toEqual(new Set([LEAD_FORM_MESSAGES.phoneNumber]));
    }
  });

  it('accepts grades 4 to 12 as strings or numbers', () => {
    expect(LeadDetailsSchema.parse({ ...validDetails, grade: '4' }).grade).toBe(4);
    expect(LeadDetailsSchema.parse({ ...validDetails, grade: 12 }).grade).toBe(12);
  });

  it('rejects grades 3 and 13 with "Pilih kelas dulu, ya"', () => {
    expect(messagesFor({ ...validDetails, grade: '3' }, 'grade')).toEqual(['Pilih kelas dulu, ya']);
    expect(messagesFor({ ...validDetails, grade: 13 }, 'grade')).toEqual(['Pilih kelas dulu, ya']);
  });

  it('rejects an unselected grade with "Pilih kelas dulu, ya"', () => {
    expect(messagesFor({ ...validDetails, grade: '' }, 'grade')).toEqual(['Pilih kelas dulu, ya']);
    expect(messagesFor({ ...validDetails, grade: undefined }, 'grade')).toEqual(['Pilih kelas dulu, ya']);
  });

  it('rejects a fractional or non-numeric grade', () => {
    expect(messagesFor({ ...validDetails, grade: 9.5 }, 'grade')).toEqual(['Pilih kelas dulu, ya']);
    expect(messagesFor({ ...validDetails, grade: '1e1' }, 'grade')).toEqual(['Pilih kelas dulu, ya']);
    expect(messagesFor({ ...validDetails, grade: 'Kelas - 9' }, 'grade')).toEqual(['Pilih kelas dulu, ya']);
  });
});

describe('LeadReasonSchema', () => {
  it('accepts a reason of up to 255 characters', () => {
    expect(LeadReasonSchema.parse({ reason: 'a'.repeat(255) }).reason).toHaveLength(255);
  });

  it('rejects a reason of 256 characters', () => {
    const result = LeadReasonSchema.safeParse({ reason: 'a'.repeat(256) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Tulis maksimal 255 karakter, ya.']);
  });

  it('rejects an empty or blank reason with "Isi kolom ini dulu ya, CoFriends"', () => {
    for (const reason of ['', '   ', undefined]) {
      const result = LeadReasonSchema.safeParse({ reason });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Isi kolom ini dulu ya, CoFriends',
      ]);
    }
  });
});
