import { describe, expect, it } from 'vitest';
import { toFirstName, toProfileMenuLabel } from './profile-menu-label.ts';

describe('toFirstName', () => {
  it('takes the first word of the full name', () => {
    expect(toFirstName('Raka Pratama')).toBe('Raka');
    expect(toFirstName('  Siti  Nur Aisyah ')).toBe('Siti');
    expect(toFirstName('Sukarno')).toBe('Sukarno');
  });
});

describe('toProfileMenuLabel', () => {
  it('names the first name and the initials the button shows', () => {
    expect(toProfileMenuLabel('Dimas Ardiansyah', false)).toBe('Menu profil Dimas, DA');
  });

  it('says when the crown of a paid subscriber is there', () => {
    expect(toProfileMenuLabel('Raka Pratama', true)).toBe('Menu profil Raka, RP, pelanggan berbayar');
  });
});
