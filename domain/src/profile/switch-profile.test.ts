import { describe, expect, it } from 'vitest';
import { SwitchProfileSchema } from './switch-profile.ts';

describe('SwitchProfileSchema', () => {
  it('reads docs/product’s switchTouserId', () => {
    const id = '0b7e7a4e-58a4-4c47-9d8b-1f0c2f7e6a11';
    expect(SwitchProfileSchema.parse({ switchTouserId: id })).toEqual({ switchTouserId: id });
  });

  it.each([{}, { switchTouserId: 'student-1' }, { switchToUserId: '0b7e7a4e-58a4-4c47-9d8b-1f0c2f7e6a11' }])(
    'refuses %j with a message asking to pick a profile',
    (body) => {
      expect(SwitchProfileSchema.safeParse(body).error?.issues[0]?.message).toBe('Pilih profil dulu, ya.');
    },
  );
});
