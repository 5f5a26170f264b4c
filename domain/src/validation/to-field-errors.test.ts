import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './to-field-errors.ts';

describe('toFieldErrors', () => {
  it('keys each message by its dotted field path', () => {
    expect(
      toFieldErrors([
        { message: 'Tulis minimal 2 karakter, ya.', path: ['full_name'] },
        { message: 'Pilih kota atau kabupaten dulu, ya.', path: ['location', 'city'] },
        { message: 'Data murid belum lengkap. Cek lagi, ya.', path: ['students', 0] },
      ]),
    ).toEqual({
      full_name: 'Tulis minimal 2 karakter, ya.',
      'location.city': 'Pilih kota atau kabupaten dulu, ya.',
      'students.0': 'Data murid belum lengkap. Cek lagi, ya.',
    });
  });

  it('keeps the first message of a field', () => {
    expect(
      toFieldErrors([
        { message: 'first', path: ['email'] },
        { message: 'second', path: ['email'] },
      ]),
    ).toEqual({ email: 'first' });
  });

  it('puts messages about the whole form under the empty key', () => {
    expect(toFieldErrors([{ message: 'Ubah salah satu datamu dulu, ya.', path: [] }])).toEqual({
      '': 'Ubah salah satu datamu dulu, ya.',
    });
  });

  it('gives no errors for no issues', () => {
    expect(toFieldErrors([])).toEqual({});
  });
});
