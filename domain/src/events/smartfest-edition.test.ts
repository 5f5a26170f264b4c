import { describe, expect, it } from 'vitest';
import { toRegistrationState } from './smartfest-edition.ts';

const edition = {
  registrationOpensAt: new Date('2026-11-01T00:00:00Z'),
  registrationClosesAt: new Date('2026-11-30T17:00:00Z'),
};

describe('toRegistrationState', () => {
  it('is not open before the window, open from its first instant, closed from its end', () => {
    expect(toRegistrationState(edition, new Date('2026-10-31T23:59:59Z'))).toBe('not_open_yet');
    expect(toRegistrationState(edition, new Date('2026-11-01T00:00:00Z'))).toBe('open');
    expect(toRegistrationState(edition, new Date('2026-11-30T16:59:59Z'))).toBe('open');
    expect(toRegistrationState(edition, new Date('2026-11-30T17:00:00Z'))).toBe('closed');
  });
});
