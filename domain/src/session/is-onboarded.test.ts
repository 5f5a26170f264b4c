import { describe, expect, it } from 'vitest';
import { isOnboarded } from './is-onboarded.ts';

describe('isOnboarded', () => {
  it('says a user holding a register token is not onboarded', () => {
    expect(isOnboarded({ register_token: 'reg-123' })).toBe(false);
  });

  it('says a user without a register token is onboarded', () => {
    expect(isOnboarded({ register_token: null })).toBe(true);
    expect(isOnboarded({})).toBe(true);
  });

  it('treats an empty register token as absent', () => {
    expect(isOnboarded({ register_token: '' })).toBe(true);
  });
});
