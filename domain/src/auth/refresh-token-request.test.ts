import { describe, expect, it } from 'vitest';
import {
  REFRESH_TOKEN_MAX_LENGTH,
  RefreshTokenRequestSchema,
  SESSION_EXPIRED_MESSAGE,
} from './refresh-token-request.ts';

describe('RefreshTokenRequestSchema', () => {
  it('accepts an empty body (the token comes in the cookie) and a token in the body', () => {
    expect(RefreshTokenRequestSchema.parse({})).toEqual({});
    expect(RefreshTokenRequestSchema.parse({ refresh_token: ' abc ' })).toEqual({ refresh_token: 'abc' });
  });

  it('answers any unusable value with the session-expired message', () => {
    for (const body of [
      { refresh_token: '' },
      { refresh_token: 7 },
      { refresh_token: 'x'.repeat(REFRESH_TOKEN_MAX_LENGTH + 1) },
      [],
    ]) {
      expect(RefreshTokenRequestSchema.safeParse(body).error?.issues[0]?.message).toBe(
        SESSION_EXPIRED_MESSAGE,
      );
    }
  });
});
