import { describe, expect, it } from 'vitest';
import { CallbackLeadSchema } from './callback-lead.ts';
import { LEAD_FORM_MESSAGES } from './lead-form.ts';

const valid = {
  user_type: 'parent',
  phone_number: '0812 3456 7890',
  name: 'Ibu Sari',
  grade: 7,
  source_page: 'Home Page Banner',
};

function firstIssue(input: unknown) {
  const issue = CallbackLeadSchema.safeParse(input).error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
}

describe('CallbackLeadSchema', () => {
  it('accepts the callback request without a reason and gives reason null', () => {
    expect(CallbackLeadSchema.parse(valid)).toEqual({
      user_type: 'parent',
      phone_number: '+6281234567890',
      name: 'Ibu Sari',
      grade: 7,
      source_page: 'Home Page Banner',
      reason: null,
    });
  });

  it('keeps a trimmed reason and treats a blank or null one as not given', () => {
    expect(CallbackLeadSchema.parse({ ...valid, reason: '  Susah pecahan\njuga aljabar ' }).reason).toBe(
      'Susah pecahan\njuga aljabar',
    );
    expect(CallbackLeadSchema.parse({ ...valid, reason: '   ' }).reason).toBeNull();
    expect(CallbackLeadSchema.parse({ ...valid, reason: null }).reason).toBeNull();
  });

  it('refuses a reason over 255 characters with the form message', () => {
    expect(CallbackLeadSchema.safeParse({ ...valid, reason: 'x'.repeat(255) }).success).toBe(true);
    expect(firstIssue({ ...valid, reason: 'x'.repeat(256) })).toEqual({
      field: 'reason',
      message: LEAD_FORM_MESSAGES.reasonTooLong,
    });
  });

  it('refuses a reason that is not text with the reason message', () => {
    expect(firstIssue({ ...valid, reason: 42 })).toEqual({
      field: 'reason',
      message: LEAD_FORM_MESSAGES.reason,
    });
  });

  it('refuses control characters in the name, the source and the reason', () => {
    expect(firstIssue({ ...valid, name: 'Ibu\u0000Sari' })).toEqual({
      field: 'name',
      message: LEAD_FORM_MESSAGES.name,
    });
    expect(firstIssue({ ...valid, source_page: 'Home\u0007' })).toEqual({
      field: 'source_page',
      message: 'Ada yang salah',
    });
    expect(firstIssue({ ...valid, reason: 'a\u0000b' })).toEqual({
      field: 'reason',
      message: LEAD_FORM_MESSAGES.reason,
    });
  });

  it('keeps the callback request messages for its own fields', () => {
    expect(firstIssue({ ...valid, phone_number: '021 555 1234' })).toEqual({
      field: 'phone_number',
      message: LEAD_FORM_MESSAGES.phoneNumber,
    });
    expect(firstIssue({ ...valid, grade: 13 })).toEqual({
      field: 'grade',
      message: LEAD_FORM_MESSAGES.grade,
    });
  });
});
