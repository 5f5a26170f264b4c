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
  it('accepts the callback request and gives the phone in E.164', () => {
    expect(CallbackLeadSchema.parse(valid)).toEqual({
      user_type: 'parent',
      phone_number: '+6281234567890',
      name: 'Ibu Sari',
      grade: 7,
      source_page: 'Home Page Banner',
    });
  });

  it('takes no reason: the reason step sends it to the stored lead by id', () => {
    expect(CallbackLeadSchema.parse({ ...valid, reason: 'Susah pecahan' })).not.toHaveProperty('reason');
  });

  it('refuses control characters in the name and the source', () => {
    expect(firstIssue({ ...valid, name: 'Ibu\u0000Sari' })).toEqual({
      field: 'name',
      message: LEAD_FORM_MESSAGES.name,
    });
    expect(firstIssue({ ...valid, source_page: 'Home\u0007' })).toEqual({
      field: 'source_page',
      message: 'Ada yang salah',
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
