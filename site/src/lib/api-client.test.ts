import { describe, expect, it } from 'vitest';
import { readRetryAfterSeconds } from './api-client.ts';

describe('readRetryAfterSeconds', () => {
  it('reads the whole seconds our 429 answers carry', () => {
    expect(readRetryAfterSeconds('90')).toBe(90);
    expect(readRetryAfterSeconds(' 3600 ')).toBe(3600);
  });

  it('reads nothing from a missing, dated or malformed header', () => {
    expect(readRetryAfterSeconds(null)).toBeUndefined();
    expect(readRetryAfterSeconds(undefined)).toBeUndefined();
    expect(readRetryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeUndefined();
    expect(readRetryAfterSeconds('-5')).toBeUndefined();
    expect(readRetryAfterSeconds('1.5')).toBeUndefined();
  });
});
