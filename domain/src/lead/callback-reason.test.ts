import { describe, expect, it } from 'vitest';
import { CallbackReasonSchema, REASON_TOKEN_MAX_LENGTH } from './callback-reason.ts';
import { LEAD_FORM_MESSAGES } from './lead-form.ts';

const valid = { reason: 'Susah pecahan', token: 'k3JxQ0nWm1Yt8rZ2bV5cL7pA9dF4gH6jK0sE2uI8oP1' };

function firstIssue(input: unknown) {
  const issue = CallbackReasonSchema.safeParse(input).error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
}

describe('CallbackReasonSchema', () => {
  it('keeps a trimmed reason, line breaks included, with its token', () => {
    expect(CallbackReasonSchema.parse({ ...valid, reason: '  Susah pecahan\njuga aljabar ' })).toEqual({
      reason: 'Susah pecahan\njuga aljabar',
      token: valid.token,
    });
  });

  it('refuses a missing, blank or null reason with "Isi kolom ini dulu ya, CoFriends"', () => {
    for (const reason of [undefined, '', '   ', null]) {
      expect(firstIssue({ ...valid, reason }), String(reason)).toEqual({
        field: 'reason',
        message: 'Isi kolom ini dulu ya, CoFriends',
      });
    }
  });

  it('accepts 255 characters and refuses 256 with the form message', () => {
    expect(CallbackReasonSchema.safeParse({ ...valid, reason: 'x'.repeat(255) }).success).toBe(true);
    expect(firstIssue({ ...valid, reason: 'x'.repeat(256) })).toEqual({
      field: 'reason',
      message: LEAD_FORM_MESSAGES.reasonTooLong,
    });
  });

  it('refuses a reason that is not text, or holds control characters, with the reason message', () => {
    expect(firstIssue({ ...valid, reason: 42 })).toEqual({
      field: 'reason',
      message: LEAD_FORM_MESSAGES.reason,
    });
    expect(firstIssue({ ...valid, reason: 'a\u0000b' })).toEqual({
      field: 'reason',
      message: LEAD_FORM_MESSAGES.reason,
    });
  });

  it('refuses a missing, empty or oversized token with the generic message', () => {
    for (const token of [undefined, '', 7, 'x'.repeat(REASON_TOKEN_MAX_LENGTH + 1)]) {
      expect(firstIssue({ ...valid, token }), String(token)).toEqual({
        field: 'token',
        message: 'Ada yang salah',
      });
    }
  });
});
