import { describe, expect, it } from 'vitest';
import { personalName } from './personal-name.ts';

describe('personalName', () => {
  it('drops the form of address and the degrees', () => {
    expect(personalName('Bu Dewi Anggraini, M.Pd.')).toBe('Dewi Anggraini');
    expect(personalName('Pak Bima Prasetyo, S.Pd.')).toBe('Bima Prasetyo');
    expect(personalName('Ibu Sari')).toBe('Sari');
    expect(personalName('Rina Kartika')).toBe('Rina Kartika');
  });

  it('keeps a name that would otherwise be empty', () => {
    expect(personalName('Pak')).toBe('Pak');
  });
});
