import { describe, expect, it } from 'vitest';
import { containsNonAscii } from './contains-non-ascii.ts';

describe('containsNonAscii', () => {
  it('finds no non-ASCII in plain ASCII strings', () => {
    expect(containsNonAscii({ name: 'Budi', city: 'Bandung', note: '~!@#$%^&*()' })).toBe(false);
  });

  it('finds an accented letter in a top-level string', () => {
    expect(containsNonAscii({ name: 'Budi', school: 'Café Ilmu' })).toBe(true);
  });

  it('looks into nested objects and arrays', () => {
    expect(containsNonAscii({ student: { tags: ['ok', ['deep', 'emoji 😀']] } })).toBe(true);
  });

  it('ignores keys and non-string values', () => {
    expect(containsNonAscii({ 'nama—lengkap': 'Budi', grade: 9, active: true, none: null })).toBe(false);
  });

  it('checks a string given directly', () => {
    expect(containsNonAscii('Jalan Merdeka №1')).toBe(true);
    expect(containsNonAscii('Jalan Merdeka 1')).toBe(false);
  });

  it('treats DEL (0x7F) as ASCII and 0x80 as not', () => {
    expect(containsNonAscii('\u007f')).toBe(false);
    expect(containsNonAscii('\u0080')).toBe(true);
  });

  it('survives an object that refers to itself', () => {
    const looped: Record<string, unknown> = { name: 'Budi' };
    looped.self = looped;
    expect(containsNonAscii(looped)).toBe(false);
    looped.note = 'ñ';
    expect(containsNonAscii(looped)).toBe(true);
  });
});
