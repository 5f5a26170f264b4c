import { describe, expect, it } from 'vitest';
import {
  SUPPORT_ISSUE_MESSAGES,
  SUPPORT_ISSUE_TEXT_MAX_LENGTH,
  SupportIssueSchema,
} from './support-issue.ts';

const valid = { phone_number: '0812-3456-7890', source: 'paused_subscription_popup', action: 'reactivate' };

function firstMessage(input: unknown) {
  const result = SupportIssueSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('SupportIssueSchema', () => {
  it('normalises the phone number to E.164 and trims the texts', () => {
    expect(SupportIssueSchema.parse({ ...valid, source: '  Bimbel Page  ' })).toEqual({
      phone_number: '+6281234567890',
      source: 'Bimbel Page',
      action: 'reactivate',
    });
  });

  it('refuses a number that is not an Indonesian mobile number', () => {
    expect(firstMessage({ ...valid, phone_number: '(021) 555 1234' })).toBe(
      SUPPORT_ISSUE_MESSAGES.phoneNumber,
    );
    expect(firstMessage({ ...valid, phone_number: 12345 })).toBe(SUPPORT_ISSUE_MESSAGES.phoneNumber);
  });

  it('refuses an empty or blank source', () => {
    expect(firstMessage({ ...valid, source: '   ' })).toBe(SUPPORT_ISSUE_MESSAGES.source);
    expect(firstMessage({ ...valid, source: undefined })).toBe(SUPPORT_ISSUE_MESSAGES.source);
  });

  it('refuses control characters, which no source or action contains', () => {
    expect(firstMessage({ ...valid, source: 'a\u0000b' })).toBe(SUPPORT_ISSUE_MESSAGES.source);
    expect(firstMessage({ ...valid, action: 'line\nbreak' })).toBe(SUPPORT_ISSUE_MESSAGES.action);
  });

  it('refuses an action longer than the limit but accepts one at it', () => {
    expect(firstMessage({ ...valid, action: 'a'.repeat(SUPPORT_ISSUE_TEXT_MAX_LENGTH + 1) })).toBe(
      SUPPORT_ISSUE_MESSAGES.action,
    );
    expect(
      SupportIssueSchema.safeParse({ ...valid, action: 'a'.repeat(SUPPORT_ISSUE_TEXT_MAX_LENGTH) }).success,
    ).toBe(true);
  });
});
