import { describe, expect, it } from 'vitest';
import { buildCallbackRequest, CallbackRequestSchema, SOURCE_PAGE_MAX_LENGTH } from './callback-request.ts';
import { LEAD_FORM_MESSAGES, LeadDetailsSchema } from './lead-form.ts';

const validPayload = {
  user_type: 'parent',
  phone_number: '0812 3456 7890',
  name: 'Ibu Sari',
  grade: '7',
  source_page: 'Home Page Banner',
};

function messagesFor(input: unknown, field: string): string[] {
  const result = CallbackRequestSchema.safeParse(input);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('CallbackRequestSchema', () => {
  it('outputs the phone number in E.164 and the grade as a number', () => {
    expect(CallbackRequestSchema.parse(validPayload)).toEqual({
      user_type: 'parent',
      phone_number: '+6281234567890',
      name: 'Ibu Sari',
      grade: 7,
      source_page: 'Home Page Banner',
    });
  });

  it('accepts a phone number already in E.164 or display form', () => {
    expect(
      CallbackRequestSchema.parse({ ...validPayload, phone_number: '+6281234567890' }).phone_number,
    ).toBe('+6281234567890');
    expect(
      CallbackRequestSchema.parse({ ...validPayload, phone_number: '+62 812-3456-7890' }).phone_number,
    ).toBe('+6281234567890');
  });

  it('rejects a landline with the lead form phone message', () => {
    expect(messagesFor({ ...validPayload, phone_number: '021 555 1234' }, 'phone_number')).toEqual([
      LEAD_FORM_MESSAGES.phoneNumber,
    ]);
  });

  it('requires user_type to be student or parent', () => {
    expect(messagesFor({ ...validPayload, user_type: 'teacher' }, 'user_type')).toEqual([
      'Isi bagian ini juga, ya',
    ]);
    expect(messagesFor({ ...validPayload, user_type: undefined }, 'user_type')).toEqual([
      'Isi bagian ini juga, ya',
    ]);
  });

  it('shares the name and grade messages of the form', () => {
    expect(messagesFor({ ...validPayload, name: 'S' }, 'name')).toEqual([LEAD_FORM_MESSAGES.name]);
    expect(messagesFor({ ...validPayload, grade: 2 }, 'grade')).toEqual([LEAD_FORM_MESSAGES.grade]);
  });

  it('requires a source page', () => {
    expect(messagesFor({ ...validPayload, source_page: ' ' }, 'source_page')).toEqual(['Ada yang salah']);
  });

  it('caps the source page at 120 characters', () => {
    expect(SOURCE_PAGE_MAX_LENGTH).toBe(120);
    expect(CallbackRequestSchema.safeParse({ ...validPayload, source_page: 'x'.repeat(120) }).success).toBe(
      true,
    );
    expect(messagesFor({ ...validPayload, source_page: 'x'.repeat(121) }, 'source_page')).toEqual([
      'Ada yang salah',
    ]);
  });
});

describe('buildCallbackRequest', () => {
  it('maps validated form values to a payload the server accepts', () => {
    const details = LeadDetailsSchema.parse({ name: 'Budi', phoneNumber: '812-3456-7890', grade: '9' });
    const payload = buildCallbackRequest(details, 'Tanya Page Banner');
    expect(payload).toEqual({
      user_type: 'student',
      phone_number: '+6281234567890',
      name: 'Budi',
      grade: 9,
      source_page: 'Tanya Page Banner',
    });
    expect(CallbackRequestSchema.safeParse(payload).success).toBe(true);
  });
});
